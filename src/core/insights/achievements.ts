import type { DayPoint } from '../day-points';
import { atLeast, format1, mean } from '../stats/numbers';
import type { Finding } from './insight';

export const LOGGING_BADGE_DAYS = 7;
export const IMPROVING_WINDOW = 5;
export const IMPROVING_MIN_DROP = 1;

/** Logging badge: 7 or more days with entries. */
export function loggingBadge(points: readonly DayPoint[]): Finding | null {
  if (points.length < LOGGING_BADGE_DAYS) return null;
  return {
    id: 'logging-streak',
    type: 'achievement',
    category: 'achievement',
    priority: 'low',
    actionable: false,
    title: 'Consistent tracker',
    description: `You have logged your pain on ${points.length} days. Regular entries make your patterns clearer.`,
    data: { days: points.length },
  };
}

/**
 * Improving badge: the mean pain of the last 5 days is at least 1 point below the 5 days
 * before them (so it needs 10 days).
 */
export function improvingBadge(points: readonly DayPoint[]): Finding | null {
  if (points.length < IMPROVING_WINDOW * 2) return null;
  const recent = mean(points.slice(-IMPROVING_WINDOW).map((point) => point.painLevel));
  const previous = mean(
    points.slice(-IMPROVING_WINDOW * 2, -IMPROVING_WINDOW).map((point) => point.painLevel),
  );
  if (recent === null || previous === null) return null;
  const drop = previous - recent;
  if (!atLeast(drop, IMPROVING_MIN_DROP)) return null;
  return {
    id: 'pain-improving',
    type: 'achievement',
    category: 'achievement',
    priority: 'low',
    actionable: false,
    title: 'Pain improving',
    description: `Your last 5 days averaged ${format1(recent)}, down from ${format1(previous)} over the 5 days before.`,
    data: { recentAverage: recent, previousAverage: previous, drop },
  };
}
