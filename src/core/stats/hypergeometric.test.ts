import { describe, expect, it } from 'vitest';
import { hypergeometricUpperTail } from './hypergeometric';

describe('hypergeometricUpperTail', () => {
  it('matches values worked out by hand', () => {
    // 2 of 4 marked, draw 2: P(both marked) = 1/6; P(at least one) = 5/6.
    expect(hypergeometricUpperTail(4, 2, 2, 2)).toBeCloseTo(1 / 6, 12);
    expect(hypergeometricUpperTail(4, 2, 2, 1)).toBeCloseTo(5 / 6, 12);
    expect(hypergeometricUpperTail(4, 2, 2, 0)).toBe(1);
    expect(hypergeometricUpperTail(4, 2, 2, 3)).toBe(0);
    // Fisher's tea-tasting: 4 of 8 marked, draw 4, all 4 right: 1/70.
    expect(hypergeometricUpperTail(8, 4, 4, 4)).toBeCloseTo(1 / 70, 12);
  });

  it('stays a probability on large tables', () => {
    const p = hypergeometricUpperTail(3650, 600, 40, 20);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-6);
    expect(hypergeometricUpperTail(3650, 600, 40, 7)).toBeGreaterThan(0.4);
  });
});
