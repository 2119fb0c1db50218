import { toDayPoints, type DataEntry, type DayPoint } from '../day-points';
import { activityInsight } from './activity';
import { improvingBadge, loggingBadge } from './achievements';
import type { Finding, Insight, InsightPriority } from './insight';
import { medicationTip } from './medication-tip';
import { painTrendInsight } from './pain-trend';
import { sleepCorrelationInsight } from './sleep-correlation';
import { stressInsight } from './stress';
import { weatherInsight } from './weather';

/** Insights need at least 3 days with entries; below that the screen shows "N/3 entries needed". */
export const INSIGHTS_MIN_DAYS = 3;

const RULES: readonly ((points: readonly DayPoint[]) => Finding | null)[] = [
  painTrendInsight,
  sleepCorrelationInsight,
  stressInsight,
  weatherInsight,
  activityInsight,
  medicationTip,
  loggingBadge,
  improvingBadge,
];

const RANK: Record<InsightPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * The insights of spec section 9, computed in the browser. "Entries" are days (see
 * day-points.ts), the last N being the most recent dates, so the result does not depend on the
 * order entries arrive in or on how many quick logs a day holds. Insights come high priority
 * first, then in the order of the rules above. `now` only stamps `generatedAt`.
 */
export function generateInsights(entries: readonly DataEntry[], now: Date): Insight[] {
  return insightsFromPoints(toDayPoints(entries), now);
}

/** The same from day points already built (the report has them), oldest first. */
export function insightsFromPoints(points: readonly DayPoint[], now: Date): Insight[] {
  if (points.length < INSIGHTS_MIN_DAYS) return [];
  const generatedAt = now.toISOString();
  return RULES.map((rule) => rule(points))
    .filter((finding): finding is Finding => finding !== null)
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => RANK[a.finding.priority] - RANK[b.finding.priority] || a.order - b.order)
    .map(({ finding }) => ({ ...finding, generatedAt }));
}
