import { ROW_WIDTH } from './features';
import { baselinePrediction, historyRow, linearPrediction, shownLevel } from './candidates';
import type { Timeline } from './timeline';
import { rollingFitter } from './training';
import type { PredictionModel } from './types';

/**
 * The rolling-origin backtest: how each candidate would have done on the user's own recent days.
 * For each day with an entry in the 60 calendar days up to the last day with entries, and each
 * horizon h, the candidate predicts the day from its origin h days earlier, reading only days up
 * to that origin (the linear model is fitted there, on the year before it); weekday and the
 * day's pressure count as known ahead (a forecast gives them). The prediction is checked as a
 * screen would show it (within 0-10, one decimal). A day is checked only when its origin has at
 * least 7 days with entries, so that the errors are those of a prediction with some history.
 */

export const BACKTEST_DAYS = 60;
/** Days with entries an origin needs before its prediction is checked. */
export const BACKTEST_MIN_HISTORY = 7;
/** Checked days needed before an accuracy is reported. */
export const BACKTEST_MIN_CHECKED = 14;
/** "Within one point". */
export const WITHIN_POINTS = 1;

export interface CandidateErrors {
  /** Actual minus predicted, per checked day, oldest first. */
  residuals: number[];
  /** |residual|, per checked day. */
  errors: number[];
}

export interface HorizonBacktest {
  horizon: number;
  /** The checked days' day numbers, oldest first. */
  days: number[];
  byModel: Partial<Record<PredictionModel, CandidateErrors>>;
}

/**
 * Backtests `models` at `horizon` over the 60 days up to slot `lastSlot` (the last day with
 * entries).
 */
export function backtestHorizon(
  timeline: Timeline,
  lastSlot: number,
  horizon: number,
  models: readonly PredictionModel[],
): HorizonBacktest {
  const result: HorizonBacktest = { horizon, days: [], byModel: {} };
  for (const model of models) result.byModel[model] = { residuals: [], errors: [] };
  const fitter = models.includes('linear') ? rollingFitter(timeline, horizon) : null;
  const row = new Float64Array(ROW_WIDTH);
  for (let target = Math.max(0, lastSlot - BACKTEST_DAYS + 1); target <= lastSlot; target += 1) {
    const actual = timeline.pain[target] as number;
    const origin = target - horizon;
    if (Number.isNaN(actual) || origin < 0) continue;
    if ((timeline.entries[origin] as number) < BACKTEST_MIN_HISTORY) continue;
    result.days.push(timeline.start + target);
    const linear = fitter === null ? null : fitter(origin);
    for (const model of models) {
      const raw =
        model === 'linear'
          ? linearPrediction(linear, timeline, origin, historyRow(timeline, origin, target, row))
          : baselinePrediction(model, timeline, origin);
      const residual = actual - shownLevel(raw);
      const errors = result.byModel[model]!;
      errors.residuals.push(residual);
      errors.errors.push(Math.abs(residual));
    }
  }
  return result;
}

export interface ErrorSummary {
  /** Mean absolute error, points (unrounded). */
  meanAbsoluteError: number;
  /** Percent within one point (unrounded). */
  withinOnePercent: number;
  n: number;
}

/** MAE and share within one point of a candidate's errors; null for none. */
export function summariseErrors(errors: readonly number[]): ErrorSummary | null {
  if (errors.length === 0) return null;
  let total = 0;
  let within = 0;
  for (const error of errors) {
    total += error;
    if (error <= WITHIN_POINTS + 1e-9) within += 1;
  }
  return {
    meanAbsoluteError: total / errors.length,
    withinOnePercent: (within / errors.length) * 100,
    n: errors.length,
  };
}
