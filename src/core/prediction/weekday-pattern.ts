import type { AnalysisDay } from '../analysis/days';
import { factorEffects, SIGNIFICANCE } from '../analysis/effects';
import type { YesNoFactor } from '../analysis/factors';
import { WEEKDAY_NAMES } from '../calendar';
import { atLeast } from '../stats/numbers';
import { weekdayOfDay } from './features';
import { screenedQValues } from './screened-tests';

/**
 * Whether one weekday has been harder than the rest: over the days with entries of the last
 * year (at least 28 of them), each weekday at least half a point above the other days is a
 * yes/no factor tested as the analysis tests one (analysis/effects.ts: the difference in mean
 * pain, a seeded block permutation p-value), and Benjamini-Hochberg q-values are taken over all
 * seven weekdays, the ones too close to the rest to be worth testing counting with p = 1
 * (screened-tests.ts). The hardest weekday with q < 0.05 is the pattern; otherwise none.
 */

export const PATTERN_DAYS = 365;
export const PATTERN_MIN_DIFFERENCE = 0.5;
/** Four weeks of days with entries before a weekday is tested. */
export const PATTERN_MIN_DAYS = 28;

export interface WeekdayPattern {
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  name: string;
  /** Mean pain on that weekday minus on the other days, one decimal. */
  difference: number;
  /** Days of that weekday, and days in all, behind it. */
  count: number;
  n: number;
  qValue: number;
}

const WEEKDAY_FACTORS: readonly YesNoFactor[] = WEEKDAY_NAMES.map((name, weekday) => ({
  kind: 'yesno',
  id: `weekday:${weekday}`,
  name: `${name}s`,
  group: 'activity',
  label: `${name}s`,
  present: (day: AnalysisDay) => weekdayOfDay(day.day) === weekday,
}));

/** Mean pain on each weekday minus on the other days (NaN for a weekday never seen). */
function weekdayDifferences(days: readonly AnalysisDay[]): number[] {
  const sums = [0, 0, 0, 0, 0, 0, 0];
  const counts = [0, 0, 0, 0, 0, 0, 0];
  let total = 0;
  for (const day of days) {
    const weekday = weekdayOfDay(day.day);
    sums[weekday] = (sums[weekday] as number) + day.pain;
    counts[weekday] = (counts[weekday] as number) + 1;
    total += day.pain;
  }
  return sums.map((sum, weekday) => {
    const count = counts[weekday] as number;
    const others = days.length - count;
    return count === 0 || others === 0 ? Number.NaN : sum / count - (total - sum) / others;
  });
}

/** @param history oldest first, up to today */
export function weekdayPattern(
  history: readonly AnalysisDay[],
  todayDay: number,
): WeekdayPattern | null {
  const recent = history.filter((day) => day.day > todayDay - PATTERN_DAYS);
  if (recent.length < PATTERN_MIN_DAYS) return null;
  const differences = weekdayDifferences(recent);
  const candidates = WEEKDAY_FACTORS.filter((_, weekday) =>
    atLeast(differences[weekday] as number, PATTERN_MIN_DIFFERENCE),
  );
  if (candidates.length === 0) return null;
  const effects = factorEffects(recent, new Map(), new Map(), [], candidates);
  const qValues = screenedQValues(
    effects.map((effect) => effect.pValue),
    WEEKDAY_FACTORS.length,
  );
  let best: WeekdayPattern | null = null;
  effects.forEach((effect, index) => {
    const qValue = qValues[index] as number;
    const difference = effect.difference ?? 0;
    if (qValue >= SIGNIFICANCE || !atLeast(difference, PATTERN_MIN_DIFFERENCE)) return;
    if (best !== null && difference <= best.difference) return;
    const weekday = WEEKDAY_FACTORS.findIndex((factor) => factor.name === effect.factor);
    best = {
      weekday,
      name: WEEKDAY_NAMES[weekday] as string,
      difference,
      count: effect.daysWith ?? 0,
      n: effect.n,
      qValue,
    };
  });
  return best;
}
