import { describe, expect, it } from 'vitest';
import { entry } from '../test-support/entries';
import { countEntriesInPeriod, entriesInPeriod, previousPeriod, reportPeriod } from './period';

describe('reportPeriod', () => {
  it('is today and the days - 1 days before it', () => {
    expect(reportPeriod('2026-01-31', 30)).toEqual({
      start: '2026-01-02',
      end: '2026-01-31',
      days: 30,
    });
    expect(reportPeriod('2026-03-01', 7)).toEqual({
      start: '2026-02-23',
      end: '2026-03-01',
      days: 7,
    });
    expect(previousPeriod(reportPeriod('2026-01-31', 7))).toEqual({
      start: '2026-01-18',
      end: '2026-01-24',
      days: 7,
    });
  });

  it('refuses a today that is not a date and a period under one day', () => {
    expect(() => reportPeriod('2026-02-30', 7)).toThrow(/calendar date/);
    expect(() => reportPeriod('2026-01-31', 0)).toThrow(/1 or more/);
  });

  it('counts entries of every kind inside the window, not after today or unreadable', () => {
    const entries = [
      entry({ date: '2026-01-25' }), // first day of a 7-day window ending 2026-01-31
      entry({ date: '2026-01-24' }),
      entry({ date: '2026-01-31', kind: 'quick' }),
      entry({ date: '2026-01-31' }),
      entry({ date: '2026-02-01' }),
      entry({ date: '2026-01-2x' }),
    ];
    expect(countEntriesInPeriod(entries, '2026-01-31', 7)).toBe(3);
    expect(entriesInPeriod(entries, reportPeriod('2026-01-31', 7)).map((e) => e.date)).toEqual([
      '2026-01-25',
      '2026-01-31',
      '2026-01-31',
    ]);
  });
});
