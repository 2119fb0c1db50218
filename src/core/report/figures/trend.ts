import { atLeast, mean, round1 } from '../../stats/numbers';
import type { ReportDay } from '../report-days';

/** The recent trend: the last 7 days with entries against the earlier days of the period. */
export const RECENT_TREND_DAYS = 7;
/** A change smaller than this (on the rounded averages) is "stable": the insights' threshold. */
export const TREND_CHANGE_MIN = 0.5;

export type TrendDirection = 'improving' | 'worsening' | 'stable';

export interface RecentTrend {
  recentDays: number;
  earlierDays: number;
  recentAverage: number;
  earlierAverage: number;
  /** Recent minus earlier, taken between the 1-decimal averages so the text's figures agree. */
  change: number;
  direction: TrendDirection;
}

/**
 * Spec: "the last 7 entries versus the earlier entries" (entries are days, decision 0009). It
 * needs at least one earlier day, so 8 days with entries; with fewer there is nothing to compare
 * and the answer is null. Lower pain is "improving".
 */
export function recentTrend(days: readonly ReportDay[]): RecentTrend | null {
  if (days.length <= RECENT_TREND_DAYS) return null;
  const recent = mean(days.slice(-RECENT_TREND_DAYS).map((day) => day.painLevel)) as number;
  const earlier = mean(days.slice(0, -RECENT_TREND_DAYS).map((day) => day.painLevel)) as number;
  const change = round1(round1(recent) - round1(earlier));
  const direction: TrendDirection = !atLeast(Math.abs(change), TREND_CHANGE_MIN)
    ? 'stable'
    : change > 0
      ? 'worsening'
      : 'improving';
  return {
    recentDays: RECENT_TREND_DAYS,
    earlierDays: days.length - RECENT_TREND_DAYS,
    recentAverage: recent,
    earlierAverage: earlier,
    change,
    direction,
  };
}
