import type { AnalysisDay } from '../analysis/days';
import { factorEffects, SIGNIFICANCE } from '../analysis/effects';
import { SHORT_NIGHT_FACTOR, type YesNoFactor } from '../analysis/factors';
import type { FactorEffect } from '../analysis/types';
import { HIGH_STRESS_FROM } from '../insights/stress';
import { atLeast } from '../stats/numbers';
import { screenedQValues } from './screened-tests';

/**
 * Habits the user can act on before a hard day, over the last year's days with entries: a night
 * under 6 hours before the day, and a day of high stress (7 or more, the insights' "high
 * stress"). Each whose days averaged at least half a point more pain than the rest is tested as
 * the analysis tests a yes/no factor (analysis/effects.ts: seeded block permutation p-value),
 * with Benjamini-Hochberg q-values over both (an untested one counting with p = 1). A finding
 * is one with q < 0.05; the larger difference is returned, else null.
 */

export const HABIT_DAYS = 365;
export const HABIT_MIN_DIFFERENCE = 0.5;

export const HIGH_STRESS_FACTOR: YesNoFactor = {
  kind: 'yesno',
  id: 'highStress',
  name: `Stress ${HIGH_STRESS_FROM} or more`,
  group: 'stress',
  label: `stress at ${HIGH_STRESS_FROM} or more`,
  present: (day) => (day.stress === null ? null : day.stress >= HIGH_STRESS_FROM),
};

const HABITS = [
  { habit: 'sleep', factor: SHORT_NIGHT_FACTOR },
  { habit: 'stress', factor: HIGH_STRESS_FACTOR },
] as const;

export interface HabitFinding {
  habit: 'sleep' | 'stress';
  /** A yes/no effect: daysWith, meanWith and the rest are set. */
  effect: FactorEffect;
}

/** Mean pain on the days with the factor minus on those without (NaN without both). */
function difference(days: readonly AnalysisDay[], factor: YesNoFactor): number {
  let withSum = 0;
  let withCount = 0;
  let withoutSum = 0;
  let withoutCount = 0;
  for (const day of days) {
    const present = factor.present(day);
    if (present === true) {
      withSum += day.pain;
      withCount += 1;
    } else if (present === false) {
      withoutSum += day.pain;
      withoutCount += 1;
    }
  }
  if (withCount === 0 || withoutCount === 0) return Number.NaN;
  return withSum / withCount - withoutSum / withoutCount;
}

/** @param history oldest first, up to today */
export function habitFinding(
  history: readonly AnalysisDay[],
  todayDay: number,
): HabitFinding | null {
  const recent = history.filter((day) => day.day > todayDay - HABIT_DAYS);
  const screened = HABITS.filter(({ factor }) =>
    atLeast(difference(recent, factor), HABIT_MIN_DIFFERENCE),
  );
  if (screened.length === 0) return null;
  const effects = factorEffects(
    recent,
    new Map(),
    new Map(),
    [],
    screened.map(({ factor }) => factor),
  );
  const qValues = screenedQValues(
    effects.map((effect) => effect.pValue),
    HABITS.length,
  );
  let best: HabitFinding | null = null;
  effects.forEach((effect, index) => {
    const size = effect.difference ?? 0;
    if ((qValues[index] as number) >= SIGNIFICANCE || !atLeast(size, HABIT_MIN_DIFFERENCE)) return;
    if (best !== null && size <= (best.effect.difference ?? 0)) return;
    const habit = HABITS.find(({ factor }) => factor.name === effect.factor)?.habit ?? 'sleep';
    best = { habit, effect: { ...effect, qValue: qValues[index] as number } };
  });
  return best;
}
