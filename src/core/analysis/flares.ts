import { dateOfDay } from '../calendar';
import { atLeast, mean, round1 } from '../stats/numbers';
import type { AnalysisDay } from './days';
import type { FlareEpisode } from './types';

/**
 * Flares: runs of days at or above a personal threshold.
 *
 * The threshold is 7 (severe on the emergency scale), or the user's own 80th percentile plus 1
 * when that is higher, capped at 10: someone whose ordinary days sit at 6-7 has a flare when
 * pain rises above their usual, not on every other day. Runs separated by a single quieter day
 * (or a single day without an entry) are one episode: a flare that eases for an afternoon and
 * comes back is still the same flare.
 */

export const FLARE_MIN_THRESHOLD = 7;
export const FLARE_PERCENTILE = 0.8;
/** Longest gap (days that are not flare days) that still joins two runs into one episode. */
export const FLARE_BRIDGE_DAYS = 1;

/** The p-th quantile (0..1) by linear interpolation between order statistics. */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (high - low) * (position - below);
}

export function flareThreshold(pains: readonly number[]): number {
  const p80 = quantile(pains, FLARE_PERCENTILE);
  const personal = p80 === null ? FLARE_MIN_THRESHOLD : round1(p80 + 1);
  return Math.min(10, Math.max(FLARE_MIN_THRESHOLD, personal));
}

/** An episode with the day numbers the other calculations index by. */
export interface Episode extends FlareEpisode {
  startDay: number;
  endDay: number;
}

/** The episodes in `days` (oldest first), oldest first. */
export function flareEpisodes(days: readonly AnalysisDay[], threshold: number): Episode[] {
  const episodes: Episode[] = [];
  let current: { startDay: number; endDay: number; pains: number[] } | null = null;
  const close = () => {
    if (!current) return;
    episodes.push({
      start: dateOfDay(current.startDay),
      end: dateOfDay(current.endDay),
      startDay: current.startDay,
      endDay: current.endDay,
      durationDays: current.endDay - current.startDay + 1,
      peak: round1(Math.max(...current.pains)),
      meanIntensity: round1(mean(current.pains) as number),
    });
    current = null;
  };
  for (const day of days) {
    if (!atLeast(day.pain, threshold)) continue;
    if (current && day.day - current.endDay <= FLARE_BRIDGE_DAYS + 1) {
      current.endDay = day.day;
      current.pains.push(day.pain);
    } else {
      close();
      current = { startDay: day.day, endDay: day.day, pains: [day.pain] };
    }
  }
  close();
  return episodes;
}
