import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { dailyEntries, entry } from '../test-support/entries';
import { REPORT_TODAY, reportData } from '../test-support/report';

/** Entries ending today, one a day, with the given pain levels (oldest first). */
const upToToday = (pains: number[], days = pains.length) =>
  dailyEntries(pains, {}, addDays(REPORT_TODAY, -(days - 1)));

/** Several entries on one day: the day's pain is their mean. */
const oneDay = (date: string, pains: number[]) =>
  pains.map((painLevel, i) => entry({ date, painLevel, kind: i === 0 ? 'journal' : 'quick' }));

describe('buildReportData: entries, days and completion', () => {
  it('counts entries of every kind, days with entries and completion = days / period days', () => {
    const data = reportData(
      [...oneDay('2026-01-31', [2, 4, 9]), entry({ date: '2026-01-30', painLevel: 5 })],
      { settings: { dateRange: 7 } },
    );
    expect(data.entryCount).toBe(4);
    expect(data.daysWithEntries).toBe(2);
    expect(data.completionRate).toBe(29); // 2 / 7 = 28.57
    expect(data.period).toEqual({
      start: '2026-01-25',
      end: '2026-01-31',
      days: 7,
      label: 'Last 7 days',
    });
  });

  it('rounds completion to a whole percent', () => {
    const rate = (days: number, period: number) =>
      reportData(upToToday(Array<number>(days).fill(4)), { settings: { dateRange: period } })
        .completionRate;
    expect(rate(1, 7)).toBe(14); // 14.29
    expect(rate(6, 7)).toBe(86); // 85.71
    expect(rate(7, 7)).toBe(100);
    expect(rate(29, 30)).toBe(97); // 96.67
    expect(rate(1, 90)).toBe(1); // 1.11
    expect(rate(13, 14)).toBe(93); // 92.86
  });

  it('leaves out entries before the period and after today', () => {
    const data = reportData(
      [
        entry({ date: '2026-01-24', painLevel: 9 }),
        entry({ date: '2026-01-25', painLevel: 3 }),
        entry({ date: '2026-02-01', painLevel: 9 }),
      ],
      { settings: { dateRange: 7 } },
    );
    expect(data.daysWithEntries).toBe(1);
    expect(data.pain?.average).toBe(3);
  });

  it('has no figures, only empty lists, without entries', () => {
    const data = reportData([]);
    expect(data).toMatchObject({
      entryCount: 0,
      daysWithEntries: 0,
      completionRate: 0,
      streak: 0,
      pain: null,
      trend: null,
      sleep: null,
      stress: null,
      mood: null,
      energy: null,
      weather: null,
      previous: null,
      weekdays: [],
      locations: [],
      symptoms: [],
      activities: [],
      medicationMentions: [],
      journalNotes: [],
      dailyLog: [],
      insights: [],
    });
    expect(data.painWindows.every((window) => window.average === null)).toBe(true);
  });
});

describe('buildReportData: pain', () => {
  it('averages the day means, each day once, with the lowest and highest day', () => {
    const data = reportData([
      ...oneDay('2026-01-29', [2, 4]), // 3
      ...oneDay('2026-01-30', [8]),
      ...oneDay('2026-01-31', [3]),
    ]);
    expect(data.pain).toEqual({
      days: 3,
      average: (3 + 8 + 3) / 3,
      lowest: { date: '2026-01-29', painLevel: 3 }, // the earliest of the tie
      highest: { date: '2026-01-30', painLevel: 8 },
      severeDates: ['2026-01-30'],
    });
  });

  it('calls a day severe from 7: 7 and a mean of 7 are, 6.9 and 6 are not', () => {
    const data = reportData([
      ...oneDay('2026-01-27', [7]),
      ...oneDay('2026-01-28', [6, 8]), // 7.0
      ...oneDay('2026-01-29', [...Array<number>(9).fill(7), 6]), // 6.9
      ...oneDay('2026-01-30', [6]),
      ...oneDay('2026-01-31', [10]),
    ]);
    expect(data.pain?.severeDates).toEqual(['2026-01-27', '2026-01-28', '2026-01-31']);
  });

  it('compares the last 7 days with the earlier ones only from 8 days', () => {
    expect(reportData(upToToday([5, 5, 5, 5, 5, 5, 9])).trend).toBeNull();
    expect(reportData(upToToday([3, 5, 5, 5, 5, 5, 5, 5])).trend).toEqual({
      recentDays: 7,
      earlierDays: 1,
      recentAverage: 5,
      earlierAverage: 3,
      change: 2,
      direction: 'worsening',
    });
  });

  it('calls a change of 0.5 on the printed averages a trend, and under it stable', () => {
    const direction = (earlier: number[], recent: number[]) =>
      reportData(upToToday([...earlier, ...recent])).trend?.direction;
    const sevenFives = Array<number>(7).fill(5);
    expect(direction([4, 5], sevenFives)).toBe('worsening'); // 5.0 vs 4.5
    expect(direction([4, 5, 5], sevenFives)).toBe('stable'); // 5.0 vs 4.7
    expect(direction([6, 5], sevenFives)).toBe('improving'); // 5.0 vs 5.5
    expect(direction([6, 6], sevenFives)).toBe('improving');
    // 33 / 7 = 4.71 -> 4.7 against 4.2: 0.5 on the printed figures.
    const recent = [5, 5, 5, 5, 5, 4, 4];
    const trend = reportData(upToToday([4, 4, 4, 4, 5, ...recent])).trend;
    expect(trend?.change).toBe(0.5);
    expect(trend?.direction).toBe('worsening');
  });

  it('gives pain over time in 7-day windows counted back from today', () => {
    const data = reportData(upToToday([6, 2], 10), { settings: { dateRange: 14 } });
    expect(data.painWindows).toEqual([
      { start: '2026-01-18', end: '2026-01-24', days: 7, daysLogged: 2, average: 4, highest: 6 },
      {
        start: '2026-01-25',
        end: '2026-01-31',
        days: 7,
        daysLogged: 0,
        average: null,
        highest: null,
      },
    ]);
    const month = reportData([], { settings: { dateRange: 30 } }).painWindows;
    expect(month.map((window) => window.days)).toEqual([2, 7, 7, 7, 7]);
    const year = reportData([], { settings: { dateRange: 365 } }).painWindows;
    expect(year.length).toBe(13); // 30-day windows past 91 days: 5 + 12 x 30
    expect(year[0]?.days).toBe(5);
  });

  it('gives pain by weekday and the previous period of the same length', () => {
    const data = reportData(
      [
        entry({ date: '2026-01-26', painLevel: 4 }), // Monday
        entry({ date: '2026-01-19', painLevel: 6 }), // Monday, in the period before
        entry({ date: '2026-01-31', painLevel: 8 }), // Saturday
      ],
      { settings: { dateRange: 7 } },
    );
    expect(data.weekdays).toEqual([
      { weekday: 1, name: 'Monday', days: 1, average: 4 },
      { weekday: 6, name: 'Saturday', days: 1, average: 8 },
    ]);
    expect(data.previous).toMatchObject({
      period: { start: '2026-01-18', end: '2026-01-24', days: 7 },
      daysWithEntries: 1,
      pain: { average: 6 },
    });
  });

  it('counts the streak over all entries up to today', () => {
    expect(reportData(upToToday([1, 2, 3, 4, 5])).streak).toBe(5);
  });
});
