import { describe, expect, it } from 'vitest';
import { cholesky, inverseTrace, solveSymmetric } from './solve';

describe('solveSymmetric', () => {
  it('solves a symmetric positive-definite system', () => {
    // [[4, 2, 0], [2, 3, 1], [0, 1, 2]] x = [2, 4, 3] has x = [0, 1, 1].
    const matrix = Float64Array.from([4, 2, 0, 2, 3, 1, 0, 1, 2]);
    const x = solveSymmetric(matrix, Float64Array.from([2, 4, 3]), 3);
    expect(Array.from(x ?? []).map((value) => Number(value.toFixed(12)))).toEqual([0, 1, 1]);
  });

  it('gives null for a singular matrix and leaves its arguments alone', () => {
    const matrix = Float64Array.from([1, 1, 1, 1]);
    const rhs = Float64Array.from([1, 2]);
    expect(solveSymmetric(matrix, rhs, 2)).toBeNull();
    expect(Array.from(matrix)).toEqual([1, 1, 1, 1]);
    expect(Array.from(rhs)).toEqual([1, 2]);
  });
});

describe('inverseTrace', () => {
  it('is the trace of the inverse', () => {
    // The inverse of [[4, 2], [2, 3]] is [[3, -2], [-2, 4]] / 8: trace 7/8.
    const lower = cholesky(Float64Array.from([4, 2, 2, 3]), 2);
    expect(inverseTrace(lower!, 2)).toBeCloseTo(7 / 8, 12);
  });
});
