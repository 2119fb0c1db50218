import type { ParsedReading, ReadingType } from '../reading-types';
import { toCanonical } from '../units';
import {
  numberCell,
  ok,
  outOfRange,
  plausible,
  pressureProblem,
  problem,
  unknownUnit,
  type Checked,
} from './cell-checks';
import type { Column, Columns } from './csv-layouts';
import { parseCsvTimestamp } from './csv-timestamps';
import { cellOf, failed, NOTHING, type RowReader } from './row-reader';

/**
 * Rows of a Withings Health Mate data export: weight.csv (one weigh-in a row; the other body
 * composition columns are not kept) and bp.csv (a blood pressure and the pulse the cuff took
 * with it). Dates are wall times where the person was, "2026-09-17 10:00:00", or in older
 * exports "2016-05-31 6:36 AM".
 */

function readDate(columns: Columns, cells: readonly string[], timeZone: string): Checked<number> {
  const name = columns.get('date')?.name ?? 'Date';
  const text = cellOf(columns, cells, 'date');
  const expected = 'expected a date and time such as 2026-09-17 10:00:00';
  if (text === '') return problem(`${name}: missing (${expected})`);
  const instant = parseCsvTimestamp(text, timeZone);
  return instant === null
    ? problem(`${name}: '${text}' is not a date and time (${expected})`)
    : ok(instant);
}

function moment(
  type: ReadingType,
  start: number,
  value: number,
  value2: number | null = null,
): ParsedReading {
  return { type, start, end: null, value, value2, context: '', quality: null };
}

export function createWithingsWeightReader(
  columns: Columns,
  weight: Column,
  unit: string,
  timeZone: string,
): RowReader {
  return (cells) => {
    const text = (cells[weight.index] ?? '').trim();
    // Withings writes a row for every body measure; a row without a weight is not a weigh-in.
    if (text === '') return NOTHING;
    const start = readDate(columns, cells, timeZone);
    if (!start.ok) return failed(start.message);
    const written = numberCell(weight.name, text, `a number in ${unit}`);
    if (!written.ok) return failed(written.message);
    const kg = toCanonical('weight', written.value, unit);
    if (kg === null) return failed(unknownUnit('weight', unit));
    if (!plausible('weight', kg)) {
      return failed(outOfRange(weight.name, 'weight', kg, { value: written.value, unit }));
    }
    return { readings: [moment('weight', start.value, kg)], error: null };
  };
}

export function createWithingsBloodPressureReader(columns: Columns, timeZone: string): RowReader {
  const name = (key: string, fallback: string) => columns.get(key)?.name ?? fallback;
  const systolicName = name('systolic', 'Systolic');
  const diastolicName = name('diastolic', 'Diastolic');
  const pulseName = name('heart rate', 'Heart rate');

  const pressure = (cells: readonly string[], start: number): Checked<ParsedReading | null> => {
    const systolicText = cellOf(columns, cells, 'systolic');
    const diastolicText = cellOf(columns, cells, 'diastolic');
    if (systolicText === '' && diastolicText === '') return ok(null);
    const systolic = numberCell(systolicName, systolicText, 'a number in mmHg');
    if (!systolic.ok) return systolic;
    const diastolic = numberCell(diastolicName, diastolicText, 'a number in mmHg');
    if (!diastolic.ok) return diastolic;
    const wrong = pressureProblem(systolicName, diastolicName, systolic.value, diastolic.value);
    return wrong === null
      ? ok(moment('blood_pressure', start, systolic.value, diastolic.value))
      : problem(wrong);
  };

  const pulse = (cells: readonly string[], start: number): Checked<ParsedReading | null> => {
    const text = cellOf(columns, cells, 'heart rate');
    if (text === '') return ok(null);
    const rate = numberCell(pulseName, text, 'a number in bpm');
    if (!rate.ok) return rate;
    return plausible('heart_rate', rate.value)
      ? ok(moment('heart_rate', start, rate.value))
      : problem(outOfRange(pulseName, 'heart_rate', rate.value));
  };

  return (cells) => {
    const filled = ['systolic', 'diastolic', 'heart rate'].some(
      (key) => cellOf(columns, cells, key) !== '',
    );
    if (!filled) return NOTHING;
    const start = readDate(columns, cells, timeZone);
    if (!start.ok) return failed(start.message);
    const readings: ParsedReading[] = [];
    let error: string | null = null;
    for (const part of [pressure(cells, start.value), pulse(cells, start.value)]) {
      if (!part.ok) error ??= part.message;
      else if (part.value !== null) readings.push(part.value);
    }
    return { readings, error };
  };
}
