import type { Timeline } from './timeline';

/**
 * The linear model's features, and the raw rows its running sums are kept over.
 *
 * A prediction of target day t made at origin o (the last day it may read, h = t - o days
 * earlier) reads:
 *
 * - the last known pain and the mean of the last 7 days with entries, at o;
 * - t's weekday, as 6 indicators (Monday .. Saturday; Sunday is the baseline);
 * - sleep hours and stress: for h = 1 the last day's at o (the night just slept, today's
 *   stress); further ahead the unknown days' figures are taken as o's recent means;
 * - t's pressure and its change since the day before t: known ahead from the forecast (in the
 *   history, the entries' own readings stand in for the forecast);
 * - flare state: whether the last day with an entry at o reached the flare threshold.
 *
 * A figure that may be missing (sleep, stress, pressure, change) has a value column, 0 when
 * missing, and a missing-indicator column: the fit imputes the training rows' mean of the
 * observed values, which it can do from the running sums (linear-model.ts).
 */

/** Pressures are held less this, so that running sums of squares stay small. */
export const PRESSURE_CENTRE = 1013;

export const COLUMN = {
  intercept: 0,
  lastPain: 1,
  recentPain: 2,
  /** Monday .. Saturday: 3 .. 8. */
  weekday: 3,
  sleep: 9,
  sleepMissing: 10,
  stress: 11,
  stressMissing: 12,
  pressure: 13,
  pressureMissing: 14,
  change: 15,
  changeMissing: 16,
  flare: 17,
} as const;
/** Columns of a raw row. */
export const ROW_WIDTH = 18;

/** The human factor a feature belongs to (factors.ts groups contributions by it). */
export type FactorKind = 'trend' | 'weekday' | 'sleep' | 'stress' | 'pressure' | 'flare';

export interface Feature {
  name: string;
  kind: FactorKind;
  /** Raw column holding the value. */
  value: number;
  /** Raw column flagging a missing value, or -1 when it is never missing. */
  missing: number;
}

const WEEKDAY_FEATURES: Feature[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({
  name: `weekday${weekday}`,
  kind: 'weekday',
  value: COLUMN.weekday + weekday - 1,
  missing: -1,
}));

export const FEATURES: readonly Feature[] = [
  { name: 'lastPain', kind: 'trend', value: COLUMN.lastPain, missing: -1 },
  { name: 'recentPain', kind: 'trend', value: COLUMN.recentPain, missing: -1 },
  ...WEEKDAY_FEATURES,
  { name: 'sleep', kind: 'sleep', value: COLUMN.sleep, missing: COLUMN.sleepMissing },
  { name: 'stress', kind: 'stress', value: COLUMN.stress, missing: COLUMN.stressMissing },
  { name: 'pressure', kind: 'pressure', value: COLUMN.pressure, missing: COLUMN.pressureMissing },
  { name: 'change', kind: 'pressure', value: COLUMN.change, missing: COLUMN.changeMissing },
  { name: 'flare', kind: 'flare', value: COLUMN.flare, missing: -1 },
];
/** Index of each feature in FEATURES by name. */
export const FEATURE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  FEATURES.map((feature, index) => [feature.name, index]),
);

/** 0 Sunday .. 6 Saturday of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function setMaybe(row: Float64Array, at: number, column: number, missing: number, value: number) {
  const known = !Number.isNaN(value);
  row[at + column] = known ? value : 0;
  row[at + missing] = known ? 0 : 1;
}

/**
 * Writes the raw row for a prediction of `targetDay` from slot `origin` into `row` at `at`.
 * `pressure` and `previousPressure` are the target day's and the day before's (hPa, NaN when
 * unknown). The origin must have a day with an entry at or before it.
 */
export function writeRow(
  timeline: Timeline,
  origin: number,
  targetDay: number,
  pressure: number,
  previousPressure: number,
  row: Float64Array,
  at = 0,
): void {
  const horizon = targetDay - (timeline.start + origin);
  row[at + COLUMN.intercept] = 1;
  row[at + COLUMN.lastPain] = timeline.lastPain[origin] as number;
  row[at + COLUMN.recentPain] = timeline.recentPain[origin] as number;
  const weekday = weekdayOfDay(targetDay);
  for (let w = 1; w <= 6; w += 1) row[at + COLUMN.weekday + w - 1] = weekday === w ? 1 : 0;
  const sleep = horizon === 1 ? timeline.lastSleep[origin] : timeline.recentSleep[origin];
  const stress = horizon === 1 ? timeline.lastStress[origin] : timeline.recentStress[origin];
  setMaybe(row, at, COLUMN.sleep, COLUMN.sleepMissing, sleep as number);
  setMaybe(row, at, COLUMN.stress, COLUMN.stressMissing, stress as number);
  setMaybe(row, at, COLUMN.pressure, COLUMN.pressureMissing, pressure - PRESSURE_CENTRE);
  setMaybe(row, at, COLUMN.change, COLUMN.changeMissing, pressure - previousPressure);
  row[at + COLUMN.flare] = timeline.flare[origin] as number;
}

/** The history's pressure on slot `slot`, NaN outside the timeline or without a reading. */
export function pressureAt(timeline: Timeline, slot: number): number {
  return slot >= 0 && slot < timeline.length ? (timeline.pressure[slot] as number) : Number.NaN;
}
