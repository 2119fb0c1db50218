import {
  isPlausible,
  READING_TYPE_INFO,
  type ReadingType,
  type SourcedReading,
} from '../reading-types';
import { toCanonical } from '../units';
import { parseAppleDate } from './apple-dates';
import { RECORD_KINDS, SLEEP_VALUES } from './health-kit-types';

/**
 * One top-level Record of an export as a Cairn reading, or why it is not one: `ignored` (a
 * type Cairn does not keep, or an awake period), `skipped` (a kept type whose value, unit or
 * dates cannot be read, or whose value cannot be real), `passed` (half of a blood pressure,
 * read from its Correlation instead).
 */
export type RecordOutcome = SourcedReading | 'ignored' | 'skipped' | 'passed';

export type Attributes = Readonly<Record<string, string | undefined>>;

const MS_PER_MINUTE = 60_000;

/** Apple writes plain decimals ("72", "0.97", "98.6"); anything else is not a value. */
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

export function parseDecimal(text: string | undefined): number | null {
  return text !== undefined && PLAIN_DECIMAL.test(text) ? Number(text) : null;
}

export function readRecord(attributes: Attributes): RecordOutcome {
  const kind = RECORD_KINDS.get(attributes.type ?? '');
  if (kind === undefined) return 'ignored';
  if (kind.kind === 'blood_pressure_half') return 'passed';
  const source = attributes.sourceName;
  const start = parseAppleDate(attributes.startDate);
  if (!source || start === null) return 'skipped';
  return kind.kind === 'sleep'
    ? readSleep(attributes, source, start)
    : readQuantity(kind.type, kind.fractionPercent, attributes, source, start);
}

function readQuantity(
  type: ReadingType,
  fractionPercent: boolean,
  attributes: Attributes,
  source: string,
  start: number,
): RecordOutcome {
  const raw = parseDecimal(attributes.value);
  // A quantity always carries its unit; without one "0.97" could be a fraction or a percent.
  if (raw === null || attributes.unit === undefined) return 'skipped';
  const unit = fractionPercent && attributes.unit === '%' ? 'fraction' : attributes.unit;
  const value = toCanonical(type, raw, unit);
  if (value === null || !isPlausible(type, value, null)) return 'skipped';
  let end: number | null = null;
  if (READING_TYPE_INFO[type].interval) {
    end = parseAppleDate(attributes.endDate);
    if (end === null || end < start) return 'skipped';
  }
  return { type, start, end, value, value2: null, context: '', quality: null, source };
}

function readSleep(attributes: Attributes, source: string, start: number): RecordOutcome {
  const sleep = SLEEP_VALUES.get(attributes.value ?? '');
  if (sleep === 'awake') return 'ignored';
  const end = parseAppleDate(attributes.endDate);
  if (sleep === undefined || end === null || end < start) return 'skipped';
  const minutes = (end - start) / MS_PER_MINUTE;
  if (!isPlausible(sleep.type, minutes, null)) return 'skipped';
  return {
    type: sleep.type,
    start,
    end,
    value: minutes,
    value2: null,
    context: sleep.type === 'sleep' ? sleep.stage : '',
    quality: null,
    source,
  };
}

/** A systolic or diastolic Record inside a blood pressure Correlation. */
export interface PressureHalf {
  value: string | undefined;
  unit: string | undefined;
}

function pressure(half: PressureHalf | null): number | null {
  if (half === null) return null;
  const raw = parseDecimal(half.value);
  return raw === null ? null : toCanonical('blood_pressure', raw, half.unit ?? 'mmHg');
}

/**
 * A blood pressure Correlation as one reading at the Correlation's start, or `skipped` when a
 * half is missing or unreadable, or the pair cannot be real (diastolic at or above systolic).
 */
export function readBloodPressure(
  correlation: Attributes,
  systolic: PressureHalf | null,
  diastolic: PressureHalf | null,
): SourcedReading | 'skipped' {
  const source = correlation.sourceName;
  const start = parseAppleDate(correlation.startDate);
  const value = pressure(systolic);
  const value2 = pressure(diastolic);
  if (!source || start === null || value === null || value2 === null) return 'skipped';
  if (!isPlausible('blood_pressure', value, value2)) return 'skipped';
  return {
    type: 'blood_pressure',
    start,
    end: null,
    value,
    value2,
    context: '',
    quality: null,
    source,
  };
}
