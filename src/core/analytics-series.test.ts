import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { painTrendPoints, symptomFrequency } from './analytics-series';
import { entriesArbitrary, numbersIn } from './test-support/arbitraries';
import { entry, shuffled } from './test-support/entries';

const TODAY = '2026-01-31';

describe('painTrendPoints', () => {
  it('covers today and the days - 1 days before, one point a day, oldest first', () => {
    const entries = [
      entry({ date: '2026-01-31', painLevel: 6 }),
      entry({ date: '2026-01-01', painLevel: 9 }), // 30 days ago: outside a 30-day window
      entry({ date: '2026-01-02', painLevel: 2 }), // 29 days ago: the first day inside
      entry({ date: '2026-02-01', painLevel: 1 }), // tomorrow: outside
      entry({ date: '2026-01-00', painLevel: 1 }), // not dates, though they sort inside
      entry({ date: '2026-01-30 ', painLevel: 1 }),
    ];
    expect(painTrendPoints(entries, TODAY, 30)).toEqual([
      { date: '2026-01-02', painLevel: 2 },
      { date: '2026-01-31', painLevel: 6 },
    ]);
    expect(painTrendPoints(entries, TODAY, 1)).toEqual([{ date: '2026-01-31', painLevel: 6 }]);
  });

  it("averages a day's entries of every kind, rounded half up to 1 decimal", () => {
    const day = (...pains: number[]) =>
      painTrendPoints(
        pains.map((painLevel, i) =>
          entry({ date: TODAY, painLevel, kind: i === 0 ? 'journal' : 'quick' }),
        ),
        TODAY,
        7,
      )[0]?.painLevel;
    expect(day(4, 5)).toBe(4.5);
    expect(day(3, 4, 4)).toBe(3.7);
    expect(day(4, 4, 5)).toBe(4.3);
    // 87 / 20 = 4.35 exactly: half up gives 4.4 (as PostgreSQL's numeric round does).
    expect(day(...Array<number>(13).fill(4), ...Array<number>(7).fill(5))).toBe(4.4);
  });

  it('is empty for a bad today or day count', () => {
    const entries = [entry({ date: TODAY, painLevel: 3 })];
    expect(painTrendPoints(entries, '2026-02-30', 7)).toEqual([]);
    expect(painTrendPoints(entries, TODAY, 0)).toEqual([]);
    expect(painTrendPoints(entries, TODAY, 1.5)).toEqual([]);
  });
});

describe('symptomFrequency', () => {
  it('counts entries naming each symptom in the window, most frequent first', () => {
    const entries = [
      entry({ date: '2026-01-30', symptoms: ['Fatigue', 'Nausea'] }),
      entry({ date: '2026-01-31', symptoms: ['Fatigue', 'Fatigue', 'Stiffness'] }),
      entry({ date: '2026-01-31', kind: 'quick', symptoms: ['Nausea', 'Fatigue'] }),
      entry({ date: '2026-01-24', symptoms: ['Headache'] }), // 7 days ago: outside 7
    ];
    expect(symptomFrequency(entries, TODAY, 7)).toEqual([
      { symptom: 'Fatigue', count: 3 },
      { symptom: 'Nausea', count: 2 },
      { symptom: 'Stiffness', count: 1 },
    ]);
    expect(symptomFrequency(entries, TODAY, 8)).toContainEqual({ symptom: 'Headache', count: 1 });
  });

  it('orders ties by code units, as COLLATE "C" does', () => {
    const entries = [entry({ date: TODAY, symptoms: ['nausea', 'Zest', 'Aches', 'ache'] })];
    expect(symptomFrequency(entries, TODAY, 1).map((item) => item.symptom)).toEqual([
      'Aches',
      'Zest',
      'ache',
      'nausea',
    ]);
  });

  it('does not depend on entry order and keeps counts positive', () => {
    fc.assert(
      fc.property(entriesArbitrary(), fc.integer(), (entries, seed) => {
        const today = '2026-02-15';
        expect(symptomFrequency(shuffled(entries, seed), today, 30)).toEqual(
          symptomFrequency(entries, today, 30),
        );
        expect(painTrendPoints(shuffled(entries, seed), today, 30)).toEqual(
          painTrendPoints(entries, today, 30),
        );
        for (const value of numbersIn(painTrendPoints(entries, today, 30))) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(10);
        }
      }),
    );
  });
});
