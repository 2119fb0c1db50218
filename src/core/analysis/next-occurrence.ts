import { addDays, dateOfDay } from '../calendar';
import { clamp, mean, round1 } from '../stats/numbers';
import { quantile } from './flares';
import type { NextOccurrence, ReliabilityLevel } from './types';

/**
 * When the next flare of a pattern is likely: the last onset plus the median gap between
 * onsets, given only when there are at least 4 onsets and the gaps are regular enough (their
 * coefficient of variation under 0.5). Reliability comes from that spread and the number of
 * gaps: (1 - 2 x CV) x gaps / (gaps + 2), so perfectly even gaps seen 3 times give 60%, and no
 * amount of irregular history gives much.
 */

export const NEXT_MIN_EPISODES = 4;
export const NEXT_MAX_CV = 0.5;

export function reliabilityLevel(percent: number): ReliabilityLevel {
  if (percent >= 60) return 'high';
  if (percent >= 30) return 'moderate';
  return 'low';
}

export function nextOccurrence(
  onsetDays: readonly number[],
  today: string,
): { next: NextOccurrence | null; note: string | null } {
  const onsets = [...onsetDays].sort((a, b) => a - b);
  if (onsets.length < NEXT_MIN_EPISODES) {
    return {
      next: null,
      note: `A likely date needs at least ${NEXT_MIN_EPISODES} flares of this kind; there ${onsets.length === 1 ? 'is' : 'are'} ${onsets.length} so far.`,
    };
  }
  const gaps = onsets.slice(1).map((day, index) => day - (onsets[index] as number));
  const average = mean(gaps) as number;
  const variance = gaps.reduce((sum, gap) => sum + (gap - average) ** 2, 0) / (gaps.length - 1);
  const cv = average > 0 ? Math.sqrt(variance) / average : Number.POSITIVE_INFINITY;
  if (!(cv < NEXT_MAX_CV)) {
    return {
      next: null,
      note: `The gaps between these flares vary too much (from ${Math.min(...gaps)} to ${Math.max(...gaps)} days) to say when the next may come.`,
    };
  }
  const median = quantile(gaps, 0.5) as number;
  const expected = dateOfDay((onsets[onsets.length - 1] as number) + Math.round(median));
  const tomorrow = addDays(today, 1);
  const percent = Math.round(clamp(1 - 2 * cv, 0, 1) * (gaps.length / (gaps.length + 2)) * 100);
  return {
    next: {
      date: expected < tomorrow ? tomorrow : expected,
      medianIntervalDays: round1(median),
      intervalCv: Math.round(cv * 100) / 100,
      intervals: gaps.length,
      reliability: reliabilityLevel(percent),
      reliabilityPercent: percent,
    },
    note: null,
  };
}

/**
 * How often the same rule would have been right before: for each onset with at least 4 before
 * it, the last of those plus their median gap, counted right when the actual onset came within
 * max(2 days, a quarter of the median gap). Percent, with the number of onsets checked; null
 * below 3 checks.
 */
export function nextOccurrenceBacktest(
  onsetDays: readonly number[],
): { percent: number; checked: number } | null {
  const onsets = [...onsetDays].sort((a, b) => a - b);
  let checked = 0;
  let right = 0;
  for (let index = NEXT_MIN_EPISODES; index < onsets.length; index += 1) {
    const earlier = onsets.slice(0, index);
    const gaps = earlier.slice(1).map((day, i) => day - (earlier[i] as number));
    const median = quantile(gaps, 0.5) as number;
    const predicted = (earlier[earlier.length - 1] as number) + Math.round(median);
    const tolerance = Math.max(2, Math.round(median / 4));
    checked += 1;
    if (Math.abs((onsets[index] as number) - predicted) <= tolerance) right += 1;
  }
  return checked < 3 ? null : { percent: Math.round((right / checked) * 100), checked };
}
