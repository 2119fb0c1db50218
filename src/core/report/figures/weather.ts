import { LOW_PRESSURE_BELOW } from '../../insights/weather';
import { mean } from '../../stats/numbers';
import type { ReportDay } from '../report-days';

export { LOW_PRESSURE_BELOW };

export interface WeatherFigures {
  /** Days with a pressure reading (hPa). */
  days: number;
  averagePressure: number;
  /** Days below 1010 hPa, the insights' "low pressure". */
  lowPressureDays: number;
  painOnLowPressure: number | null;
  painOnOtherDays: number | null;
}

/** Pressure over the period; null when no day has a reading. */
export function weatherFigures(days: readonly ReportDay[]): WeatherFigures | null {
  const read = days.filter((day): day is ReportDay & { pressure: number } => day.pressure !== null);
  if (read.length === 0) return null;
  const low = read.filter((day) => day.pressure < LOW_PRESSURE_BELOW);
  const other = read.filter((day) => day.pressure >= LOW_PRESSURE_BELOW);
  return {
    days: read.length,
    averagePressure: mean(read.map((day) => day.pressure)) as number,
    lowPressureDays: low.length,
    painOnLowPressure: mean(low.map((day) => day.painLevel)),
    painOnOtherDays: mean(other.map((day) => day.painLevel)),
  };
}
