import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekSummary } from './week-summary';

const TODAY = '2025-03-12'; // a Wednesday

describe('weekSummary', () => {
  it('shows N/A values for no entries', () => {
    expect(weekSummary([], TODAY)).toEqual({ averagePain: null, entryCount: 0, bestDay: null });
  });

  it('counts today and the 6 days before, and nothing older or newer', () => {
    const entries = [
      { date: '2025-03-05', painLevel: 1 }, // 7 days ago: outside
      { date: '2025-03-06', painLevel: 4 }, // 6 days ago: first day inside
      { date: '2025-03-12', painLevel: 6 }, // today: inside
      { date: '2025-03-13', painLevel: 0 }, // tomorrow: outside
    ];
    expect(weekSummary(entries, TODAY)).toEqual({
      averagePain: 5,
      entryCount: 2,
      bestDay: 'Thursday',
    });
  });

  it('rounds the average to 1 decimal', () => {
    const entries = [
      { date: '2025-03-10', painLevel: 3 },
      { date: '2025-03-11', painLevel: 4 },
      { date: '2025-03-12', painLevel: 4 },
    ];
    expect(weekSummary(entries, TODAY).averagePain).toBe(3.7);
  });

  it('names the weekday of the lowest pain, the earliest on a tie', () => {
    const entries = [
      { date: '2025-03-11', painLevel: 2 },
      { date: '2025-03-09', painLevel: 2 },
      { date: '2025-03-10', painLevel: 5 },
    ];
    expect(weekSummary(entries, TODAY).bestDay).toBe('Sunday');
  });

  it('crosses month and year boundaries', () => {
    const entries = [{ date: '2024-12-27', painLevel: 3 }];
    expect(weekSummary(entries, '2025-01-02')).toMatchObject({ entryCount: 1, bestDay: 'Friday' });
    expect(weekSummary(entries, '2025-01-03').entryCount).toBe(0);
  });

  it('ignores unreadable dates and pain levels', () => {
    const entries = [
      { date: '2025-02-30', painLevel: 1 },
      { date: 'yesterday', painLevel: 1 },
      { date: '2025-03-11', painLevel: Number.NaN },
    ];
    expect(weekSummary(entries, TODAY).entryCount).toBe(0);
    expect(weekSummary([{ date: TODAY, painLevel: 2 }], 'not a date').entryCount).toBe(0);
  });

  it('is in range and independent of entry order', () => {
    const entry = fc.record({
      date: fc
        .integer({ min: 0, max: 13 })
        .map((offset) => `2025-03-${String(offset + 1).padStart(2, '0')}`),
      painLevel: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const summary = weekSummary(entries, TODAY);
        const reversed = weekSummary([...entries].reverse(), TODAY);
        expect(reversed.averagePain).toBe(summary.averagePain);
        expect(reversed.entryCount).toBe(summary.entryCount);
        if (summary.averagePain !== null) {
          expect(summary.averagePain).toBeGreaterThanOrEqual(0);
          expect(summary.averagePain).toBeLessThanOrEqual(10);
        }
      }),
    );
  });
});
