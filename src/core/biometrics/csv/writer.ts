import { csvCell } from '../../csv';
import { READING_TYPE_INFO, type ParsedReading } from '../reading-types';

/**
 * Cairn's readings CSV, as the export streams it: one line per reading, times in UTC, values in
 * the canonical unit. The functions give lines without their line break, for the caller to
 * join (the parser reads LF and CRLF alike). The 'cairn' layout of the CSV parser reads the
 * file back to the same readings.
 * Cells go through csvCell, so a device named "=cmd" is written "'=cmd" and stays text in a
 * spreadsheet; the reader passes the device column over, so this changes no reading.
 */

export const READINGS_CSV_COLUMNS = [
  'timestamp',
  'type',
  'value',
  'unit',
  'end_timestamp',
  'diastolic',
  'stage',
  'quality',
  'device',
] as const;

/** The header line. */
export function readingsCsvHeader(): string {
  return READINGS_CSV_COLUMNS.join(',');
}

const iso = (instant: number) => new Date(instant).toISOString();

/** One reading as one line (a device name with a line break is quoted, as RFC 4180 allows). */
export function readingCsvLine(reading: ParsedReading & { device: string }): string {
  const cells = [
    iso(reading.start),
    reading.type,
    reading.value,
    READING_TYPE_INFO[reading.type].unit,
    reading.end === null ? null : iso(reading.end),
    reading.value2,
    reading.context,
    reading.quality,
    reading.device,
  ];
  return cells.map(csvCell).join(',');
}
