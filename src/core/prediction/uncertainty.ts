import { quantile } from '../analysis/flares';
import { atLeast, clamp, round1 } from '../stats/numbers';
import { BACKTEST_MIN_CHECKED, WITHIN_POINTS, type HorizonBacktest } from './backtest';
import type { PredictionModel } from './types';

/**
 * How far a prediction may be off, from the backtest's own errors: the range, the confidence and
 * the flare probability of a day all read the chosen model's signed residuals (actual minus
 * predicted) at the day's horizon. With fewer than BACKTEST_MIN_CHECKED of them, the horizon-1
 * residuals stand in, widened by sqrt(h) (errors of a wandering series grow about so with the
 * distance ahead). With none at all there is no measure: the range is the point, the
 * confidence 0, and the flare probability whether the point itself reaches the threshold.
 */

export const RANGE_LOW_QUANTILE = 0.1;
export const RANGE_HIGH_QUANTILE = 0.9;

export interface Residuals {
  values: readonly number[];
  /** Each value is multiplied by this. */
  scale: number;
}

/** The residuals that describe `model` at `horizon`. */
export function residualsFor(
  backtests: ReadonlyMap<number, HorizonBacktest>,
  model: PredictionModel,
  horizon: number,
): Residuals {
  const own = backtests.get(horizon)?.byModel[model]?.residuals ?? [];
  if (own.length >= BACKTEST_MIN_CHECKED) return { values: own, scale: 1 };
  const first = backtests.get(1)?.byModel[model]?.residuals ?? [];
  if (first.length > 0) return { values: first, scale: Math.sqrt(Math.max(1, horizon)) };
  return { values: own, scale: 1 };
}

export interface DayUncertainty {
  range: { low: number; high: number };
  /** Percent within one point, 0-100. */
  confidence: number;
  /** Percent reaching the flare threshold, 0-100. */
  flareProbability: number;
  /** Residuals behind the figures. */
  n: number;
}

/** @param point the shown prediction (0-10, one decimal) */
export function dayUncertainty(
  point: number,
  residuals: Residuals,
  threshold: number,
): DayUncertainty {
  const scaled = residuals.values.map((value) => value * residuals.scale);
  const n = scaled.length;
  if (n === 0) {
    return {
      range: { low: point, high: point },
      confidence: 0,
      flareProbability: atLeast(point, threshold) ? 100 : 0,
      n: 0,
    };
  }
  const low = round1(clamp(point + (quantile(scaled, RANGE_LOW_QUANTILE) as number), 0, 10));
  const high = round1(clamp(point + (quantile(scaled, RANGE_HIGH_QUANTILE) as number), 0, 10));
  let within = 0;
  let flares = 0;
  for (const value of scaled) {
    if (Math.abs(value) <= WITHIN_POINTS + 1e-9) within += 1;
    if (atLeast(point + value, threshold)) flares += 1;
  }
  return {
    range: { low: Math.min(low, point), high: Math.max(high, point) },
    confidence: Math.round((within / n) * 100),
    flareProbability: Math.round((flares / n) * 100),
    n,
  };
}
