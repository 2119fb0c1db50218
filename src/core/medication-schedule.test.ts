import { describe, expect, it } from 'vitest';
import {
  adherenceRate,
  averageEffectiveness,
  isDueOn,
  matchDoses,
  proposedTimes,
  scheduleDays,
  todaySchedule,
  zonedInstant,
  type ScheduleMedication,
} from './medication-schedule';

const med = (overrides: Partial<ScheduleMedication> = {}): ScheduleMedication => ({
  id: 'm1',
  name: 'Gabapentin',
  dosage: '300 mg',
  isActive: true,
  startDate: '2026-01-01',
  schedule: [
    { timeOfDay: '08:00', days: [0, 1, 2, 3, 4, 5, 6] },
    { timeOfDay: '14:00', days: [0, 1, 2, 3, 4, 5, 6] },
    { timeOfDay: '20:00', days: [0, 1, 2, 3, 4, 5, 6] },
  ],
  ...overrides,
});
const dose = (takenAt: string, skipped = false) => ({ medicationId: 'm1', takenAt, skipped });

describe('proposed schedule', () => {
  it('proposes times per frequency', () => {
    expect(proposedTimes('daily')).toEqual(['08:00']);
    expect(proposedTimes('twice-daily')).toEqual(['08:00', '20:00']);
    expect(proposedTimes('three-times-daily')).toEqual(['08:00', '14:00', '20:00']);
    expect(proposedTimes('weekly')).toEqual(['08:00']);
    expect(proposedTimes('monthly')).toEqual(['08:00']);
    expect(proposedTimes('as-needed')).toEqual([]);
  });

  it('anchors weekly and monthly days to the start date', () => {
    expect(scheduleDays('daily', '2026-03-04')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(scheduleDays('weekly', '2026-03-04')).toEqual([3]); // a Wednesday
    expect(scheduleDays('monthly', '2026-03-31')).toEqual([-31]);
    expect(scheduleDays('as-needed', '2026-03-04')).toEqual([]);
  });

  it('knows which days a row is due, the 31st falling on a short month’s last day', () => {
    expect(isDueOn([3], '2026-03-04')).toBe(true);
    expect(isDueOn([3], '2026-03-05')).toBe(false);
    expect(isDueOn([-31], '2026-04-30')).toBe(true);
    expect(isDueOn([-31], '2026-04-29')).toBe(false);
    expect(isDueOn([-15], '2026-02-15')).toBe(true);
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in a zone', () => {
    expect(zonedInstant('2026-03-01', '08:00', 'UTC').toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(zonedInstant('2026-03-01', '08:00', 'Pacific/Auckland').toISOString()).toBe(
      '2026-02-28T19:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '20:00', 'America/New_York').toISOString()).toBe(
      '2026-07-02T00:00:00.000Z',
    );
  });

  it('uses the offset after a clock change on that day', () => {
    // Berlin moves to summer time at 02:00 on 2026-03-29.
    expect(zonedInstant('2026-03-29', '08:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
  });
});

describe('matchDoses', () => {
  it('gives each dose the closest free slot', () => {
    expect(matchDoses([480, 840, 1200], [500])).toEqual([true, false, false]);
    expect(matchDoses([480, 840, 1200], [500, 510])).toEqual([true, true, false]);
    expect(matchDoses([480], [480, 490])).toEqual([true]);
  });

  it('gives a dose logged for a slot that slot, even when another is nearer in time', () => {
    // "Mark as Taken" on the 14:00 card at 09:00 marks 14:00, not 08:00.
    expect(matchDoses([480, 840, 1200], [{ minutes: 540, slot: 840 }])).toEqual([
      false,
      true,
      false,
    ]);
    expect(matchDoses([480, 840], [{ minutes: 540, slot: 840 }, 545])).toEqual([true, true]);
    expect(matchDoses([480, 840], [{ minutes: 540, slot: 600 }])).toEqual([true, false]);
    expect(matchDoses([480, 840], [])).toEqual([false, false]);
  });
});

describe('todaySchedule', () => {
  it('lists due, taken and overdue slots by time', () => {
    const now = new Date('2026-03-10T15:30:00Z');
    const items = todaySchedule([med()], [dose('2026-03-10T08:10:00Z')], now, 'UTC');
    expect(items.map((i) => [i.dueTime, i.taken, i.overdue])).toEqual([
      ['08:00', true, false],
      ['14:00', false, true],
      ['20:00', false, false],
    ]);
  });

  it('is due, not overdue, up to 60 minutes after the time', () => {
    const items = todaySchedule([med()], [], new Date('2026-03-10T09:00:00Z'), 'UTC');
    expect(items[0]?.overdue).toBe(false);
    const later = todaySchedule([med()], [], new Date('2026-03-10T09:00:01Z'), 'UTC');
    expect(later[0]?.overdue).toBe(true);
  });

  it('ignores skipped doses, stopped medications and ones not started yet', () => {
    const now = new Date('2026-03-10T09:30:00Z');
    expect(todaySchedule([med()], [dose('2026-03-10T08:00:00Z', true)], now, 'UTC')[0]?.taken).toBe(
      false,
    );
    expect(todaySchedule([med({ isActive: false })], [], now, 'UTC')).toEqual([]);
    expect(todaySchedule([med({ startDate: '2026-03-11' })], [], now, 'UTC')).toEqual([]);
  });

  it('uses the user’s day across midnight in another zone', () => {
    // 23:30 UTC on the 9th is 12:30 on the 10th in Auckland: yesterday's UTC dose at 19:10
    // (08:10 Auckland on the 10th) counts for the Auckland morning slot.
    const now = new Date('2026-03-09T23:30:00Z');
    const items = todaySchedule([med()], [dose('2026-03-09T19:10:00Z')], now, 'Pacific/Auckland');
    expect(items.map((i) => [i.dueTime, i.taken, i.overdue])).toEqual([
      ['08:00', true, false],
      ['14:00', false, false],
      ['20:00', false, false],
    ]);
    // The same dose is yesterday for a user in UTC.
    const utc = todaySchedule([med()], [dose('2026-03-09T19:10:00Z')], now, 'UTC');
    expect(utc.filter((i) => i.taken).map((i) => i.dueTime)).toEqual(['20:00']);
  });
});

describe('adherenceRate', () => {
  it('is null when no dose was due yet', () => {
    const now = new Date('2026-03-10T07:00:00Z');
    expect(adherenceRate(med({ startDate: '2026-03-10' }), [], now, 'UTC')).toBeNull();
    expect(adherenceRate(med({ schedule: [] }), [], now, 'UTC')).toBeNull();
  });

  it('counts slots since the start date up to now', () => {
    const now = new Date('2026-03-11T15:00:00Z');
    // Due: 3 on the 10th, 2 on the 11th (08:00, 14:00) = 5; taken 4.
    const logs = [
      dose('2026-03-10T08:05:00Z'),
      dose('2026-03-10T14:05:00Z'),
      dose('2026-03-10T20:05:00Z'),
      dose('2026-03-11T08:05:00Z'),
      dose('2026-03-11T14:05:00Z', true),
    ];
    expect(adherenceRate(med({ startDate: '2026-03-10' }), logs, now, 'UTC')).toBe(60 + 20);
  });

  it('counts a dose taken before its time as due and taken', () => {
    const now = new Date('2026-03-10T06:00:00Z');
    expect(
      adherenceRate(med({ startDate: '2026-03-10' }), [dose('2026-03-10T06:00:00Z')], now, 'UTC'),
    ).toBe(100);
  });

  it('looks back 30 days at most', () => {
    const now = new Date('2026-03-31T23:00:00Z');
    const daily = med({
      startDate: '2025-01-01',
      schedule: [{ timeOfDay: '08:00', days: [0, 1, 2, 3, 4, 5, 6] }],
    });
    // One dose on each of the 30 days from 2026-03-02: 100%; one more day back is outside.
    const logs = Array.from({ length: 30 }, (_, i) =>
      dose(`2026-03-${String(i + 2).padStart(2, '0')}T08:00:00Z`),
    );
    expect(adherenceRate(daily, logs, now, 'UTC')).toBe(100);
    expect(adherenceRate(daily, logs.slice(1), now, 'UTC')).toBe(97);
  });
});

describe('averageEffectiveness', () => {
  it('averages taken doses to one decimal and is null without any', () => {
    expect(averageEffectiveness([])).toBeNull();
    expect(averageEffectiveness([{ skipped: true, effectiveness: 9 }])).toBeNull();
    expect(
      averageEffectiveness([
        { skipped: false, effectiveness: 7 },
        { skipped: false, effectiveness: 8 },
        { skipped: false, effectiveness: 8 },
        { skipped: true, effectiveness: 1 },
      ]),
    ).toBe(7.7);
  });
});
