import type { ReportDay } from '../report-days';

/** The report lists the 8 most frequent activities (spec section 9, Reports). */
export const TOP_ACTIVITIES = 8;

export interface ActivityCount {
  name: string;
  /** Days the activity was logged (names compared without case, as the insights do). */
  days: number;
  /** Mean day pain on those days. */
  averagePain: number;
}

/** The most frequent activities, most days first; ties by name without case. */
export function topActivities(days: readonly ReportDay[], limit = TOP_ACTIVITIES): ActivityCount[] {
  const byKey = new Map<string, { name: string; days: number; total: number }>();
  for (const day of days) {
    for (const name of day.activities) {
      const key = name.toLowerCase();
      let found = byKey.get(key);
      if (found === undefined) {
        found = { name, days: 0, total: 0 };
        byKey.set(key, found);
      }
      found.days += 1;
      found.total += day.painLevel;
    }
  }
  return [...byKey]
    .sort(([keyA, a], [keyB, b]) => b.days - a.days || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .slice(0, limit)
    .map(([, { name, days: count, total }]) => ({
      name,
      days: count,
      averagePain: total / count,
    }));
}

/** Days on which any activity was logged. */
export const daysWithActivities = (days: readonly ReportDay[]): number =>
  days.filter((day) => day.activities.length > 0).length;
