import { formatAppleDate } from './apple-dates';
import { EXPORT_PROLOGUE } from './export-dtd';
import { BLOOD_PRESSURE_CORRELATION, DIASTOLIC, SYSTOLIC } from './health-kit-types';

/**
 * Writes an export.xml the way the Health app does, for tests, the browser test's upload and
 * the import benchmark: real exports are private and hundreds of megabytes.
 */

export interface ExportRecord {
  type: string;
  sourceName: string;
  /** Apple's HKDevice description, "<<HKDevice: 0x…>, name:…, manufacturer:…, …>". */
  device?: string;
  /** '' for category types (sleep), which Apple writes without a unit. */
  unit: string;
  value: string;
  start: number;
  end: number;
  /** minutes east of UTC for the written offset, e.g. -300 */
  offsetMinutes: number;
}

export interface ExportBloodPressure {
  kind: 'bloodPressure';
  sourceName: string;
  systolic: number;
  diastolic: number;
  start: number;
  offsetMinutes: number;
}

/** Text is handed over in pieces of about this many characters, like a file read in chunks. */
const CHUNK_LENGTH = 65_536;

const NEEDS_ESCAPE = /[&<>"\n\r\t]/;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};

/** An attribute value; line breaks and tabs as references so they survive normalisation. */
export function escapeAttribute(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(/[&<>"\n\r\t]/g, (c) => ESCAPES[c] ?? c) : value;
}

/** Apple writes the app's version as sourceVersion; for its own devices that is the software. */
function sourceVersion(device: string | undefined): string {
  const software = device === undefined ? null : /software:([^,>]+)/.exec(device);
  return software?.[1] === undefined ? '' : ` sourceVersion="${escapeAttribute(software[1])}"`;
}

function recordXml(record: ExportRecord, indent: string): string {
  const start = formatAppleDate(record.start, record.offsetMinutes);
  const end = formatAppleDate(record.end, record.offsetMinutes);
  const device = record.device === undefined ? '' : ` device="${escapeAttribute(record.device)}"`;
  const unit = record.unit === '' ? '' : ` unit="${escapeAttribute(record.unit)}"`;
  return (
    `${indent}<Record type="${escapeAttribute(record.type)}" sourceName="${escapeAttribute(record.sourceName)}"` +
    `${sourceVersion(record.device)}${device}${unit} creationDate="${end}" startDate="${start}"` +
    ` endDate="${end}" value="${escapeAttribute(record.value)}"/>\n`
  );
}

/**
 * A blood pressure as Apple writes it: the systolic and diastolic records at the top level, and
 * the Correlation that pairs them holding copies of both.
 */
function bloodPressureXml(pressure: ExportBloodPressure): string {
  const half = (type: string, value: number): ExportRecord => ({
    type,
    sourceName: pressure.sourceName,
    unit: 'mmHg',
    value: String(value),
    start: pressure.start,
    end: pressure.start,
    offsetMinutes: pressure.offsetMinutes,
  });
  const systolic = half(SYSTOLIC, pressure.systolic);
  const diastolic = half(DIASTOLIC, pressure.diastolic);
  const date = formatAppleDate(pressure.start, pressure.offsetMinutes);
  return (
    recordXml(systolic, ' ') +
    recordXml(diastolic, ' ') +
    ` <Correlation type="${BLOOD_PRESSURE_CORRELATION}" sourceName="${escapeAttribute(pressure.sourceName)}"` +
    ` creationDate="${date}" startDate="${date}" endDate="${date}">\n` +
    recordXml(systolic, '  ') +
    recordXml(diastolic, '  ') +
    ' </Correlation>\n'
  );
}

const ME =
  ' <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"' +
  ' HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet"' +
  ' HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>\n';

/**
 * The whole export.xml in chunks. The export date is written at the first item's offset (the
 * phone's zone when it exported), UTC when there are none.
 */
export function* appleHealthExportXml(
  records: Iterable<ExportRecord | ExportBloodPressure>,
  options: { exportDate?: number; locale?: string } = {},
): Generator<string> {
  const items = records[Symbol.iterator]();
  let next = items.next();
  const offset = next.done ? 0 : next.value.offsetMinutes;
  const exportDate = formatAppleDate(options.exportDate ?? Date.now(), offset);
  let buffer =
    `${EXPORT_PROLOGUE}<HealthData locale="${escapeAttribute(options.locale ?? 'en_US')}">\n` +
    ` <ExportDate value="${exportDate}"/>\n${ME}`;
  while (!next.done) {
    const item = next.value;
    buffer += 'kind' in item ? bloodPressureXml(item) : recordXml(item, ' ');
    if (buffer.length >= CHUNK_LENGTH) {
      yield buffer;
      buffer = '';
    }
    next = items.next();
  }
  yield `${buffer}</HealthData>\n`;
}

export { syntheticAppleHealthRecords } from './synthetic-records';
