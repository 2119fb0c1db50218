import type { DayPoint } from '../day-points';
import { atLeast, format1, mean } from '../stats/numbers';
import type { Finding } from './insight';

export const TREND_WINDOW = 7;
export const TREND_MIN_DIFFERENCE = 0.5;

/**
 * Pain trend: the mean pain of the last 7 days with entries against the 7 before them. Both
 * windows must be full (14 days), because a comparison against one or two days says little.
 * Shown when the means differ by at least 0.5; worsening is high priority, improving low.
 */
export function painTrendInsight(points: readonly DayPoint[]): Finding | null {
  if (points.length < TREND_WINDOW * 2) return null;
  const recent = mean(points.slice(-TREND_WINDOW).map((point) => point.painLevel));
  const previous = mean(
    points.slice(-TREND_WINDOW * 2, -TREND_WINDOW).map((point) => point.painLevel),
  );
  if (recent === null || previous === null) return null;
  const difference = recent - previous;
  if (!atLeast(Math.abs(difference), TREND_MIN_DIFFERENCE)) return null;

  const worsening = difference > 0;
  return {
    id: 'pain-trend',
    type: 'pattern',
    category: 'trends',
    priority: worsening ? 'high' : 'low',
    actionable: worsening,
    title: worsening ? 'Pain is trending up' : 'Pain is trending down',
    description: worsening
      ? `Your last 7 days averaged ${format1(recent)}, up from ${format1(previous)} over the 7 ` +
        'days before. If it keeps rising, consider talking to your care team.'
      : `Your last 7 days averaged ${format1(recent)}, down from ${format1(previous)} over the 7 ` +
        'days before. Whatever you are doing, it seems to help.',
    data: { recentAverage: recent, previousAverage: previous, difference },
  };
}
