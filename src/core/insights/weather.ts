import type { DayPoint } from '../day-points';
import { above, atLeast, format1, mean } from '../stats/numbers';
import type { Finding } from './insight';

/** Low pressure is below 1010 hPa. */
export const LOW_PRESSURE_BELOW = 1010;
export const WEATHER_MIN_DAYS = 5;
export const WEATHER_MIN_DIFFERENCE = 0.5;
export const WEATHER_HIGH_DIFFERENCE = 1.5;

/**
 * Pressure and pain: mean pain on low-pressure days minus the mean on the other days with a
 * pressure reading. Needs 5 days with pressure and both kinds of day; shown when low-pressure
 * days are at least 0.5 worse, high priority above 1.5.
 */
export function weatherInsight(points: readonly DayPoint[]): Finding | null {
  const withPressure = points.filter(
    (point): point is DayPoint & { pressure: number } => point.pressure !== null,
  );
  if (withPressure.length < WEATHER_MIN_DAYS) return null;
  const lowDays = withPressure.filter((point) => point.pressure < LOW_PRESSURE_BELOW);
  const low = mean(lowDays.map((point) => point.painLevel));
  const normal = mean(
    withPressure.filter((point) => point.pressure >= LOW_PRESSURE_BELOW).map((p) => p.painLevel),
  );
  if (low === null || normal === null) return null;
  const difference = low - normal;
  if (!atLeast(difference, WEATHER_MIN_DIFFERENCE)) return null;

  return {
    id: 'weather-pressure',
    type: 'pattern',
    category: 'weather',
    priority: above(difference, WEATHER_HIGH_DIFFERENCE) ? 'high' : 'medium',
    actionable: true,
    title: 'Low pressure days are harder',
    description:
      `Low pressure days (below ${LOW_PRESSURE_BELOW} hPa) average ${format1(low)} vs ` +
      `${format1(normal)} on other days. When pressure drops, plan a lighter day.`,
    data: {
      lowPressureAverage: low,
      otherAverage: normal,
      difference,
      lowPressureDays: lowDays.length,
      days: withPressure.length,
    },
  };
}
