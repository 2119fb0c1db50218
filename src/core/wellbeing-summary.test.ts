import { describe, expect, it } from 'vitest';
import { wellbeingSummary, type SummaryEntry } from './wellbeing-summary';

const entry = (date: string, fields: Partial<SummaryEntry> = {}): SummaryEntry => ({
  date,
  sleepQuality: null,
  sleepHours: null,
  moodLevel: null,
  stressLevel: null,
  ...fields,
});

describe('wellbeingSummary', () => {
  it('is empty, not zero, without entries', () => {
    expect(wellbeingSummary([], '2026-05-30')).toEqual({
      daysLogged: 0,
      windowDays: 30,
      streak: 0,
      sleepQuality: null,
      sleepHours: null,
      mood: null,
      stress: null,
    });
  });

  it('averages the last 30 days only, counting each day once', () => {
    const summary = wellbeingSummary(
      [
        entry('2026-04-30', { sleepQuality: 1, moodLevel: 1, stressLevel: 10 }),
        entry('2026-05-01', { sleepQuality: 6, sleepHours: 7, moodLevel: 4, stressLevel: 3 }),
        entry('2026-05-29', { sleepQuality: 7, sleepHours: 6.5, moodLevel: 3 }),
        entry('2026-05-30', { sleepQuality: 8 }),
        entry('2026-05-30', { stressLevel: 6 }),
      ],
      '2026-05-30',
    );
    expect(summary).toEqual({
      daysLogged: 3,
      windowDays: 30,
      streak: 2,
      sleepQuality: 7,
      sleepHours: 6.8,
      mood: 3.5,
      stress: 4.5,
    });
  });

  it('ignores entries after today and unreadable numbers', () => {
    const summary = wellbeingSummary(
      [entry('2026-06-02', { moodLevel: 5 }), entry('2026-05-30', { moodLevel: Number.NaN })],
      '2026-05-30',
    );
    expect(summary.daysLogged).toBe(1);
    expect(summary.mood).toBeNull();
  });
});
