import { round1 } from '../stats/numbers';
import { BACKTEST_MIN_CHECKED, summariseErrors, type HorizonBacktest } from './backtest';
import { CANDIDATES } from './candidates';
import type { ModelAccuracy, PredictionModel } from './types';

/**
 * Which candidate predicts for this user: the one with the lowest mean absolute error one day
 * ahead in the backtest, a tie going to the simpler (yesterday, then the 7-day mean, then the
 * linear model). So the engine is never worse than either baseline on the user's own recent
 * days. Below BACKTEST_MIN_CHECKED checked days there is no verdict and no accuracy: the 7-day
 * mean predicts, the steadiest of the three on little data.
 */

export const DEFAULT_MODEL: PredictionModel = 'seven-day-mean';
/** MAEs closer than this are a tie (sums of the same errors in another order). */
const TIE = 1e-9;

export interface ModelChoice {
  model: PredictionModel;
  accuracy: ModelAccuracy | null;
}

/** @param horizonOne the backtest of every candidate at horizon 1 */
export function chooseModel(horizonOne: HorizonBacktest): ModelChoice {
  if (horizonOne.days.length < BACKTEST_MIN_CHECKED)
    return { model: DEFAULT_MODEL, accuracy: null };
  const scored = CANDIDATES.flatMap((model) => {
    const summary = summariseErrors(horizonOne.byModel[model]?.errors ?? []);
    return summary === null ? [] : [{ model, ...summary }];
  });
  let best = scored[0];
  for (const candidate of scored) {
    if (best === undefined || candidate.meanAbsoluteError < best.meanAbsoluteError - TIE) {
      best = candidate;
    }
  }
  if (best === undefined) return { model: DEFAULT_MODEL, accuracy: null };
  const chosen = best.model;
  return {
    model: chosen,
    accuracy: {
      model: chosen,
      meanAbsoluteError: round1(best.meanAbsoluteError),
      withinOnePercent: Math.round(best.withinOnePercent),
      n: best.n,
      baselines: scored
        .filter((candidate) => candidate.model !== chosen)
        .map((candidate) => ({
          model: candidate.model,
          meanAbsoluteError: round1(candidate.meanAbsoluteError),
        })),
    },
  };
}
