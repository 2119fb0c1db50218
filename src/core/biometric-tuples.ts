import { READING_TUPLE_ITEMS } from './biometric-export';
import {
  isPlausible,
  READING_TYPE_INFO,
  SLEEP_STAGES,
  type ReadingType,
  type ReadingTypeInfo,
} from './biometrics/reading-types';
import { isCalendarDate } from './calendar';

/**
 * The checks of one reading or daily summary tuple of an import file (biometric-export.ts
 * describes both). A reading passes exactly when the push API would have stored it: a
 * plausible value in the canonical unit, an end only for intervals (required for nights), a
 * stage only for sleep.
 */

export interface TupleProblem {
  /** The tuple item at fault, or null for the tuple as a whole. */
  item: number | null;
  message: string;
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** Milliseconds since the epoch, from 1970 to 2200: any time a device could have measured. */
const LATEST_TIME = Date.UTC(2200, 0, 1);
const isTime = (value: unknown): value is number => isWhole(value, 0, LATEST_TIME);
const TIME_MESSAGE = 'must be a time in whole milliseconds since 1970';

const problem = (item: number | null, message: string): TupleProblem => ({ item, message });

const rangeOf = (info: ReadingTypeInfo, range = info.plausible) =>
  `${range.min} to ${range.max} ${info.unit}`;

const READING_SHAPE = `A reading must be a list [start, value, value2, end, context, quality] of 2 to ${READING_TUPLE_ITEMS} items`;

function valueProblem(type: ReadingType, value: unknown, value2: unknown): TupleProblem | null {
  const info = READING_TYPE_INFO[type];
  if (!isNumber(value)) return problem(1, 'value must be a number');
  if (value2 !== null && !isNumber(value2)) return problem(2, 'value2 must be a number or null');
  if (isPlausible(type, value, value2)) return null;
  if (value < info.plausible.min || value > info.plausible.max) {
    return problem(1, `${info.label} must be ${rangeOf(info)}`);
  }
  if (!info.plausible2) return problem(2, 'value2 is only for blood_pressure');
  return problem(
    2,
    value2 === null
      ? 'value2 (the diastolic) is required for blood_pressure'
      : `The diastolic must be ${rangeOf(info, info.plausible2)} and below the systolic`,
  );
}

function endProblem(type: ReadingType, start: number, end: unknown): TupleProblem | null {
  if (end === null) {
    return type === 'sleep' || type === 'time_in_bed'
      ? problem(3, `end is required for ${type}`)
      : null;
  }
  if (!isTime(end)) return problem(3, `end ${TIME_MESSAGE}`);
  if (!READING_TYPE_INFO[type].interval) return problem(3, `end is only for readings over a span`);
  return end < start ? problem(3, 'end must not be before start') : null;
}

export function checkReadingTuple(type: ReadingType, tuple: unknown): TupleProblem | null {
  if (!Array.isArray(tuple) || tuple.length < 2 || tuple.length > READING_TUPLE_ITEMS) {
    return problem(null, READING_SHAPE);
  }
  const [start, value, value2 = null, end = null, context = null, quality = null] =
    tuple as unknown[];
  if (!isTime(start)) return problem(0, `start ${TIME_MESSAGE}`);
  const found = valueProblem(type, value, value2) ?? endProblem(type, start, end);
  if (found) return found;
  if (context !== null && context !== '') {
    if (type !== 'sleep') return problem(4, 'context (a sleep stage) is only for sleep');
    if (!(SLEEP_STAGES as readonly unknown[]).includes(context)) {
      return problem(4, `context must be one of ${SLEEP_STAGES.join(', ')}`);
    }
  }
  return quality === null || isWhole(quality, 0, 100)
    ? null
    : problem(5, 'quality must be a whole number from 0 to 100');
}

/** Sums of many doubles differ from count × min in the last bits. */
const within = (value: number, low: number, high: number) => {
  const slack = 1e-9 * Math.max(1, Math.abs(low), Math.abs(high));
  return value >= low - slack && value <= high + slack;
};

/**
 * A day's summary is what a day of plausible readings adds up to: min and max in the type's
 * range, the sum between count × min and count × max, a diastolic sum only for blood pressure.
 */
export function checkDailyTuple(type: ReadingType, tuple: unknown): TupleProblem | null {
  if (!Array.isArray(tuple) || tuple.length < 5 || tuple.length > 6) {
    return problem(null, 'A daily summary must be a list [date, count, sum, min, max, sum2]');
  }
  const [date, count, sum, min, max, sum2 = null] = tuple as unknown[];
  const info = READING_TYPE_INFO[type];
  if (typeof date !== 'string' || !isCalendarDate(date)) {
    return problem(0, 'date must be a real calendar date in the form yyyy-MM-dd');
  }
  if (!isWhole(count, 1, Number.MAX_SAFE_INTEGER)) {
    return problem(1, 'count must be a whole number of readings, at least 1');
  }
  if (!isNumber(min) || min < info.plausible.min || min > info.plausible.max) {
    return problem(3, `min must be ${rangeOf(info)}`);
  }
  if (!isNumber(max) || max < min || max > info.plausible.max) {
    return problem(4, `max must be from min to ${info.plausible.max} ${info.unit}`);
  }
  if (!isNumber(sum) || !within(sum, count * min, count * max)) {
    return problem(2, 'sum must lie between count × min and count × max');
  }
  if (sum2 === null) return null;
  if (!info.plausible2) return problem(5, 'sum2 is only for blood_pressure');
  return isNumber(sum2) ? null : problem(5, 'sum2 must be a number or null');
}
