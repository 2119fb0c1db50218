import { READING_TYPE_INFO, READING_TYPES, type ReadingType } from '../reading-types';
import { toCanonical } from '../units';
import {
  numberCell,
  ok,
  outOfRange,
  parseNumber,
  plausible,
  pressureProblem,
  problem,
  unknownUnit,
  type Checked,
} from './cell-checks';
import type { Columns } from './csv-layouts';
import { parseCsvTimestamp, TIMESTAMP_EXAMPLES } from './csv-timestamps';
import { readingTypeByName, sleepStageByName } from './reading-type-names';
import { cellOf, failed, type RowReader } from './row-reader';

/**
 * Rows of Cairn's readings CSV, which is also the layout for files people write themselves:
 * timestamp, type, value, and optionally unit, end_timestamp, diastolic, stage, quality and
 * device (read past: the file is imported into one device).
 */

const MS_PER_MINUTE = 60_000;

function readTime(column: string, text: string, timeZone: string): Checked<number> {
  const expected = `expected a date and time such as ${TIMESTAMP_EXAMPLES}`;
  if (text === '') return problem(`${column}: missing (${expected})`);
  const instant = parseCsvTimestamp(text, timeZone);
  return instant === null
    ? problem(`${column}: '${text}' is not a date and time (${expected})`)
    : ok(instant);
}

const MISSING_TYPE = 'type: missing (expected a reading type such as heart_rate or weight)';

function readType(text: string): Checked<ReadingType> {
  if (text === '') return problem(MISSING_TYPE);
  const type = readingTypeByName(text);
  return type === null
    ? problem(`type: '${text}' is not a reading type (${READING_TYPES.join(', ')})`)
    : ok(type);
}

/** Sleep and time in bed need their end; steps may have one; other types are moments. */
function readEnd(
  type: ReadingType,
  text: string,
  start: number,
  timeZone: string,
): Checked<number | null> {
  const needsEnd = type === 'sleep' || type === 'time_in_bed';
  if (!READING_TYPE_INFO[type].interval) return ok(null);
  if (text === '') {
    const label = READING_TYPE_INFO[type].label.toLowerCase();
    return needsEnd
      ? problem(`end_timestamp: missing (expected when the ${label} ended)`)
      : ok(null);
  }
  const end = readTime('end_timestamp', text, timeZone);
  if (end.ok && end.value < start)
    return problem(`end_timestamp: '${text}' is before the timestamp`);
  return end;
}

interface Values {
  value: number;
  value2: number | null;
}

function readPressure(valueText: string, diastolicText: string, unit: string): Checked<Values> {
  let systolic: number | null;
  let diastolic: number | null;
  if (valueText.includes('/')) {
    const [first = '', second = '', ...rest] = valueText.split('/');
    systolic = parseNumber(first);
    diastolic = parseNumber(second);
    if (systolic === null || diastolic === null || rest.length > 0) {
      return problem(
        `value: '${valueText}' is not a blood pressure (expected systolic/diastolic such as 120/80)`,
      );
    }
  } else {
    const first = numberCell('value', valueText, 'a blood pressure such as 120/80');
    if (!first.ok) return first;
    const second = numberCell(
      'diastolic',
      diastolicText,
      'a number, or the value written as 120/80',
    );
    if (!second.ok) return second;
    systolic = first.value;
    diastolic = second.value;
  }
  const value = toCanonical('blood_pressure', systolic, unit);
  const value2 = toCanonical('blood_pressure', diastolic, unit);
  if (value === null || value2 === null) return problem(unknownUnit('blood_pressure', unit));
  const wrong = pressureProblem('value', 'diastolic', value, value2);
  return wrong === null ? ok({ value, value2 }) : problem(wrong);
}

function readValue(
  type: ReadingType,
  text: string,
  unit: string,
  span: number | null,
): Checked<Values> {
  const info = READING_TYPE_INFO[type];
  // An empty value of a night is its length.
  if (text === '' && span !== null && (type === 'sleep' || type === 'time_in_bed')) {
    const minutes = span / MS_PER_MINUTE;
    return plausible(type, minutes)
      ? ok({ value: minutes, value2: null })
      : problem(outOfRange('value', type, minutes));
  }
  const written = numberCell('value', text, `a number in ${info.unit}`);
  if (!written.ok) return written;
  const value = toCanonical(type, written.value, unit);
  if (value === null) return problem(unknownUnit(type, unit));
  return plausible(type, value)
    ? ok({ value, value2: null })
    : problem(outOfRange('value', type, value, { value: written.value, unit }));
}

function readQuality(text: string): Checked<number | null> {
  if (text === '') return ok(null);
  const quality = parseNumber(text);
  return quality === null || quality < 0 || quality > 100
    ? problem(`quality: '${text}' must be a number from 0 to 100`)
    : ok(quality);
}

function readStage(type: ReadingType, text: string): Checked<string> {
  if (type !== 'sleep') return ok('');
  const stage = sleepStageByName(text);
  return stage === null
    ? problem(`stage: '${text}' is not a sleep stage (asleep, core, deep, rem)`)
    : ok(stage);
}

export function createCairnRowReader(columns: Columns, timeZone: string): RowReader {
  return (cells) => {
    const cell = (key: string) => cellOf(columns, cells, key);
    const start = readTime('timestamp', cell('timestamp'), timeZone);
    if (!start.ok) return failed(start.message);
    const type = readType(cell('type'));
    if (!type.ok) return failed(type.message);
    const end = readEnd(type.value, cell('end timestamp'), start.value, timeZone);
    if (!end.ok) return failed(end.message);
    const unit = cell('unit');
    const values =
      type.value === 'blood_pressure'
        ? readPressure(cell('value'), cell('diastolic'), unit)
        : readValue(
            type.value,
            cell('value'),
            unit,
            end.value === null ? null : end.value - start.value,
          );
    if (!values.ok) return failed(values.message);
    const stage = readStage(type.value, cell('stage'));
    if (!stage.ok) return failed(stage.message);
    const quality = readQuality(cell('quality'));
    if (!quality.ok) return failed(quality.message);
    const reading = {
      type: type.value,
      start: start.value,
      end: end.value,
      value: values.value.value,
      value2: values.value.value2,
      context: stage.value,
      quality: quality.value,
    };
    return { readings: [reading], error: null };
  };
}
