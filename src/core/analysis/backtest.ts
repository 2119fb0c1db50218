import { PREDICTION_MIN_DAYS, PREDICTION_WINDOW, predictedLevel } from '../prediction/three-day';
import type { AnalysisDay } from './days';
import type { PredictionAccuracy } from './types';

/**
 * How good the 3-day prediction has been for this user: for every day in the window with an
 * entry, what the prediction would have said the evening before (from the 14 days with entries
 * before it, needing 7), checked against the day's actual pain. The share within 1 point is the
 * accuracy the screens show, with the number of days checked; below 14 checked days there is no
 * figure, only "needs more history".
 */

export const BACKTEST_WITHIN_POINTS = 1;
export const BACKTEST_MIN_DAYS = 14;

/**
 * @param history every day with entries up to today, oldest first
 * @param fromDay the window's first day number
 */
export function backtestAccuracy(
  history: readonly AnalysisDay[],
  fromDay: number,
): PredictionAccuracy | null {
  let checked = 0;
  let within = 0;
  history.forEach((day, index) => {
    if (day.day < fromDay || index < PREDICTION_MIN_DAYS) return;
    const window = history
      .slice(Math.max(0, index - PREDICTION_WINDOW), index)
      .map((earlier) => ({ date: earlier.date, painLevel: earlier.pain }));
    const { level } = predictedLevel(window, day.date);
    checked += 1;
    if (Math.abs(level - day.pain) <= BACKTEST_WITHIN_POINTS + 1e-9) within += 1;
  });
  if (checked < BACKTEST_MIN_DAYS) return null;
  return {
    percent: Math.round((within / checked) * 100),
    n: checked,
    withinPoints: BACKTEST_WITHIN_POINTS,
  };
}
