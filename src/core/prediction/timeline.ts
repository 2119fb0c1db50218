import type { AnalysisDay } from '../analysis/days';
import { atLeast } from '../stats/numbers';

/**
 * The user's days as the prediction engine reads them: one slot per calendar day from the first
 * day with an entry to the last day read, each holding what was known at the end of that day.
 * Everything a predictor may use at an origin (a day it predicts from) is a slot of these
 * arrays, so a backtest reads only the past by construction and no fit walks the days again.
 * NaN marks a missing number.
 */

/** Days with entries behind a "recent" mean: the last 7. */
export const RECENT_DAYS = 7;
/** Calendar days behind a "usual" level: the last 365. */
export const USUAL_DAYS = 365;

export interface Timeline {
  /** Day number (days since 1970-01-01) of slot 0, the first day with an entry. */
  start: number;
  /** Slots held: start .. start + length - 1. */
  length: number;
  /** The day's pain, NaN without an entry. */
  pain: Float64Array;
  /** The day's pressure, hPa, NaN without a reading. */
  pressure: Float64Array;
  /** Days with entries up to and including the slot. */
  entries: Int32Array;
  /** Slot of the last day with an entry up to and including this one, -1 before the first. */
  lastEntry: Int32Array;
  /** Pain of that last day with an entry. */
  lastPain: Float64Array;
  /** Mean pain of the last 7 days with entries. */
  recentPain: Float64Array;
  /** Sleep hours and stress of the last day with an entry (NaN when it has none). */
  lastSleep: Float64Array;
  lastStress: Float64Array;
  /** Means over those of the last 7 days with entries that have the figure (NaN for none). */
  recentSleep: Float64Array;
  recentStress: Float64Array;
  /** 1 when the last day with an entry was at or above the flare threshold, else 0. */
  flare: Float64Array;
  /** Mean pain of the days with entries in the last 365 calendar days. */
  usualPain: Float64Array;
  flareThreshold: number;
}

const orNaN = (value: number | null) =>
  value !== null && Number.isFinite(value) ? value : Number.NaN;

/** Nulls first, then ascending: a total order on the figures the engine reads. */
function compareNumbers(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a - b;
}

function compareDays(a: AnalysisDay, b: AnalysisDay): number {
  return (
    a.day - b.day ||
    a.pain - b.pain ||
    compareNumbers(a.sleepHours, b.sleepHours) ||
    compareNumbers(a.stress, b.stress) ||
    compareNumbers(a.pressure, b.pressure)
  );
}

/**
 * The days up to `endDay` with a readable pain, oldest first, one per calendar day. The order
 * they came in never matters: should two share a day (analysisDays never gives that), the one
 * first in a fixed order of the figures read is kept.
 */
export function historyUpTo(days: readonly AnalysisDay[], endDay: number): AnalysisDay[] {
  const kept = days.filter(
    (day) => Number.isInteger(day.day) && day.day <= endDay && Number.isFinite(day.pain),
  );
  kept.sort(compareDays);
  return kept.filter(
    (day, index) => index === 0 || (kept[index - 1] as AnalysisDay).day !== day.day,
  );
}

/** Running sums over the days with entries of a figure that may be missing. */
function prefixSums(history: readonly AnalysisDay[], read: (day: AnalysisDay) => number) {
  const sums = new Float64Array(history.length + 1);
  const counts = new Int32Array(history.length + 1);
  history.forEach((day, index) => {
    const value = read(day);
    const known = Number.isNaN(value) ? 0 : 1;
    sums[index + 1] = (sums[index] as number) + (known ? value : 0);
    counts[index + 1] = (counts[index] as number) + known;
  });
  return (from: number, to: number) => {
    const count = (counts[to] as number) - (counts[from] as number);
    return count === 0 ? Number.NaN : ((sums[to] as number) - (sums[from] as number)) / count;
  };
}

/**
 * @param history oldest first, one per day, at least one day (historyUpTo)
 * @param endDay the last day held (day number), on or after the last day of `history`
 */
export function buildTimeline(
  history: readonly AnalysisDay[],
  endDay: number,
  flareThreshold: number,
): Timeline {
  const start = (history[0] as AnalysisDay).day;
  const length = endDay - start + 1;
  const slots = () => new Float64Array(length).fill(Number.NaN);
  const timeline: Timeline = {
    start,
    length,
    pain: slots(),
    pressure: slots(),
    entries: new Int32Array(length),
    lastEntry: new Int32Array(length).fill(-1),
    lastPain: slots(),
    recentPain: slots(),
    lastSleep: slots(),
    lastStress: slots(),
    recentSleep: slots(),
    recentStress: slots(),
    flare: new Float64Array(length),
    usualPain: slots(),
    flareThreshold,
  };
  const recentPain = prefixSums(history, (day) => day.pain);
  const recentSleep = prefixSums(history, (day) => orNaN(day.sleepHours));
  const recentStress = prefixSums(history, (day) => orNaN(day.stress));

  let next = 0; // the next day of `history` to reach
  let painSum = 0;
  let painCount = 0;
  let dropFrom = 0; // the oldest day of `history` still inside the usual window
  for (let slot = 0; slot < length; slot += 1) {
    const day = history[next];
    if (day !== undefined && day.day - start === slot) {
      timeline.pain[slot] = day.pain;
      timeline.pressure[slot] = orNaN(day.pressure);
      painSum += day.pain;
      painCount += 1;
      next += 1;
    }
    while (dropFrom < next && (history[dropFrom] as AnalysisDay).day - start <= slot - USUAL_DAYS) {
      painSum -= (history[dropFrom] as AnalysisDay).pain;
      painCount -= 1;
      dropFrom += 1;
    }
    timeline.entries[slot] = next;
    if (next === 0) continue;
    const last = history[next - 1] as AnalysisDay;
    const from = Math.max(0, next - RECENT_DAYS);
    timeline.lastEntry[slot] = last.day - start;
    timeline.lastPain[slot] = last.pain;
    timeline.recentPain[slot] = recentPain(from, next);
    timeline.lastSleep[slot] = orNaN(last.sleepHours);
    timeline.lastStress[slot] = orNaN(last.stress);
    timeline.recentSleep[slot] = recentSleep(from, next);
    timeline.recentStress[slot] = recentStress(from, next);
    timeline.flare[slot] = atLeast(last.pain, flareThreshold) ? 1 : 0;
    timeline.usualPain[slot] = painCount > 0 ? painSum / painCount : Number.NaN;
  }
  return timeline;
}
