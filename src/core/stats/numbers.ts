/** Small number helpers shared by the analytics, insight and prediction calculations. */

/**
 * Slack for threshold checks. Averages such as 31/7 carry binary rounding noise, so a difference
 * that is exactly 0.5 on paper can come out as 0.49999999999999994; the spec's "at least 0.5"
 * must still hold for it.
 */
const EPSILON = 1e-9;

/** `value >= threshold`, ignoring floating-point noise. */
export function atLeast(value: number, threshold: number): boolean {
  return value >= threshold - EPSILON;
}

/** `value > threshold`, ignoring floating-point noise. */
export function above(value: number, threshold: number): boolean {
  return value > threshold + EPSILON;
}

/** Arithmetic mean, or null for no values. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let total = 0;
  for (const value of values) total += value;
  return total / values.length;
}

/** Rounded to `places` decimals, half away from zero (as SQL's round does for positive values). */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  // `|| 0` turns -0 into 0 so that texts never read "-0.0".
  return Math.sign(value) * rounded || 0;
}

export const round1 = (value: number): number => roundTo(value, 1);

/** A figure as the texts show it: one decimal, always ("5.0", "6.1"). */
export const format1 = (value: number): string => round1(value).toFixed(1);

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
