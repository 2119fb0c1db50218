import type { DayPoint } from '../day-points';
import { above, atLeast, format1, mean } from '../stats/numbers';
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
  const withStress = points.filter(
    (point): point is DayPoint & { stressLevel: number } => point.stressLevel !== null,
  );
  if (withStress.length < STRESS_MIN_DAYS) return null;
  const stressed = withStress.filter((point) => point.stressLevel >= HIGH_STRESS_FROM);
  const high = mean(stressed.map((point) => point.painLevel));
  const other = mean(
    withStress.filter((point) => point.stressLevel < HIGH_STRESS_FROM).map((p) => p.painLevel),
  );
  if (high === null || other === null) return null;
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
      highStressDays: stressed.length,
      days: withStress.length,
    },
  };
}
