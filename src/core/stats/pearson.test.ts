import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pearson } from './pearson';

describe('pearson', () => {
  it('is 1 and -1 for perfectly linear data', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBe(1);
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBe(-1);
  });

  it('matches a value worked out by hand', () => {
    // Deviations x (-2,-1,0,1,2), y (-2,1,-1,0,2): cov 7, var x 10, var y 10, so r = 0.7.
    expect(pearson([1, 2, 3, 4, 5], [2, 5, 3, 4, 6])).toBeCloseTo(0.7, 12);
  });

  it('is 0 for uncorrelated data', () => {
    expect(pearson([1, 2, 3, 4, 5], [2, -1, -2, -1, 2])).toBeCloseTo(0, 12);
  });

  it('is null when undefined', () => {
    expect(pearson([], [])).toBeNull();
    expect(pearson([1], [1])).toBeNull();
    expect(pearson([1, 2], [1])).toBeNull();
    expect(pearson([3, 3, 3], [1, 2, 3])).toBeNull();
    expect(pearson([4.1, 4.1, 4.1], [1, 2, 3])).toBeNull();
    expect(pearson([1, 2, Number.NaN], [1, 2, 3])).toBeNull();
    expect(pearson([1, 2, Number.POSITIVE_INFINITY], [1, 2, 3])).toBeNull();
  });

  it('stays within -1..1 and is symmetric', () => {
    const pairs = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(pairs, (rows) => {
        const xs = rows.map(([x]) => x);
        const ys = rows.map(([, y]) => y);
        const r = pearson(xs, ys);
        if (r === null) return;
        expect(Number.isFinite(r)).toBe(true);
        expect(Math.abs(r)).toBeLessThanOrEqual(1);
        expect(pearson(ys, xs)).toBeCloseTo(r, 12);
      }),
    );
  });
});
