import { BACKTEST_DAYS, WITHIN_POINTS } from '@core/prediction/backtest';
import type { PredictionsResponse } from '@core/prediction/api';
import { plural } from '@core/report/words';

/** "Over the last 60 days these predictions were within 1 point … (n = 60)", or null. */
export function accuracySentence(data: PredictionsResponse): string | null {
  const accuracy = data.accuracy;
  if (!accuracy) return null;
  return `Over the last ${BACKTEST_DAYS} days these predictions were within ${plural(WITHIN_POINTS, 'point')} of your actual pain ${accuracy.withinOnePercent}% of the time (n = ${accuracy.n}).`;
}
