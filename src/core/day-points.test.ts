import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataDayCount, toDayPoints } from './day-points';
import { entriesArbitrary } from './test-support/arbitraries';
import { entry, shuffled } from './test-support/entries';

describe('toDayPoints', () => {
  it('is empty for no entries', () => {
    expect(toDayPoints([])).toEqual([]);
    expect(dataDayCount([])).toBe(0);
  });

  it('makes one point a day, oldest first, with the mean pain of all its entries', () => {
    const points = toDayPoints([
      entry({ date: '2026-01-07', painLevel: 2 }),
      entry({ date: '2026-01-05', painLevel: 3 }),
      entry({ date: '2026-01-05', painLevel: 8, kind: 'emergency' }),
      entry({ date: '2026-01-05', painLevel: 4, kind: 'quick' }),
    ]);
    expect(points.map((point) => [point.date, point.painLevel, point.entryCount])).toEqual([
      ['2026-01-05', 5, 3],
      ['2026-01-07', 2, 1],
    ]);
  });

  it("takes sleep, stress and pressure from the day's journal entry", () => {
    const [point] = toDayPoints([
      entry({ date: '2026-01-05', kind: 'quick', sleepQuality: 2, stressLevel: 9 }),
      entry({ date: '2026-01-05', sleepQuality: 7, stressLevel: 3, pressure: 1012 }),
      entry({ date: '2026-01-05', kind: 'quick', pressure: 1001 }),
    ]);
    expect(point).toMatchObject({ sleepQuality: 7, stressLevel: 3, pressure: 1012 });
  });

  it('falls back to the most recently created log that has the value', () => {
    const [point] = toDayPoints([
      entry({ date: '2026-01-05', kind: 'quick', stressLevel: 4 }),
      entry({ date: '2026-01-05', kind: 'emergency', stressLevel: 9 }),
      entry({ date: '2026-01-05', stressLevel: null }),
      entry({ date: '2026-01-05', kind: 'quick', stressLevel: null }),
    ]);
    expect(point?.stressLevel).toBe(9);
    expect(point?.sleepQuality).toBeNull();
  });

  it('joins the day’s activities without repeating a name in another case', () => {
    const [point] = toDayPoints([
      entry({ date: '2026-01-05', activities: ['Walking', ' Yoga '] }),
      entry({ date: '2026-01-05', kind: 'quick', activities: ['walking', 'Swimming', ''] }),
    ]);
    expect(point?.activities).toEqual(['Walking', 'Yoga', 'Swimming']);
  });

  it('counts notes only when longer than 10 characters once trimmed', () => {
    const hasNotes = (notes: string | null) =>
      toDayPoints([entry({ date: '2026-01-05', notes })])[0]?.hasNotes;
    expect(hasNotes(null)).toBe(false);
    expect(hasNotes('1234567890')).toBe(false);
    expect(hasNotes('   1234567890   ')).toBe(false);
    expect(hasNotes('12345678901')).toBe(true);
    expect(
      toDayPoints([
        entry({ date: '2026-01-05', notes: 'short' }),
        entry({ date: '2026-01-05', kind: 'quick', notes: 'Took 400 mg ibuprofen' }),
      ])[0]?.hasNotes,
    ).toBe(true);
  });

  it('leaves out unreadable dates and pain levels', () => {
    const points = toDayPoints([
      entry({ date: '2026-02-30', painLevel: 3 }),
      entry({ date: 'yesterday', painLevel: 3 }),
      entry({ date: '2026-01-05', painLevel: Number.NaN }),
      entry({ date: '2026-01-05', painLevel: 11 }),
      entry({ date: '2026-01-06', painLevel: 0 }),
    ]);
    expect(points.map((point) => point.date)).toEqual(['2026-01-06']);
  });

  it('does not depend on the order entries arrive in', () => {
    fc.assert(
      fc.property(entriesArbitrary(), fc.integer(), (entries, seed) => {
        expect(toDayPoints(shuffled(entries, seed))).toEqual(toDayPoints(entries));
      }),
    );
  });
});
