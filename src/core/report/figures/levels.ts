import type { ReportDay } from '../report-days';

/** Mood (1 to 5) or energy (0 to 10) over the days that record it. */
export interface LevelFigures {
  days: number;
  average: number;
  lowest: number;
  highest: number;
}

/** One pass, no array of the values: mood and energy are read from every day of the period. */
export function levelFigures(
  days: readonly ReportDay[],
  read: (day: ReportDay) => number | null,
): LevelFigures | null {
  let count = 0;
  let total = 0;
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    const value = read(day);
    if (value === null) continue;
    count += 1;
    total += value; // in day order, as mean() adds them
    lowest = Math.min(lowest, value);
    highest = Math.max(highest, value);
  }
  if (count === 0) return null;
  return { days: count, average: total / count, lowest, highest };
}
