import { painSeverity } from '../../pain-scale';
import { mean } from '../../stats/numbers';
import type { ReportDay } from '../report-days';

/**
 * Severe pain is 7 or more (spec section 9, Reports) on the day's pain (its entries' mean), as
 * the pain scale's bands define it, so a severe day and the word "Severe" always agree.
 */
export const isSeverePain = (painLevel: number): boolean => painSeverity(painLevel) === 'severe';

export interface DayPain {
  date: string;
  painLevel: number;
}

export interface PainFigures {
  /** Days with entries. */
  days: number;
  /** Mean of the day means, unrounded (each day weighs once, as on the Analytics page). */
  average: number;
  /** The lowest and highest day; the earliest date on a tie. */
  lowest: DayPain;
  highest: DayPain;
  /** Dates of the days with severe pain, oldest first. */
  severeDates: string[];
}

/** Pain over the period's days; null when no day has an entry. */
export function painFigures(days: readonly ReportDay[]): PainFigures | null {
  const first = days[0];
  if (first === undefined) return null;
  let lowest: DayPain = { date: first.date, painLevel: first.painLevel };
  let highest = lowest;
  for (const day of days) {
    if (day.painLevel < lowest.painLevel) lowest = { date: day.date, painLevel: day.painLevel };
    if (day.painLevel > highest.painLevel) highest = { date: day.date, painLevel: day.painLevel };
  }
  return {
    days: days.length,
    average: mean(days.map((day) => day.painLevel)) as number,
    lowest,
    highest,
    severeDates: days.filter((day) => isSeverePain(day.painLevel)).map((day) => day.date),
  };
}
