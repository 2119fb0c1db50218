import { mean } from '../../stats/numbers';
import type { ReportDay } from '../report-days';

/** Mood (1 to 5) or energy (0 to 10) over the days that record it. */
export interface LevelFigures {
  days: number;
  average: number;
  lowest: number;
  highest: number;
}

export function levelFigures(
  days: readonly ReportDay[],
  read: (day: ReportDay) => number | null,
): LevelFigures | null {
  const values = days.flatMap((day) => {
    const value = read(day);
    return value === null ? [] : [value];
  });
  if (values.length === 0) return null;
  return {
    days: values.length,
    average: mean(values) as number,
    lowest: Math.min(...values),
    highest: Math.max(...values),
  };
}
