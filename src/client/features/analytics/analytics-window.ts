import { addDays } from '@core/calendar';

/** The spec's window: the stat cards, lists and summaries read the last 30 days. */
export const WINDOW_DAYS = 30;

/**
 * How many days back the page reads: the spec's 30, or fewer when the plan reaches back less
 * (the free plan's 7). Null: the plan sets no limit (premium, billing off, or no answer).
 */
export function analyticsWindowDays(planLimit: number | null): number {
  return planLimit === null ? WINDOW_DAYS : Math.min(planLimit, WINDOW_DAYS);
}

/** The entries dated in the last `days` days of the user's calendar, today included. */
export function entriesInWindow<T extends { date: string }>(
  entries: readonly T[],
  today: string,
  days: number,
): T[] {
  const from = addDays(today, -(days - 1));
  // yyyy-MM-dd dates sort as text.
  return entries.filter((entry) => entry.date >= from && entry.date <= today);
}
