import type { AnalysisDay } from '../analysis/days';
import { dayNumber } from '../calendar';
import { round1, roundTo } from '../stats/numbers';
import type { DailyWeather } from '../weather';
import { weatherRiskLabel } from './risk';
import type { WeatherImpactDay, WeatherSensitivity } from './types';

/**
 * How this user's pain has followed the pressure: a least-squares fit of the day's pain on how
 * far the pressure was below the user's usual and how far it fell since the day before, over the
 * days with a reading whose day before has one too (both figures known). Needs 14 such days.
 * A forecast day's pain risk factor is then the points of pain the fit gives its pressure.
 */

export const SENSITIVITY_MIN_DAYS = 14;

export interface PressureDays {
  /** The user's mean pressure over every day with a reading, hPa. */
  usual: number;
  /** Per day with a reading and one the day before, oldest first. */
  days: number[];
  pains: number[];
  /** usual - pressure, hPa. */
  belowUsual: number[];
  /** previous day's pressure - pressure, hPa. */
  falls: number[];
}

const hasPressure = (day: AnalysisDay): day is AnalysisDay & { pressure: number } =>
  day.pressure !== null && Number.isFinite(day.pressure);

/** The days the fit reads, from `history` (oldest first, one per day); null without a reading. */
export function pressureDays(history: readonly AnalysisDay[]): PressureDays | null {
  let total = 0;
  let count = 0;
  for (const day of history) {
    if (!hasPressure(day)) continue;
    total += day.pressure;
    count += 1;
  }
  if (count === 0) return null;
  const usual = total / count;
  const found: PressureDays = { usual, days: [], pains: [], belowUsual: [], falls: [] };
  history.forEach((day, index) => {
    const previous = history[index - 1];
    if (!hasPressure(day) || previous === undefined || !hasPressure(previous)) return;
    if (previous.day !== day.day - 1) return;
    found.days.push(day.day);
    found.pains.push(day.pain);
    found.belowUsual.push(usual - day.pressure);
    found.falls.push(previous.pressure - day.pressure);
  });
  return found;
}

/** Least squares of pain on both figures with an intercept; null when they cannot be told apart. */
function fitTwo(xs: readonly number[], zs: readonly number[], ys: readonly number[]) {
  const n = ys.length;
  let mx = 0;
  let mz = 0;
  let my = 0;
  for (let i = 0; i < n; i += 1) {
    mx += xs[i] as number;
    mz += zs[i] as number;
    my += ys[i] as number;
  }
  mx /= n;
  mz /= n;
  my /= n;
  let sxx = 0;
  let szz = 0;
  let sxz = 0;
  let sxy = 0;
  let szy = 0;
  for (let i = 0; i < n; i += 1) {
    const x = (xs[i] as number) - mx;
    const z = (zs[i] as number) - mz;
    const y = (ys[i] as number) - my;
    sxx += x * x;
    szz += z * z;
    sxz += x * z;
    sxy += x * y;
    szy += z * y;
  }
  const determinant = sxx * szz - sxz * sxz;
  if (!(sxx > 1e-9 && szz > 1e-9 && determinant > 1e-9 * sxx * szz)) return null;
  return {
    perX: (szz * sxy - sxz * szy) / determinant,
    perZ: (sxx * szy - sxz * sxy) / determinant,
  };
}

export function weatherSensitivity(found: PressureDays | null): WeatherSensitivity | null {
  if (found === null || found.pains.length < SENSITIVITY_MIN_DAYS) return null;
  const fit = fitTwo(found.belowUsual, found.falls, found.pains);
  if (fit === null) return null;
  return {
    perHpaBelowUsual: roundTo(fit.perX, 3),
    perHpaFall: roundTo(fit.perZ, 3),
    usualPressure: round1(found.usual),
    n: found.pains.length,
  };
}

/**
 * Points of pain the sensitivity gives a day's pressure, 2 decimals; 0 without a sensitivity or
 * a pressure, and without the fall term when the day before's pressure is unknown.
 */
export function painRiskFactor(
  sensitivity: WeatherSensitivity | null,
  pressure: number | null,
  previousPressure: number | null,
): number {
  if (sensitivity === null || pressure === null || !Number.isFinite(pressure)) return 0;
  let factor = sensitivity.perHpaBelowUsual * (sensitivity.usualPressure - pressure);
  if (previousPressure !== null && Number.isFinite(previousPressure)) {
    factor += sensitivity.perHpaFall * (previousPressure - pressure);
  }
  return roundTo(factor, 2);
}

/**
 * One risk per forecast day, in date order. Each day's "day before" is the forecast day before
 * it; the first day's is the last reading in `history` before that day, if any.
 */
export function weatherImpact(
  forecast: readonly DailyWeather[],
  sensitivity: WeatherSensitivity | null,
  history: readonly AnalysisDay[],
): WeatherImpactDay[] {
  const sorted = [...forecast].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const firstDay = sorted.length > 0 ? dayNumber((sorted[0] as DailyWeather).date) : null;
  let previous: number | null = null;
  if (firstDay !== null) {
    for (const day of history) if (day.day < firstDay && hasPressure(day)) previous = day.pressure;
  }
  return sorted.map((day) => {
    const painRisk = painRiskFactor(sensitivity, day.pressure, previous);
    previous = day.pressure;
    return { ...day, painRiskFactor: painRisk, label: weatherRiskLabel(painRisk) };
  });
}
