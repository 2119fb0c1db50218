import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesArbitrary, numbersIn } from '../test-support/arbitraries';
import { dailyEntries, dailyRows, entry, shuffled } from '../test-support/entries';
import { toDayPoints } from '../day-points';
import { generateInsights, insightsFromPoints } from './generate';

const NOW = new Date('2026-02-01T09:30:00.000Z');
const ids = (entries: Parameters<typeof generateInsights>[0]) =>
  generateInsights(entries, NOW).map((insight) => insight.id);

describe('generateInsights', () => {
  it('gives nothing for no entries and for 2 days; something from 3 days', () => {
    expect(generateInsights([], NOW)).toEqual([]);
    expect(generateInsights(dailyEntries([4, 5]), NOW)).toEqual([]);
    expect(ids(dailyEntries([4, 5, 6]))).toEqual(['medication-notes']);
  });

  it('counts days, not entries: three logs on one day are one day', () => {
    const sameDay = [
      entry({ date: '2026-01-05', painLevel: 3 }),
      entry({ date: '2026-01-05', painLevel: 6, kind: 'quick' }),
      entry({ date: '2026-01-05', painLevel: 9, kind: 'emergency' }),
    ];
    expect(generateInsights(sameDay, NOW)).toEqual([]);
  });

  it('stamps every insight with the run time', () => {
    const insights = generateInsights(dailyEntries([4, 5, 6, 5, 4, 5, 6]), NOW);
    expect(insights.map((insight) => insight.generatedAt)).toEqual([
      '2026-02-01T09:30:00.000Z',
      '2026-02-01T09:30:00.000Z',
    ]);
  });

  it('puts high priority first, then keeps the rules’ order', () => {
    // Two weeks, pain rising from 3 to 6 under high stress, no notes.
    const rows = Array.from({ length: 14 }, (_, i) =>
      i < 7 ? { painLevel: 3, stressLevel: 2 } : { painLevel: 6, stressLevel: 8 },
    );
    const insights = generateInsights(dailyRows(rows), NOW);
    expect(insights.map((insight) => [insight.id, insight.priority])).toEqual([
      ['pain-trend', 'high'],
      ['stress-impact', 'high'],
      ['medication-notes', 'low'],
      ['logging-streak', 'low'],
    ]);
  });

  it('gives each rule one fixed id, so the list has no duplicates', () => {
    fc.assert(
      fc.property(entriesArbitrary(), (entries) => {
        const found = ids(entries);
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });

  it('never holds NaN or Infinity, and needs 3 days', () => {
    fc.assert(
      fc.property(entriesArbitrary(), (entries) => {
        const insights = generateInsights(entries, NOW);
        for (const value of numbersIn(insights)) expect(Number.isFinite(value)).toBe(true);
        for (const insight of insights) expect(insight.description).not.toMatch(/NaN|Infinity/);
        if (new Set(entries.map((e) => e.date)).size < 3) expect(insights).toEqual([]);
      }),
    );
  });

  it('gives the same insights whatever order the entries arrive in', () => {
    fc.assert(
      fc.property(entriesArbitrary(), fc.integer(), (entries, seed) => {
        expect(generateInsights(shuffled(entries, seed), NOW)).toEqual(
          generateInsights(entries, NOW),
        );
      }),
    );
  });

  it('gives the same insights from day points already built', () => {
    fc.assert(
      fc.property(entriesArbitrary(), (entries) => {
        expect(insightsFromPoints(toDayPoints(entries), NOW)).toEqual(
          generateInsights(entries, NOW),
        );
      }),
    );
  });
});
