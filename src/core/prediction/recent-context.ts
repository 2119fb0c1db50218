import type { DayPoint } from '../day-points';
import { HIGH_STRESS_FROM } from '../insights/stress';
import { POOR_SLEEP_BELOW } from '../insights/sleep-correlation';
import { LOW_PRESSURE_BELOW, weatherInsight } from '../insights/weather';
import { atLeast, format1, mean, roundTo } from '../stats/numbers';

/**
 * The context behind a prediction, read from the most recent days only: the last 7 days with
 * entries (among the 14 the prediction uses). Each factor is 0 to 1, higher meaning more risk,
 * rounded to 2 decimals, and null when none of those days has the data:
 *
 * - stressFactor: mean stress level / 10.
 * - sleepFactor: 1 - mean sleep quality / 10 (poor sleep gives a high factor).
 * - weatherFactor: the share of days with a pressure reading that had low pressure (< 1010).
 *
 * Risk factors are plain statements of the same data, each paired with a preventive action:
 * high stress (mean 7 or more, the insights' "high stress"), poor sleep (mean under 5, the
 * report's "poor"), low pressure on at least half the recent readings but only for a user whose
 * own low-pressure days are worse (the weather insight holds), and pain rising (the last 3 days
 * at least 0.5 above the 14-day mean, the insights' trend threshold).
 */

/** How many of the most recent days the factors read. */
export const FACTOR_WINDOW = 7;
export const RISING_PAIN_MIN = 0.5;

export interface RecentContext {
  stressFactor: number | null;
  sleepFactor: number | null;
  weatherFactor: number | null;
  riskFactors: string[];
  preventiveActions: string[];
}

const factor = (value: number | null) => (value === null ? null : roundTo(value, 2));

function values(points: readonly DayPoint[], read: (point: DayPoint) => number | null): number[] {
  const found: number[] = [];
  for (const point of points) {
    const value = read(point);
    if (value !== null) found.push(value);
  }
  return found;
}

/**
 * @param history every day up to today, oldest first (for the user's own weather pattern)
 * @param window the prediction's last 14 days, oldest first
 */
export function recentContext(
  history: readonly DayPoint[],
  window: readonly DayPoint[],
  recentAverage: number,
  windowAverage: number,
): RecentContext {
  const recent = window.slice(-FACTOR_WINDOW);
  const stress = mean(values(recent, (point) => point.stressLevel));
  const sleep = mean(values(recent, (point) => point.sleepQuality));
  const pressures = values(recent, (point) => point.pressure);
  const lowDays = pressures.filter((pressure) => pressure < LOW_PRESSURE_BELOW).length;
  const lowShare = pressures.length > 0 ? lowDays / pressures.length : null;

  const riskFactors: string[] = [];
  const preventiveActions: string[] = [];
  if (stress !== null && stress >= HIGH_STRESS_FROM) {
    riskFactors.push(`High stress recently (average ${format1(stress)} of 10)`);
    preventiveActions.push('Plan a breathing or relaxation exercise');
  }
  if (sleep !== null && sleep < POOR_SLEEP_BELOW) {
    riskFactors.push(`Poor sleep recently (average quality ${format1(sleep)} of 10)`);
    preventiveActions.push('Keep a regular bedtime and wind down early');
  }
  if (lowShare !== null && lowShare >= 0.5 && weatherInsight(history) !== null) {
    riskFactors.push(
      `Low pressure on ${lowDays} of your last ${pressures.length} readings, and your pain is higher on low-pressure days`,
    );
    preventiveActions.push('Pace your activities while the pressure stays low');
  }
  if (atLeast(recentAverage - windowAverage, RISING_PAIN_MIN)) {
    riskFactors.push(
      `Pain rising: your last 3 days averaged ${format1(recentAverage)}, against ${format1(windowAverage)} over 14 days`,
    );
    preventiveActions.push('Rest before pain builds and spread tasks through the day');
  }

  return {
    stressFactor: factor(stress === null ? null : stress / 10),
    sleepFactor: factor(sleep === null ? null : 1 - sleep / 10),
    weatherFactor: factor(lowShare),
    riskFactors,
    preventiveActions,
  };
}
