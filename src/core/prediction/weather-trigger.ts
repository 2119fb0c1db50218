import { SIGNIFICANCE } from '../analysis/effects';
import { atLeast } from '../stats/numbers';
import { spearmanTest } from '../stats/permutation';
import { hashSeed } from '../stats/random';
import type { WeatherSensitivity } from './types';
import type { PressureDays } from './weather-sensitivity';
import { screenedQValues } from './screened-tests';

/**
 * Whether the weather is a trigger worth telling the user about: the fitted sensitivity gives at
 * least 0.3 point of pain for a typical move (a 6 hPa fall since the day before, or pressure
 * 10 hPa below the user's usual), and pain has risen with that figure beyond chance over the
 * last year's days: Spearman's rho with a seeded block permutation p-value, Benjamini-Hochberg
 * q-values over the two figures (one too small to report is not tested and counts with p = 1),
 * q < 0.05.
 */

export const TRIGGER_DAYS = 365;
export const TRIGGER_MIN_POINTS = 0.3;
/** A fall of this much in a day is a weather front (the demo data's "pressure drop"). */
export const TYPICAL_FALL_HPA = 6;
/** About one standard deviation of daily pressure in Europe. */
export const TYPICAL_BELOW_HPA = 10;
export const TRIGGER_SHUFFLES = 499;

export interface WeatherTrigger {
  kind: 'fall' | 'low';
  /** Points of pain the sensitivity gives the typical move. */
  points: number;
  hPa: number;
  rho: number;
  qValue: number;
  /** Days behind the test. */
  n: number;
}

export function weatherTrigger(
  found: PressureDays | null,
  sensitivity: WeatherSensitivity | null,
): WeatherTrigger | null {
  if (found === null || sensitivity === null) return null;
  const from = Math.max(0, found.pains.length - TRIGGER_DAYS);
  const pains = found.pains.slice(from);
  const candidates = [
    {
      kind: 'fall' as const,
      xs: found.falls,
      hPa: TYPICAL_FALL_HPA,
      per: sensitivity.perHpaFall,
    },
    {
      kind: 'low' as const,
      xs: found.belowUsual,
      hPa: TYPICAL_BELOW_HPA,
      per: sensitivity.perHpaBelowUsual,
    },
  ].filter((candidate) => atLeast(candidate.per * candidate.hPa, TRIGGER_MIN_POINTS));
  const tested = candidates.flatMap((candidate) => {
    const test = spearmanTest(
      candidate.xs.slice(from),
      pains,
      hashSeed(`prediction:pressure:${candidate.kind}`),
    );
    if (test === null) return [];
    test.run.extendTo(TRIGGER_SHUFFLES);
    return [{ ...candidate, rho: test.rho, p: test.run.pValue() }];
  });
  const qValues = screenedQValues(
    tested.map((candidate) => candidate.p),
    2,
  );
  let best: WeatherTrigger | null = null;
  tested.forEach((candidate, index) => {
    const points = candidate.per * candidate.hPa;
    const qValue = qValues[index] as number;
    if (qValue >= SIGNIFICANCE || candidate.rho <= 0) return;
    if (best !== null && points <= best.points) return;
    best = {
      kind: candidate.kind,
      points,
      hPa: candidate.hPa,
      rho: candidate.rho,
      qValue,
      n: pains.length,
    };
  });
  return best;
}
