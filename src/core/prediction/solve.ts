/**
 * Small dense linear algebra for the normal equations of a ridge fit: Cholesky factorisation of
 * a symmetric positive-definite matrix (row-major, n x n), solving with the factor, and the
 * trace of the inverse (for the fit's effective degrees of freedom). No argument is changed
 * but an optional `into`, which receives the result (a ridge fit solves hundreds of small
 * systems, and reusing buffers spares the garbage collector).
 */

/**
 * The lower-triangular L with L L' = A, or null when A is not positive definite (a pivot at or
 * under `tolerance` times A's largest diagonal entry).
 */
export function cholesky(
  matrix: Float64Array,
  n: number,
  tolerance = 1e-10,
  into?: Float64Array,
): Float64Array | null {
  const lower = into ?? new Float64Array(n * n);
  let largest = 0;
  for (let i = 0; i < n; i += 1) largest = Math.max(largest, Math.abs(matrix[i * n + i] as number));
  const floor = tolerance * largest;
  for (let j = 0; j < n; j += 1) {
    let diagonal = matrix[j * n + j] as number;
    for (let k = 0; k < j; k += 1) diagonal -= (lower[j * n + k] as number) ** 2;
    if (!(diagonal > floor)) return null;
    const pivot = Math.sqrt(diagonal);
    lower[j * n + j] = pivot;
    for (let i = j + 1; i < n; i += 1) {
      let value = matrix[i * n + j] as number;
      for (let k = 0; k < j; k += 1) {
        value -= (lower[i * n + k] as number) * (lower[j * n + k] as number);
      }
      lower[i * n + j] = value / pivot;
    }
  }
  return lower;
}

/** x with L L' x = b, for L from `cholesky`. */
export function solveCholesky(
  lower: Float64Array,
  rhs: Float64Array,
  n: number,
  into?: Float64Array,
): Float64Array {
  const x = into ?? new Float64Array(n);
  for (let i = 0; i < n; i += 1) x[i] = rhs[i] as number;
  for (let i = 0; i < n; i += 1) {
    let value = x[i] as number;
    for (let k = 0; k < i; k += 1) value -= (lower[i * n + k] as number) * (x[k] as number);
    x[i] = value / (lower[i * n + i] as number);
  }
  for (let i = n - 1; i >= 0; i -= 1) {
    let value = x[i] as number;
    for (let k = i + 1; k < n; k += 1) value -= (lower[k * n + i] as number) * (x[k] as number);
    x[i] = value / (lower[i * n + i] as number);
  }
  return x;
}

/** The trace of A^-1 for A = L L': the sum of squares of L^-1's entries. */
export function inverseTrace(lower: Float64Array, n: number, scratch?: Float64Array): number {
  const column = scratch ?? new Float64Array(n);
  let total = 0;
  for (let j = 0; j < n; j += 1) {
    // Column j of L^-1: forward substitution on the unit vector e_j (zero above row j).
    for (let i = j; i < n; i += 1) {
      let value = i === j ? 1 : 0;
      for (let k = j; k < i; k += 1) value -= (lower[i * n + k] as number) * (column[k] as number);
      const entry = value / (lower[i * n + i] as number);
      column[i] = entry;
      total += entry * entry;
    }
  }
  return total;
}

/** x with A x = b for a symmetric positive-definite A, or null when it is not one. */
export function solveSymmetric(
  matrix: Float64Array,
  rhs: Float64Array,
  n: number,
  tolerance = 1e-10,
): Float64Array | null {
  const lower = cholesky(matrix, n, tolerance);
  return lower === null ? null : solveCholesky(lower, rhs, n);
}
