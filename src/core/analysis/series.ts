import { dateOfDay } from '../calendar';
import { mean, round1 } from '../stats/numbers';
import type { AnalysisDay } from './days';
import type { Episode } from './flares';
import type { SeriesDay } from './types';

/** The rolling mean covers this many days, and needs this many of them with entries. */
export const ROLLING_DAYS = 7;
export const ROLLING_MIN_DAYS = 4;

const rounded = (value: number | null) => (value === null ? null : round1(value));

/** Every calendar day of the window, with its figures (null where nothing was logged). */
export function dailySeries(
  byDay: ReadonlyMap<number, AnalysisDay>,
  episodes: readonly Episode[],
  fromDay: number,
  toDay: number,
): SeriesDay[] {
  const flareDays = new Set<number>();
  for (const episode of episodes) {
    for (let day = episode.startDay; day <= episode.endDay; day += 1) flareDays.add(day);
  }
  const series: SeriesDay[] = [];
  for (let day = fromDay; day <= toDay; day += 1) {
    const point = byDay.get(day);
    const recent: number[] = [];
    for (let back = 0; back < ROLLING_DAYS; back += 1) {
      const earlier = byDay.get(day - back);
      if (earlier) recent.push(earlier.pain);
    }
    series.push({
      date: dateOfDay(day),
      pain: point ? round1(point.pain) : null,
      rollingMean: recent.length >= ROLLING_MIN_DAYS ? rounded(mean(recent)) : null,
      flare: flareDays.has(day),
      mood: point?.mood ?? null,
      sleepHours: rounded(point?.sleepHours ?? null),
      sleepQuality: point?.sleepQuality ?? null,
      stress: point?.stress ?? null,
      energy: point?.energy ?? null,
      pressure: rounded(point?.pressure ?? null),
    });
  }
  return series;
}
