import { isPlausible, READING_TYPE_INFO, type ReadingType } from '../reading-types';
import { acceptedUnits } from '../units';

/**
 * Reading one cell and saying what is wrong with it. Every message starts with the column as
 * the file names it and says what was expected, so a person can find and fix the cell:
 * "value: 'abc' is not a number".
 */

/** A decimal as people and spreadsheets write it: "72", "-3.5", ".5", "1e-7". */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

/** The outcome of reading a cell: its value, or the message for the person. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const problem = <T = never>(message: string): Checked<T> => ({ ok: false, message });

export function numberCell(column: string, text: string, expected: string): Checked<number> {
  if (text.trim() === '') return problem(`${column}: missing (expected ${expected})`);
  const value = parseNumber(text);
  return value === null ? problem(`${column}: '${text.trim()}' is not a number`) : ok(value);
}

function amount(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The canonical unit first, then the other spellings Cairn converts from. */
export function unitList(type: ReadingType): string {
  const canonical = READING_TYPE_INFO[type].unit;
  const others = acceptedUnits(type).filter((unit) => unit !== canonical.toLowerCase());
  return [canonical, ...others].join(', ');
}

export function unknownUnit(type: ReadingType, unit: string): string {
  const label = READING_TYPE_INFO[type].label.toLowerCase();
  return `unit: '${unit.trim()}' is not a unit for ${label} (${unitList(type)})`;
}

/**
 * "value: Heart rate must be 20 to 300 bpm"; when the cell was in another unit, the converted
 * value too, since a wrong unit is the usual cause ("(98.6 °C is 98.6 °C)" would not help,
 * "(150 lb is 68 kg)" does).
 */
export function outOfRange(
  column: string,
  type: ReadingType,
  converted: number,
  written?: { value: number; unit: string },
): string {
  const info = READING_TYPE_INFO[type];
  const { min, max } = info.plausible;
  const base = `${column}: ${info.label} must be ${amount(min)} to ${amount(max)} ${info.unit}`;
  if (!written || written.unit.trim() === '' || written.value === converted) return base;
  return `${base} (${amount(written.value)} ${written.unit.trim()} is ${amount(converted)} ${info.unit})`;
}

/** Why a blood pressure cannot be real, naming the column at fault; null when it can be. */
export function pressureProblem(
  systolicColumn: string,
  diastolicColumn: string,
  systolic: number,
  diastolic: number,
): string | null {
  if (isPlausible('blood_pressure', systolic, diastolic)) return null;
  const info = READING_TYPE_INFO.blood_pressure;
  const first = info.plausible;
  const second = info.plausible2 ?? first;
  if (!(systolic >= first.min && systolic <= first.max)) {
    return outOfRange(systolicColumn, 'blood_pressure', systolic);
  }
  if (!(diastolic >= second.min && diastolic <= second.max)) {
    return `${diastolicColumn}: diastolic pressure must be ${amount(second.min)} to ${amount(second.max)} ${info.unit}`;
  }
  return `${diastolicColumn}: diastolic pressure must be below the systolic (${amount(systolic)} ${info.unit})`;
}

/** A plausibility check for a type without a second value. */
export function plausible(type: ReadingType, value: number): boolean {
  return isPlausible(type, value, null);
}
