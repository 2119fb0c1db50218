import { clamp, round1 } from '../stats/numbers';
import { pressureAt, ROW_WIDTH, writeRow } from './features';
import { predictLinear, type LinearModel } from './linear-model';
import type { Timeline } from './timeline';
import type { PredictionModel } from './types';

/**
 * The three candidate predictors, simplest first (model-selection.ts breaks ties toward the
 * simpler):
 *
 * - yesterday: the pain of the last day with an entry at the origin;
 * - seven-day-mean: the mean pain of the last 7 days with entries at the origin;
 * - linear: the ridge model (linear-model.ts), or the 7-day mean while it has too few days to
 *   learn from, so that every candidate predicts every day the backtest checks.
 */
export const CANDIDATES: readonly PredictionModel[] = ['yesterday', 'seven-day-mean', 'linear'];

/** A level as the screens show it and the backtest checks it: within 0-10, one decimal. */
export function shownLevel(value: number): number {
  return round1(clamp(value, 0, 10));
}

/** A baseline's raw prediction from slot `origin` (which has a day with an entry at or before it). */
export function baselinePrediction(
  model: Exclude<PredictionModel, 'linear'>,
  timeline: Timeline,
  origin: number,
): number {
  return model === 'yesterday'
    ? (timeline.lastPain[origin] as number)
    : (timeline.recentPain[origin] as number);
}

/** The linear candidate's raw prediction for the row, the 7-day mean without a model. */
export function linearPrediction(
  model: LinearModel | null,
  timeline: Timeline,
  origin: number,
  row: Float64Array,
): number {
  return model === null ? (timeline.recentPain[origin] as number) : predictLinear(model, row);
}

/**
 * The raw row for predicting history slot `target` from `origin`, the history's pressures
 * standing in for the forecast. Written into `row`, which is returned.
 */
export function historyRow(
  timeline: Timeline,
  origin: number,
  target: number,
  row: Float64Array = new Float64Array(ROW_WIDTH),
): Float64Array {
  writeRow(
    timeline,
    origin,
    timeline.start + target,
    pressureAt(timeline, target),
    pressureAt(timeline, target - 1),
    row,
  );
  return row;
}
