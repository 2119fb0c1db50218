const MIN_VARIANCE = 1e-12;

/**
 * Pearson's correlation coefficient r of paired samples, or null when it is undefined: fewer
 * than 2 pairs, lengths that differ, a non-finite value, or a series that never varies.
 * Computed around the means (two passes) rather than with running sums of squares, which lose
 * precision on long series of similar values.
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;

  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i += 1) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    sumX += x;
    sumY += y;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;

  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  // A constant series has no correlation; the tolerance catches constants such as 4.1 whose
  // mean carries rounding noise and would otherwise leave a variance of ~1e-31.
  if (varianceX < MIN_VARIANCE || varianceY < MIN_VARIANCE) return null;
  // Rounding can push |r| a hair past 1 for perfectly linear data.
  return Math.max(-1, Math.min(1, covariance / Math.sqrt(varianceX * varianceY)));
}
