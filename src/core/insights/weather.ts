import type { DayPoint } from '../day-points';
import { above, atLeast, format1 } from '../stats/numbers';
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
  // One pass over the days, each mean summed in day order as `mean` sums: no arrays per rule.
  let days = 0;
  let lowDays = 0;
  let lowTotal = 0;
  let normalDays = 0;
  let normalTotal = 0;
  for (const point of points) {
    const pressure = point.pressure;
    if (pressure === null) continue;
    days += 1;
    if (pressure < LOW_PRESSURE_BELOW) {
      lowDays += 1;
      lowTotal += point.painLevel;
    } else if (pressure >= LOW_PRESSURE_BELOW) {
      normalDays += 1;
      normalTotal += point.painLevel;
    }
  }
  if (days < WEATHER_MIN_DAYS || lowDays === 0 || normalDays === 0) return null;
  const low = lowTotal / lowDays;
  const normal = normalTotal / normalDays;
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
      lowPressureDays: lowDays,
      days,
    },
  };
}
