import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from './calendar';
import {
  dashboardStats,
  latestEntryOn,
  newestFirst,
  previousWeekWindow,
  progressEntryOn,
  roundedAveragePain,
  weeklyChange,
  weeklyChangeText,
  weekWindow,
  type StatsEntry,
} from './dashboard-stats';
import type { EntryKind } from './journal';

let clock = Date.parse('2026-03-01T08:00:00.000Z');
/** An entry created one minute after the previous one made by this helper. */
function entry(date: string, painLevel: number, kind: EntryKind = 'journal'): StatsEntry {
  clock += 60_000;
  return { date, painLevel, kind, createdAt: new Date(clock).toISOString() };
}

const dates = (window: { start: number; end: number } | null) =>
  window && [dateOfDay(window.start), dateOfDay(window.end)];

describe('weekWindow', () => {
  it('runs Sunday to Saturday of the week containing today', () => {
    // 2026-03-04 is a Wednesday.
    expect(dates(weekWindow('2026-03-04'))).toEqual(['2026-03-01', '2026-03-07']);
  });

  it('starts on today when today is a Sunday', () => {
    expect(dates(weekWindow('2026-03-01'))).toEqual(['2026-03-01', '2026-03-07']);
  });

  it('ends on today when today is a Saturday', () => {
    expect(dates(weekWindow('2026-03-07'))).toEqual(['2026-03-01', '2026-03-07']);
    expect(dates(weekWindow('2026-03-08'))).toEqual(['2026-03-08', '2026-03-14']);
  });

  it('crosses month and year ends', () => {
    // 2025-12-31 is a Wednesday; its week runs into January.
    expect(dates(weekWindow('2025-12-31'))).toEqual(['2025-12-28', '2026-01-03']);
    expect(dates(weekWindow('2026-01-03'))).toEqual(['2025-12-28', '2026-01-03']);
    // Weeks before 1970 (negative day numbers) still start on a Sunday: 1969-12-31 was a Wednesday.
    expect(dates(weekWindow('1969-12-31'))).toEqual(['1969-12-28', '1970-01-03']);
  });

  it('previous week is the same window 7 days earlier', () => {
    expect(dates(previousWeekWindow('2026-03-04'))).toEqual(['2026-02-22', '2026-02-28']);
    expect(dates(previousWeekWindow('2026-03-01'))).toEqual(['2026-02-22', '2026-02-28']);
    expect(dates(previousWeekWindow('2026-01-01'))).toEqual(['2025-12-21', '2025-12-27']);
  });

  it('is null for a date that is not one', () => {
    expect(weekWindow('2026-02-30')).toBeNull();
    expect(previousWeekWindow('today')).toBeNull();
  });

  it('always starts on a Sunday, holds today and spans 7 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 40_000 }), (day) => {
        const window = weekWindow(dateOfDay(day));
        expect(window).not.toBeNull();
        if (!window) return;
        expect(new Date(window.start * 86_400_000).getUTCDay()).toBe(0);
        expect(window.end - window.start).toBe(6);
        expect(day).toBeGreaterThanOrEqual(window.start);
        expect(day).toBeLessThanOrEqual(window.end);
      }),
    );
  });
});

describe('roundedAveragePain', () => {
  const week = weekWindow('2026-03-04')!;

  it('is null with no entries in the window', () => {
    expect(roundedAveragePain([], week)).toBeNull();
    expect(roundedAveragePain([entry('2026-02-28', 5), entry('2026-03-08', 5)], week)).toBeNull();
  });

  it('includes both ends of the window and nothing outside', () => {
    const entries = [
      entry('2026-02-28', 10), // Saturday before: outside
      entry('2026-03-01', 2), // Sunday: inside
      entry('2026-03-07', 4), // Saturday: inside
      entry('2026-03-08', 10), // Sunday after: outside
    ];
    expect(roundedAveragePain(entries, week)).toBe(3);
  });

  it('rounds x.5 up and anything below it down', () => {
    expect(roundedAveragePain([entry('2026-03-02', 5), entry('2026-03-03', 6)], week)).toBe(6);
    expect(roundedAveragePain([entry('2026-03-02', 0), entry('2026-03-03', 1)], week)).toBe(1);
    // 14 / 3 = 4.67 -> 5; 13 / 3 = 4.33 -> 4
    expect(
      roundedAveragePain(
        [entry('2026-03-02', 4), entry('2026-03-03', 5), entry('2026-03-04', 5)],
        week,
      ),
    ).toBe(5);
    expect(
      roundedAveragePain(
        [entry('2026-03-02', 4), entry('2026-03-03', 4), entry('2026-03-04', 5)],
        week,
      ),
    ).toBe(4);
  });

  it('counts every kind and several entries on one day', () => {
    const entries = [
      entry('2026-03-04', 2),
      entry('2026-03-04', 8, 'quick'),
      entry('2026-03-04', 8, 'emergency'),
    ];
    expect(roundedAveragePain(entries, week)).toBe(6);
  });

  it('ignores unreadable dates and pain levels', () => {
    const entries = [
      entry('2026-03-32', 9),
      entry('2026-03-03', Number.NaN),
      entry('2026-03-03', 1),
    ];
    expect(roundedAveragePain(entries, week)).toBe(1);
  });
});

describe('weeklyChange', () => {
  it('says what happened and keeps the minus sign when down', () => {
    expect(weeklyChangeText(weeklyChange(7, 5))).toBe('+2 from last week');
    expect(weeklyChangeText(weeklyChange(5, 7))).toBe('-2 from last week');
    expect(weeklyChangeText(weeklyChange(5, 5))).toBe('No change');
    expect(weeklyChangeText(weeklyChange(1, 0))).toBe('+1 from last week');
    expect(weeklyChangeText(weeklyChange(0, 1))).toBe('-1 from last week');
  });

  it('explains when a week has no entries', () => {
    expect(weeklyChangeText(weeklyChange(null, 5))).toBe('No entries this week yet');
    expect(weeklyChangeText(weeklyChange(null, null))).toBe('No entries this week yet');
    expect(weeklyChangeText(weeklyChange(5, null))).toBe('No entries last week to compare');
    expect(weeklyChange(0, null)).toEqual({ kind: 'no-entries-last-week' });
  });
});

describe('dashboardStats', () => {
  it('is empty for no entries', () => {
    expect(dashboardStats([], '2026-03-04')).toEqual({
      todayPain: null,
      weeklyAverage: null,
      lastWeekAverage: null,
      weeklyChange: { kind: 'no-entries-this-week' },
      entriesThisWeek: 0,
    });
  });

  it('compares the rounded averages of this week and last week', () => {
    const entries = [
      entry('2026-02-22', 7), // last week's Sunday
      entry('2026-02-28', 8), // last week's Saturday: 7.5 -> 8
      entry('2026-03-01', 5),
      entry('2026-03-04', 6), // 5.5 -> 6
    ];
    expect(dashboardStats(entries, '2026-03-04')).toEqual({
      todayPain: 6,
      weeklyAverage: 6,
      lastWeekAverage: 8,
      weeklyChange: { kind: 'down', amount: -2 },
      entriesThisWeek: 2,
    });
  });

  it('uses the rounded averages for the change, not the raw ones', () => {
    // This week 4.5 -> 5, last week 5.4 -> 5: raw averages differ, rounded ones do not.
    const entries = [
      entry('2026-02-23', 5),
      entry('2026-02-24', 5),
      entry('2026-02-25', 5),
      entry('2026-02-26', 5),
      entry('2026-02-27', 7),
      entry('2026-03-02', 4),
      entry('2026-03-03', 5),
    ];
    expect(dashboardStats(entries, '2026-03-04').weeklyChange).toEqual({ kind: 'same' });
  });

  it('on a Sunday this week is just today', () => {
    const entries = [entry('2026-02-28', 2), entry('2026-03-01', 9, 'quick')];
    expect(dashboardStats(entries, '2026-03-01')).toMatchObject({
      weeklyAverage: 9,
      lastWeekAverage: 2,
      weeklyChange: { kind: 'up', amount: 7 },
      entriesThisWeek: 1,
    });
  });

  it('on a Saturday this week still starts on the Sunday before', () => {
    const entries = [entry('2026-03-01', 2), entry('2026-03-07', 4), entry('2026-03-08', 9)];
    expect(dashboardStats(entries, '2026-03-07')).toMatchObject({
      weeklyAverage: 3,
      lastWeekAverage: null,
      weeklyChange: { kind: 'no-entries-last-week' },
      entriesThisWeek: 2,
    });
  });

  it('today is the latest entry created today, of any kind', () => {
    const journal = entry('2026-03-04', 3);
    const quick = entry('2026-03-04', 7, 'quick');
    const yesterday = entry('2026-03-03', 1);
    expect(dashboardStats([journal, quick, yesterday], '2026-03-04').todayPain).toBe(7);
    expect(dashboardStats([quick, journal], '2026-03-04').todayPain).toBe(7);
    expect(dashboardStats([yesterday], '2026-03-04').todayPain).toBeNull();
  });

  it('pain 0 logged today counts as logged', () => {
    expect(dashboardStats([entry('2026-03-04', 0)], '2026-03-04').todayPain).toBe(0);
  });

  it('is independent of entry order and stays in range', () => {
    const arbitraryEntry = fc.record({
      date: fc
        .integer({ min: dayNumber('2026-02-10')!, max: dayNumber('2026-03-10')! })
        .map(dateOfDay),
      painLevel: fc.integer({ min: 0, max: 10 }),
      kind: fc.constantFrom<EntryKind>('journal', 'quick', 'emergency'),
      createdAt: fc
        .integer({ min: 0, max: 10_000_000 })
        .map((ms) => new Date(Date.parse('2026-02-10T00:00:00Z') + ms * 1000).toISOString()),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryEntry, { selector: (e) => e.createdAt }), (entries) => {
        const stats = dashboardStats(entries, '2026-03-04');
        expect(dashboardStats([...entries].reverse(), '2026-03-04')).toEqual(stats);
        for (const value of [stats.weeklyAverage, stats.lastWeekAverage, stats.todayPain]) {
          if (value === null) continue;
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(10);
        }
        expect(stats.entriesThisWeek).toBeLessThanOrEqual(entries.length);
      }),
    );
  });
});

describe('newestFirst', () => {
  it('sorts by createdAt, later input first on a tie, unreadable times last', () => {
    const a = { ...entry('2026-03-04', 1), createdAt: '2026-03-04T10:00:00.000Z' };
    const b = { ...entry('2026-03-04', 2), createdAt: '2026-03-04T12:00:00.000Z' };
    const c = { ...entry('2026-03-04', 3), createdAt: '2026-03-04T10:00:00.000Z' };
    const d = { ...entry('2026-03-04', 4), createdAt: 'garbled' };
    expect(newestFirst([d, a, b, c]).map((e) => e.painLevel)).toEqual([2, 3, 1, 4]);
  });
});

describe("Today's Progress entry", () => {
  it("prefers the day's journal entry over later quick and emergency logs", () => {
    const journal = entry('2026-03-04', 4);
    const quick = entry('2026-03-04', 8, 'quick');
    expect(progressEntryOn([journal, quick], '2026-03-04')).toBe(journal);
    expect(latestEntryOn([journal, quick], '2026-03-04')).toBe(quick);
  });

  it("falls back to the day's latest log, and is null with nothing today", () => {
    const first = entry('2026-03-04', 4, 'emergency');
    const second = entry('2026-03-04', 6, 'quick');
    const older = entry('2026-03-03', 2);
    expect(progressEntryOn([first, second, older], '2026-03-04')).toBe(second);
    expect(progressEntryOn([older], '2026-03-04')).toBeNull();
    expect(progressEntryOn([], '2026-03-04')).toBeNull();
  });
});
