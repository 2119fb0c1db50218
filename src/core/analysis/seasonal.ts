import { mean, round1 } from '../stats/numbers';
import type { AnalysisDay } from './days';
import type { SeasonalResult, SeasonalTrend, SeasonName } from './types';

/**
 * Seasonal trends: each season's mean pain over the last 365 days against the whole year's, as
 * a signed percent. Seasons need a year of data by nature, so they are read over the last year
 * whatever period is chosen, and only once the user's entries span a year. Seasons are named
 * with their months, since where winter falls depends on the hemisphere.
 */

export const SEASON_DAYS = 365;
/** A season with fewer days of entries than this is left out. */
export const SEASON_MIN_DAYS = 7;

const SEASONS: readonly { season: SeasonName; months: string; monthNumbers: number[] }[] = [
  { season: 'Winter', months: 'Dec-Feb', monthNumbers: [12, 1, 2] },
  { season: 'Spring', months: 'Mar-May', monthNumbers: [3, 4, 5] },
  { season: 'Summer', months: 'Jun-Aug', monthNumbers: [6, 7, 8] },
  { season: 'Autumn', months: 'Sep-Nov', monthNumbers: [9, 10, 11] },
];

/**
 * @param days every day with entries up to today, oldest first
 * @param firstDay the day number of the user's first entry ever (null without one)
 * @param todayDay today's day number
 */
export function seasonalTrends(
  days: readonly AnalysisDay[],
  firstDay: number | null,
  todayDay: number,
): SeasonalResult {
  const span = firstDay === null ? 0 : todayDay - firstDay + 1;
  if (span < SEASON_DAYS) return { status: 'needs-data', daysNeeded: SEASON_DAYS - span };
  const year = days.filter((day) => day.day > todayDay - SEASON_DAYS && day.day <= todayDay);
  const yearMean = mean(year.map((day) => day.pain));
  if (yearMean === null || yearMean === 0) return { status: 'ready', trends: [] };
  const trends: SeasonalTrend[] = [];
  for (const { season, months, monthNumbers } of SEASONS) {
    const pains = year
      .filter((day) => monthNumbers.includes(Number(day.date.slice(5, 7))))
      .map((day) => day.pain);
    if (pains.length < SEASON_MIN_DAYS) continue;
    const seasonMean = mean(pains) as number;
    const changePercent = round1(((seasonMean - yearMean) / yearMean) * 100);
    const relation =
      changePercent > 0
        ? `${changePercent.toFixed(1)}% above`
        : changePercent < 0
          ? `${Math.abs(changePercent).toFixed(1)}% below`
          : 'the same as';
    trends.push({
      season,
      months,
      meanPain: round1(seasonMean),
      days: pains.length,
      changePercent,
      description: `${season} (${months}) averaged ${seasonMean.toFixed(1)}/10 over ${pains.length} days, ${relation} your year's ${yearMean.toFixed(1)}.`,
    });
  }
  return { status: 'ready', trends };
}
