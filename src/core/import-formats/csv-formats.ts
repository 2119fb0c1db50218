import { BEARABLE_CSV } from './bearable-csv';
import { CAIRN_CSV } from './cairn-csv';
import { CRISISCORE_CSV } from './crisiscore-csv';
import { FLAREDOWN_CSV } from './flaredown-csv';
import { GENERIC_CSV } from './generic-csv';
import type { CsvFormat } from './types';

export { GENERIC_CSV };

/**
 * The CSV files Cairn knows by their header, most specific first. A file none of them claims
 * is read by GENERIC_CSV, with the columns the person maps.
 */
export const CSV_FORMATS: readonly CsvFormat[] = [
  CAIRN_CSV,
  CRISISCORE_CSV,
  BEARABLE_CSV,
  FLAREDOWN_CSV,
];

/**
 * The format a header row is from, or null for an unknown CSV (the generic reader with a
 * mapping). Names are compared without case, surrounding spaces or a byte order mark.
 */
export function detectCsvFormat(header: readonly string[]): CsvFormat | null {
  return CSV_FORMATS.find((format) => format.matches(header)) ?? null;
}

/** A format by its id, the generic one included (an import names the format its preview found). */
export function csvFormatById(id: string): CsvFormat | null {
  return [...CSV_FORMATS, GENERIC_CSV].find((format) => format.id === id) ?? null;
}
