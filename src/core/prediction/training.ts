import { pressureAt, ROW_WIDTH, writeRow } from './features';
import { addRow, emptySums, fitRidge, type LinearModel } from './linear-model';
import type { Timeline } from './timeline';

/**
 * Which days train the linear model for a horizon, and the rolling window over them. A model
 * for horizon h fitted at origin o learns from every day t with an entry in the year up to o
 * (o - 364 .. o), predicted from t - h, which must have a day with an entry at or before it:
 * the "direct" strategy, one model per horizon, so that a week-ahead prediction is fitted to
 * week-ahead errors. Everything it reads is at or before o.
 */

/** Calendar days of targets behind a fit: the year up to the origin (bounds the cost). */
export const TRAINING_DAYS = 365;

function isTarget(timeline: Timeline, target: number, horizon: number): boolean {
  const origin = target - horizon;
  return (
    origin >= 0 && !Number.isNaN(timeline.pain[target]) && (timeline.entries[origin] as number) > 0
  );
}

/**
 * A fitter for one horizon whose training window follows the origin: call it with origins in
 * ascending order (slots); each call adds the days that entered the window and takes away the
 * ones that left it, then fits. null where the window has too few days (MIN_TRAINING_ROWS).
 */
export function rollingFitter(
  timeline: Timeline,
  horizon: number,
): (origin: number) => LinearModel | null {
  const sums = emptySums();
  const row = new Float64Array(ROW_WIDTH);
  const update = (target: number, sign: 1 | -1) => {
    if (!isTarget(timeline, target, horizon)) return;
    const day = timeline.start + target;
    writeRow(
      timeline,
      target - horizon,
      day,
      pressureAt(timeline, target),
      pressureAt(timeline, target - 1),
      row,
    );
    addRow(sums, row, 0, timeline.pain[target] as number, sign);
  };
  let added = 0; // targets before this slot have been considered
  let removed = 0; // targets before this slot have left the window
  return (origin) => {
    const low = origin - TRAINING_DAYS + 1;
    for (; removed < low; removed += 1) if (removed < added) update(removed, -1);
    added = Math.max(added, low);
    for (; added <= origin; added += 1) update(added, 1);
    return fitRidge(sums);
  };
}

/** The horizon's model fitted at `origin`. */
export function fitAt(timeline: Timeline, horizon: number, origin: number): LinearModel | null {
  return rollingFitter(timeline, horizon)(origin);
}
