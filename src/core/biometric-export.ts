import type { ParsedReading, ReadingType } from './biometrics/reading-types';
import type { BiometricDevice, HealthAlert } from './biometrics/types';
import type { SummaryTotals } from './biometrics/summary-totals';

/**
 * Biometric Integration in the export file (docs/decisions/0007): devices, their raw readings,
 * their daily summaries and the health alerts raised. Readings are the one list that runs to
 * hundreds of thousands of items, so they and the summaries are written as positional tuples
 * grouped per device and type, not as objects: a heart rate costs about 20 bytes, and a year
 * of a watch's readings stays far inside the import's 20 MB.
 */

/**
 * A device as the person set it up. Never its token or the token's hash: a push device comes
 * back from an import disconnected, and Reconnect gives it a new token.
 */
export type ExportBiometricDevice = Pick<
  BiometricDevice,
  | 'id'
  | 'name'
  | 'type'
  | 'brand'
  | 'model'
  | 'connection'
  | 'sourceName'
  | 'isConnected'
  | 'batteryLevel'
  | 'lastSync'
  | 'dataTypes'
  | 'dataRetentionDays'
  | 'connectedAt'
  | 'disconnectedAt'
  | 'createdAt'
>;

/**
 * One raw reading: `[start, value, value2, end, context, quality]`.
 * - start: the moment measured (or an interval's start), in ms since the epoch;
 * - value: in the type's canonical unit (READING_TYPE_INFO);
 * - value2: the diastolic pressure of a blood pressure, else null;
 * - end: an interval's end (sleep, time in bed, steps) in ms since the epoch, else null;
 * - context: the sleep stage (SLEEP_STAGES), else null ('' reads the same);
 * - quality: the device's confidence 0-100, else null.
 * Empty items at the end are left out, so a heart rate is `[1767225600000,72]` and a night's
 * deep sleep `[1767225600000,95,null,1767231300000,"deep"]`.
 */
export type ExportReading = [
  start: number,
  value: number,
  value2?: number | null,
  end?: number | null,
  context?: string | null,
  quality?: number | null,
];

/** The most items a reading tuple has. */
export const READING_TUPLE_ITEMS = 6;

/** One device's readings of one type, oldest first. */
export interface ExportReadingSeries {
  deviceId: string;
  type: ReadingType;
  readings: ExportReading[];
}

/**
 * One local date's summary of a device's readings of one type: `[date, count, sum, min, max,
 * sum2]`, sum2 (the diastolic sum of blood pressures) left out when there is none. Summaries
 * outlive raw readings (a device's dataRetentionDays), so they are exported on their own.
 */
export type ExportDailySummary = [
  date: string,
  count: number,
  sum: number,
  min: number,
  max: number,
  sum2?: number | null,
];

export interface ExportDailySeries {
  deviceId: string;
  type: ReadingType;
  days: ExportDailySummary[];
}

/** An alert as the API shows it (without the device's name), with its rule and day. */
export type ExportHealthAlert = Omit<HealthAlert, 'deviceName'> & {
  /** The rule that raised it (alerts.ts): one alert per device, rule and day. */
  rule: string;
  /** The person's local date it counts on. */
  date: string;
  resolvedAt: string | null;
};

type ReadingFields = Omit<ParsedReading, 'type'>;

/** The compact form of a reading, trailing empty items left out. */
export function readingTuple(reading: ReadingFields): ExportReading {
  const items: (number | string | null)[] = [
    reading.start,
    reading.value,
    reading.value2,
    reading.end,
    reading.context === '' ? null : reading.context,
    reading.quality,
  ];
  while (items.length > 2 && items[items.length - 1] === null) items.pop();
  return items as ExportReading;
}

/** A tuple read back (after the import schema checked it). */
export function readingOfTuple(type: ReadingType, tuple: ExportReading): ParsedReading {
  return {
    type,
    start: tuple[0],
    value: tuple[1],
    value2: tuple[2] ?? null,
    end: tuple[3] ?? null,
    context: tuple[4] ?? '',
    quality: tuple[5] ?? null,
  };
}

export interface DailySummaryFields extends SummaryTotals {
  date: string;
}

export function dailyTuple(day: DailySummaryFields): ExportDailySummary {
  const { date, count, sum, min, max, sum2 } = day;
  return sum2 === null ? [date, count, sum, min, max] : [date, count, sum, min, max, sum2];
}

export function dailyOfTuple(tuple: ExportDailySummary): DailySummaryFields {
  const [date, count, sum, min, max, sum2] = tuple;
  return { date, count, sum, min, max, sum2: sum2 ?? null };
}
