import type { DailyReadingSeries } from '@core/biometrics/types';

/**
 * The values' own range with a little room, so a heart rate between 58 and 66 fills the chart
 * instead of lying flat on a scale from zero. A single value gets a band around it.
 */
export function valueRange(series: DailyReadingSeries): {
  low: number;
  high: number;
  /** The lowest and highest values shown, labelled on the axis. */
  ticks: number[];
} {
  const values = series.days.flatMap((day) =>
    day.value2 === null ? [day.value] : [day.value, day.value2],
  );
  const min = Math.min(...values);
  const max = Math.max(...values);
  const room = max === min ? Math.max(1, Math.abs(max) * 0.05) : (max - min) * 0.1;
  return { low: min - room, high: max + room, ticks: max === min ? [min] : [min, max] };
}
