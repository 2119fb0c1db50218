import { describe, expect, it } from 'vitest';
import { above, atLeast, clamp, format1, mean, round1, roundTo } from './numbers';

describe('number helpers', () => {
  it('compares thresholds without floating-point noise', () => {
    // 31/7 - 27/7 is 0.5714..., and 0.1 + 0.2 is 0.30000000000000004.
    expect(atLeast(3.5 / 7 - 1e-16, 0.5)).toBe(true);
    expect(atLeast(0.49, 0.5)).toBe(false);
    expect(atLeast(0.5, 0.5)).toBe(true);
    expect(above(0.1 + 0.2, 0.3)).toBe(false);
    expect(above(0.31, 0.3)).toBe(true);
    expect(above(0.3, 0.3)).toBe(false);
  });

  it('averages, or null for nothing', () => {
    expect(mean([])).toBeNull();
    expect(mean([3, 4, 4])).toBeCloseTo(11 / 3, 12);
  });

  it('rounds half away from zero and never gives -0', () => {
    expect(round1(4.25)).toBe(4.3);
    expect(round1(3.6666)).toBe(3.7);
    expect(roundTo(0.625, 2)).toBe(0.63);
    expect(round1(-0.25)).toBe(-0.3);
    expect(Object.is(round1(-0.01), 0)).toBe(true);
    expect(format1(5)).toBe('5.0');
    expect(format1(-0.01)).toBe('0.0');
  });

  it('clamps', () => {
    expect(clamp(-1, 0, 10)).toBe(0);
    expect(clamp(11, 0, 10)).toBe(10);
    expect(clamp(4.2, 0, 10)).toBe(4.2);
  });
});
