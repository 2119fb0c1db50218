import type { DayPoint } from '../day-points';
import { above, atLeast, format1 } from '../stats/numbers';
import type { Finding } from './insight';

/** High stress means a stress level of 7 or more. */
export const HIGH_STRESS_FROM = 7;
export const STRESS_MIN_DAYS = 5;
export const STRESS_MIN_DIFFERENCE = 1;
export const STRESS_HIGH_DIFFERENCE = 2;

/**
 * Stress and pain: mean pain on high-stress days minus the mean on the other days with stress
 * data. Needs 5 days with stress data and both kinds of day; shown when high-stress days are at
 * least 1 point worse, high priority above 2. Only this direction is reported: calmer days
 * hurting more is not a finding anyone can act on.
 */
export function stressInsight(points: readonly DayPoint[]): Finding | null {
  // One pass over the days, each mean summed in day order as `mean` sums: no arrays per rule.
  let days = 0;
  let stressedDays = 0;
  let stressedTotal = 0;
  let otherDays = 0;
  let otherTotal = 0;
  for (const point of points) {
    const level = point.stressLevel;
    if (level === null) continue;
    days += 1;
    if (level >= HIGH_STRESS_FROM) {
      stressedDays += 1;
      stressedTotal += point.painLevel;
    } else if (level < HIGH_STRESS_FROM) {
      otherDays += 1;
      otherTotal += point.painLevel;
    }
  }
  if (days < STRESS_MIN_DAYS || stressedDays === 0 || otherDays === 0) return null;
  const high = stressedTotal / stressedDays;
  const other = otherTotal / otherDays;
  const difference = high - other;
  if (!atLeast(difference, STRESS_MIN_DIFFERENCE)) return null;

  return {
    id: 'stress-impact',
    type: 'pattern',
    category: 'stress',
    priority: above(difference, STRESS_HIGH_DIFFERENCE) ? 'high' : 'medium',
    actionable: true,
    title: 'Stress raises your pain',
    description:
      `On high-stress days (${HIGH_STRESS_FROM} or more) your pain averaged ${format1(high)}, ` +
      `against ${format1(other)} on other days. A breathing or relaxation exercise on stressful ` +
      'days may help.',
    data: {
      highStressAverage: high,
      otherAverage: other,
      difference,
      highStressDays: stressedDays,
      days,
    },
  };
}
