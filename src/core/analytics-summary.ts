import type { PainTrendPoint, SymptomCount } from './analytics-series';
import { byCodeUnits } from './analytics-series';
import { dayNumber } from './calendar';
import { toDayPoints, type DataEntry } from './day-points';
import { mean, round1 } from './stats/numbers';

/**
 * The Analytics & Insights screen's figures (spec section 9, "Analytics"): the four stat cards,
 * the pain-trend list and the symptom grid.
 */

export const ENTRIES_WEEK_DAYS = 7;
export const TREND_LIST_LENGTH = 10;
export const TOP_SYMPTOMS = 9;

export interface AnalyticsSummary {
  /** Mean pain over every day with entries (each day weighs once), 1 decimal; null with none. */
  averagePain: number | null;
  /** Entries of every kind dated today or in the 6 days before. */
  entriesThisWeek: number;
  /** Lowest pain in the 30-day trend (the earliest date on a tie); null for an empty trend. */
  bestDay: PainTrendPoint | null;
  /** Highest pain in the 30-day trend (the earliest date on a tie). */
  worstDay: PainTrendPoint | null;
  /** The trend's last 10 points, oldest first. */
  recentTrend: PainTrendPoint[];
  /** The 9 most frequent symptoms, most frequent first, ties by name. */
  topSymptoms: SymptomCount[];
}

export interface AnalyticsInput {
  entries: readonly DataEntry[];
  /** GET /api/analytics/pain-trends?days=30 */
  painTrend: readonly PainTrendPoint[];
  /** GET /api/analytics/symptom-frequency?days=30 */
  symptoms: readonly SymptomCount[];
  /** The user's calendar date, yyyy-MM-dd. */
  today: string;
}

function entriesInLastWeek(entries: readonly DataEntry[], today: string): number {
  const end = dayNumber(today);
  if (end === null) return 0;
  const start = end - (ENTRIES_WEEK_DAYS - 1);
  let count = 0;
  for (const entry of entries) {
    const day = dayNumber(entry.date);
    if (day !== null && day >= start && day <= end) count += 1;
  }
  return count;
}

export function analyticsSummary({
  entries,
  painTrend,
  symptoms,
  today,
}: AnalyticsInput): AnalyticsSummary {
  const average = mean(toDayPoints(entries).map((point) => point.painLevel));
  // The trend arrives from the server; order and validate it here rather than trust it.
  const trend = painTrend
    .filter((point) => dayNumber(point.date) !== null && Number.isFinite(point.painLevel))
    .slice()
    .sort((a, b) => byCodeUnits(a.date, b.date) || a.painLevel - b.painLevel);

  let bestDay: PainTrendPoint | null = null;
  let worstDay: PainTrendPoint | null = null;
  for (const point of trend) {
    if (bestDay === null || point.painLevel < bestDay.painLevel) bestDay = point;
    if (worstDay === null || point.painLevel > worstDay.painLevel) worstDay = point;
  }

  return {
    averagePain: average === null ? null : round1(average),
    entriesThisWeek: entriesInLastWeek(entries, today),
    bestDay,
    worstDay,
    recentTrend: trend.slice(-TREND_LIST_LENGTH),
    topSymptoms: symptoms
      .filter((item) => Number.isFinite(item.count) && item.count > 0 && item.symptom !== '')
      .slice()
      .sort((a, b) => b.count - a.count || byCodeUnits(a.symptom, b.symptom))
      .slice(0, TOP_SYMPTOMS),
  };
}
