import { atLeast, mean } from '../../stats/numbers';
import { POOR_SLEEP_BELOW } from '../../insights/sleep-correlation';
import type { ReportDay } from '../report-days';

export { POOR_SLEEP_BELOW };
/** Sleep quality of 7 or more is good; under 5 is poor (spec section 9, Reports). */
export const GOOD_SLEEP_FROM = 7;

export const isGoodSleep = (quality: number): boolean => atLeast(quality, GOOD_SLEEP_FROM);
export const isPoorSleep = (quality: number): boolean => quality < POOR_SLEEP_BELOW;

export interface SleepFigures {
  /** Days with a sleep quality (0 to 10). */
  nights: number;
  averageQuality: number | null;
  /** Days with sleep hours. */
  hoursNights: number;
  averageHours: number | null;
  goodNights: number;
  poorNights: number;
  /** Mean day pain after good and after poor nights; null when there was no such night. */
  painAfterGood: number | null;
  painAfterPoor: number | null;
}

/** Sleep over the period; null when no day records sleep quality or hours. */
export function sleepFigures(days: readonly ReportDay[]): SleepFigures | null {
  const rated = days.filter(
    (day): day is ReportDay & { sleepQuality: number } => day.sleepQuality !== null,
  );
  // A loop, not flatMap: flatMap makes an array for every day of the period.
  const hours: number[] = [];
  for (const day of days) if (day.sleepHours !== null) hours.push(day.sleepHours);
  if (rated.length === 0 && hours.length === 0) return null;
  const good = rated.filter((day) => isGoodSleep(day.sleepQuality));
  const poor = rated.filter((day) => isPoorSleep(day.sleepQuality));
  return {
    nights: rated.length,
    averageQuality: mean(rated.map((day) => day.sleepQuality)),
    hoursNights: hours.length,
    averageHours: mean(hours),
    goodNights: good.length,
    poorNights: poor.length,
    painAfterGood: mean(good.map((day) => day.painLevel)),
    painAfterPoor: mean(poor.map((day) => day.painLevel)),
  };
}
