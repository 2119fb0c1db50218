import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { painTrendPoints, symptomFrequency } from './analytics-series';
import { analyticsSummary } from './analytics-summary';
import { entriesArbitrary, numbersIn } from './test-support/arbitraries';
import { entry, shuffled } from './test-support/entries';

const TODAY = '2026-01-31';
const summary = (overrides: Partial<Parameters<typeof analyticsSummary>[0]>) =>
  analyticsSummary({ entries: [], painTrend: [], symptoms: [], today: TODAY, ...overrides });

describe('analyticsSummary', () => {
  it('is empty and null for no data', () => {
    expect(summary({})).toEqual({
      averagePain: null,
      entriesThisWeek: 0,
      bestDay: null,
      worstDay: null,
      recentTrend: [],
      topSymptoms: [],
    });
  });

  it('averages pain over days (each day once) to 1 decimal', () => {
    const entries = [
      entry({ date: '2026-01-30', painLevel: 3 }),
      entry({ date: '2026-01-31', painLevel: 4 }),
      entry({ date: '2026-01-31', painLevel: 8, kind: 'quick' }),
      entry({ date: '2026-01-29', painLevel: 4 }),
    ];
    // Days 3, 6 and 4: 13 / 3 = 4.33.
    expect(summary({ entries }).averagePain).toBe(4.3);
  });

  it('counts entries of every kind dated today and the 6 days before', () => {
    const entries = [
      entry({ date: '2026-01-24', painLevel: 3 }), // 7 days ago: outside
      entry({ date: '2026-01-25', painLevel: 3 }), // 6 days ago: inside
      entry({ date: '2026-01-31', painLevel: 3 }),
      entry({ date: '2026-01-31', painLevel: 5, kind: 'emergency' }),
      entry({ date: '2026-02-01', painLevel: 3 }), // tomorrow: outside
    ];
    expect(summary({ entries }).entriesThisWeek).toBe(3);
    expect(summary({ entries, today: 'not a date' }).entriesThisWeek).toBe(0);
  });

  it('takes the best and worst day from the trend, the earliest on a tie', () => {
    const painTrend = [
      { date: '2026-01-20', painLevel: 7.5 },
      { date: '2026-01-10', painLevel: 2 },
      { date: '2026-01-05', painLevel: 7.5 },
      { date: '2026-01-25', painLevel: 2 },
    ];
    expect(summary({ painTrend })).toMatchObject({
      bestDay: { date: '2026-01-10', painLevel: 2 },
      worstDay: { date: '2026-01-05', painLevel: 7.5 },
    });
  });

  it('lists the last 10 trend points, oldest first', () => {
    const painTrend = Array.from({ length: 12 }, (_, i) => ({
      date: `2026-01-${String(20 - i).padStart(2, '0')}`,
      painLevel: i % 10,
    }));
    const recent = summary({ painTrend }).recentTrend;
    expect(recent).toHaveLength(10);
    expect(recent[0]?.date).toBe('2026-01-11');
    expect(recent[9]?.date).toBe('2026-01-20');
    expect(summary({ painTrend: painTrend.slice(0, 9) }).recentTrend).toHaveLength(9);
  });

  it('shows the 9 most frequent symptoms, ties by name', () => {
    const symptoms = [
      ...Array.from({ length: 10 }, (_, i) => ({ symptom: `S${i}`, count: 3 })),
      { symptom: 'Fatigue', count: 9 },
      { symptom: 'Never', count: 0 },
    ];
    const top = summary({ symptoms }).topSymptoms;
    expect(top).toHaveLength(9);
    expect(top.map((item) => item.symptom)).toEqual([
      'Fatigue',
      'S0',
      'S1',
      'S2',
      'S3',
      'S4',
      'S5',
      'S6',
      'S7',
    ]);
    expect(summary({ symptoms: symptoms.slice(0, 8) }).topSymptoms).toHaveLength(8);
  });

  it('never holds NaN and ignores entry order', () => {
    fc.assert(
      fc.property(entriesArbitrary(), fc.integer(), (entries, seed) => {
        const today = '2026-02-15';
        const input = {
          entries,
          today,
          painTrend: painTrendPoints(entries, today, 30),
          symptoms: symptomFrequency(entries, today, 30),
        };
        const result = analyticsSummary(input);
        expect(analyticsSummary({ ...input, entries: shuffled(entries, seed) })).toEqual(result);
        for (const value of numbersIn(result)) expect(Number.isFinite(value)).toBe(true);
        if (result.averagePain !== null) {
          expect(result.averagePain).toBeGreaterThanOrEqual(0);
          expect(result.averagePain).toBeLessThanOrEqual(10);
        }
      }),
    );
  });
});
