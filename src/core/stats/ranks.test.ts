import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRanks } from './ranks';

describe('averageRanks', () => {
  it('ranks from 1, ties sharing the mean of their ranks', () => {
    expect([...averageRanks([30, 10, 20])]).toEqual([3, 1, 2]);
    // 5, 5 take ranks 2 and 3; 7, 7, 7 take 4, 5 and 6.
    expect([...averageRanks([7, 5, 1, 7, 5, 7])]).toEqual([5, 2.5, 1, 5, 2.5, 5]);
    expect([...averageRanks([])]).toEqual([]);
  });

  it('always sums to n(n+1)/2 and keeps the order of the values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 60 }), (values) => {
        const ranks = averageRanks(values);
        const n = values.length;
        expect(ranks.reduce((sum, rank) => sum + rank, 0)).toBeCloseTo((n * (n + 1)) / 2, 9);
        for (let i = 0; i < n; i += 1) {
          for (let j = 0; j < n; j += 1) {
            if ((values[i] as number) < (values[j] as number)) {
              expect(ranks[i]).toBeLessThan(ranks[j] as number);
            }
          }
        }
      }),
    );
  });
});
