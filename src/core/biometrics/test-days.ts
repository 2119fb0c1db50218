import { addDays } from '../calendar';
import { ANALYSIS_TODAY } from '../test-support/analysis-input';
import type { DailyAggregate } from './daily-values';
import type { ReadingType } from './reading-types';

/** Test helpers: daily summary rows for the biometrics statistics, ending on ANALYSIS_TODAY. */

export interface TestDevice {
  id: string;
  name: string;
}

export const WATCH: TestDevice = { id: 'watch', name: "Jane's Apple Watch" };
export const PHONE: TestDevice = { id: 'phone', name: "Jane's iPhone" };

/** One reading's row: count 1, its value as sum, min and max. */
export function row(
  type: ReadingType,
  date: string,
  value: number,
  device: TestDevice = WATCH,
  extra: Partial<DailyAggregate> = {},
): DailyAggregate {
  return {
    deviceId: device.id,
    deviceName: device.name,
    type,
    date,
    count: 1,
    sum: value,
    min: value,
    max: value,
    sum2: null,
    ...extra,
  };
}

/** One row a day from `values`, oldest first, the last on `today`; null leaves a day out. */
export function dailyRows(
  type: ReadingType,
  values: readonly (number | null)[],
  device: TestDevice = WATCH,
  today = ANALYSIS_TODAY,
): DailyAggregate[] {
  return values.flatMap((value, index) =>
    value === null ? [] : [row(type, addDays(today, index - values.length + 1), value, device)],
  );
}
