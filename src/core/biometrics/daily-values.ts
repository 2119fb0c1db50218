import { READING_TYPE_INFO, type ReadingType } from './reading-types';

/**
 * One value per reading type and local date from the server's daily summary rows, as the
 * correlations and trends read them.
 *
 * Levels (heart rate, weight) are averaged over every reading of every device that day. Amounts
 * (steps, minutes asleep) are not added up across devices: a phone and a watch worn together
 * both count the same steps and the same night, so the day's amount is the device that counted
 * the most, which is also the one worn the longest.
 */

/** One row of the server's daily summary table: one device, type and local date. */
export interface DailyAggregate {
  deviceId: string;
  deviceName: string;
  type: ReadingType;
  date: string;
  count: number;
  sum: number;
  min: number;
  max: number;
  /** sum of diastolic values, blood pressure only */
  sum2: number | null;
}

export interface DailyValue {
  value: number;
  value2: number | null;
  min: number;
  max: number;
  count: number;
  /** device names that contributed */
  sources: string[];
}

const MINUTES_PER_HOUR = 60;

// Rows in one fixed order, so that sums come out to the same last bit whatever order the
// database returned them in (a rank correlation can tell 62 from 62.00000000000001).
function inFixedOrder(rows: readonly DailyAggregate[]): DailyAggregate[] {
  return [...rows].sort(
    (a, b) =>
      compare(a.deviceId, b.deviceId) ||
      compare(a.deviceName, b.deviceName) ||
      a.sum - b.sum ||
      a.count - b.count,
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const usable = (row: DailyAggregate) =>
  row.count > 0 && Number.isFinite(row.sum) && Number.isFinite(row.min) && Number.isFinite(row.max);

const sourcesOf = (rows: readonly DailyAggregate[]) =>
  [...new Set(rows.map((row) => row.deviceName))].sort(compare);

function meanOfDevices(rows: readonly DailyAggregate[]): DailyValue {
  let count = 0;
  let sum = 0;
  let count2 = 0;
  let sum2 = 0;
  for (const row of rows) {
    count += row.count;
    sum += row.sum;
    if (row.sum2 !== null && Number.isFinite(row.sum2)) {
      count2 += row.count;
      sum2 += row.sum2;
    }
  }
  return {
    value: sum / count,
    value2: count2 > 0 ? sum2 / count2 : null,
    min: Math.min(...rows.map((row) => row.min)),
    max: Math.max(...rows.map((row) => row.max)),
    count,
    sources: sourcesOf(rows),
  };
}

function largestDevice(rows: readonly DailyAggregate[]): DailyValue {
  // Ties go to the first in the fixed order, so the same rows always name the same device.
  let best = rows[0] as DailyAggregate;
  for (const row of rows) if (row.sum > best.sum) best = row;
  return {
    value: best.sum,
    value2: null,
    min: best.min,
    max: best.max,
    count: best.count,
    sources: [best.deviceName],
  };
}

/** Each type's value per local date. Rows without readings or with unreadable sums are skipped. */
export function dailyValues(
  aggregates: readonly DailyAggregate[],
): Map<ReadingType, Map<string, DailyValue>> {
  const grouped = new Map<ReadingType, Map<string, DailyAggregate[]>>();
  for (const row of inFixedOrder(aggregates.filter(usable))) {
    const byDate = grouped.get(row.type) ?? new Map<string, DailyAggregate[]>();
    grouped.set(row.type, byDate);
    byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  }
  const values = new Map<ReadingType, Map<string, DailyValue>>();
  for (const [type, byDate] of grouped) {
    const combine = READING_TYPE_INFO[type].daily === 'sum' ? largestDevice : meanOfDevices;
    const days = new Map<string, DailyValue>();
    for (const date of [...byDate.keys()].sort(compare)) {
      days.set(date, combine(byDate.get(date) as DailyAggregate[]));
    }
    values.set(type, days);
  }
  return values;
}

export interface NightSleep {
  hours: number;
  /** No device measured sleep that night: the hours are time in bed. */
  fromTimeInBed: boolean;
  sources: string[];
}

/**
 * Hours of sleep per night (keyed by the date the night ends), from 'sleep'; a night no device
 * measured sleep on falls back to 'time_in_bed'. Time in bed overstates sleep, but a night
 * known only that way still tells a short night from a long one.
 */
export function sleepHoursByDate(
  values: Map<ReadingType, Map<string, DailyValue>>,
): Map<string, NightSleep> {
  const asleep = values.get('sleep') ?? new Map<string, DailyValue>();
  const inBed = values.get('time_in_bed') ?? new Map<string, DailyValue>();
  const dates = [...new Set([...asleep.keys(), ...inBed.keys()])].sort(compare);
  const nights = new Map<string, NightSleep>();
  for (const date of dates) {
    const measured = asleep.get(date);
    const night = measured ?? (inBed.get(date) as DailyValue);
    nights.set(date, {
      hours: night.value / MINUTES_PER_HOUR,
      fromTimeInBed: measured === undefined,
      sources: night.sources,
    });
  }
  return nights;
}
