import { format1, round1 } from '../stats/numbers';
import type { SleepFigures } from './figures/sleep';
import type { StressFigures } from './figures/stress';
import type { RecentTrend } from './figures/trend';
import type { WeatherFigures } from './figures/weather';
import { MILD_RANGE, plural, SEVERE_RANGE } from './words';

/**
 * Sentences that more than one report uses, in the third person (the provider and insurance
 * reports). Each gives null when the data cannot support it. Gaps are taken between the
 * 1-decimal figures the sentence prints, so "5.2 ... 0.9 points higher than 4.3" always adds up.
 */

export const gap = (a: number, b: number): number => round1(round1(a) - round1(b));

/** "the same as", "0.9 points higher than", "1.0 point lower than". */
export function compared(difference: number): string {
  if (difference === 0) return 'the same as';
  const size = Math.abs(difference);
  return `${format1(size)} ${size === 1 ? 'point' : 'points'} ${difference > 0 ? 'higher' : 'lower'} than`;
}

/** "Pain over the last 7 days logged averaged 5.2, 0.9 points higher than the 21 earlier days (4.3)." */
export function trendSentence(trend: RecentTrend | null): string | null {
  if (trend === null) return null;
  return (
    `Pain over the last ${trend.recentDays} days logged averaged ${format1(trend.recentAverage)}, ` +
    `${compared(trend.change)} the ${plural(trend.earlierDays, 'earlier day')} ` +
    `(${format1(trend.earlierAverage)}).`
  );
}

/** Poor nights against good nights; null unless both kinds were recorded. */
export function sleepComparison(sleep: SleepFigures | null): string | null {
  if (sleep === null || sleep.painAfterPoor === null || sleep.painAfterGood === null) return null;
  const difference = gap(sleep.painAfterPoor, sleep.painAfterGood);
  return (
    `Pain averaged ${format1(sleep.painAfterPoor)} after poor sleep (quality under 5, ` +
    `${plural(sleep.poorNights, 'night')}), ${compared(difference)} after good sleep ` +
    `(7 or more, ${plural(sleep.goodNights, 'night')}: ${format1(sleep.painAfterGood)}).`
  );
}

/** Stress on severe-pain days against mild-pain days; null unless both recorded stress. */
export function stressComparison(stress: StressFigures | null): string | null {
  if (stress === null) return null;
  const { severePain, mildPain } = stress;
  if (severePain.averageStress === null || mildPain.averageStress === null) return null;
  return (
    `Stress averaged ${format1(severePain.averageStress)}/10 on severe-pain days (${SEVERE_RANGE}, ` +
    `${plural(severePain.days, 'day')}) and ${format1(mildPain.averageStress)}/10 on mild-pain ` +
    `days (${MILD_RANGE}, ${plural(mildPain.days, 'day')}).`
  );
}

/** Low-pressure days against the others; null unless both kinds were recorded. */
export function weatherComparison(weather: WeatherFigures | null): string | null {
  if (weather === null || weather.painOnLowPressure === null || weather.painOnOtherDays === null) {
    return null;
  }
  const difference = gap(weather.painOnLowPressure, weather.painOnOtherDays);
  return (
    `On low-pressure days (below 1010 hPa, ${plural(weather.lowPressureDays, 'day')}) pain ` +
    `averaged ${format1(weather.painOnLowPressure)}, ${compared(difference)} on the other days ` +
    `(${format1(weather.painOnOtherDays)}).`
  );
}
