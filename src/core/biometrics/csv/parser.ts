import type { ParsedReading } from '../reading-types';
import { createCairnRowReader } from './cairn-rows';
import { CsvFormatError } from './csv-format-error';
import { ACCEPTED_FILES, detectLayout, type CsvLayout, type DetectedLayout } from './csv-layouts';
import { createCsvTokenizer } from './csv-tokenizer';
import type { RowReader } from './row-reader';
import { createWithingsBloodPressureReader, createWithingsWeightReader } from './withings-rows';

/**
 * A CSV of readings, read as a stream: the header row names the layout, then every data row
 * gives its readings or one message about what is wrong with it (the import goes on; the person
 * sees which lines to fix). Only a file Cairn cannot read at all throws CsvFormatError.
 */

export { CsvFormatError } from './csv-format-error';
export type { CsvLayout } from './csv-layouts';

export interface BiometricCsvOptions {
  /** IANA zone; timestamps without an offset are wall times there. */
  timeZone: string;
  onReading(reading: ParsedReading, line: number): void;
  onRowError(line: number, message: string): void;
}

export interface BiometricCsvStats {
  /** Data rows, not counting the header and blank lines. */
  rows: number;
  readings: number;
  /** Rows that reported an error (a row may still have given a reading). */
  badRows: number;
}

function rowReader(detected: DetectedLayout, timeZone: string): RowReader {
  switch (detected.layout) {
    case 'cairn':
      return createCairnRowReader(detected.columns, timeZone);
    case 'withings_weight':
      return createWithingsWeightReader(detected.columns, detected.weight, detected.unit, timeZone);
    case 'withings_bp':
      return createWithingsBloodPressureReader(detected.columns, timeZone);
  }
}

/** Blank lines, and the ",,,," rows spreadsheets leave under a table. */
function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

export interface BiometricCsvParser {
  /** The next piece of the file's text; throws CsvFormatError when the header is unknown. */
  write(chunk: string): void;
  /** The end of the file; throws CsvFormatError for a file without a header. */
  close(): void;
  /** The layout the header named; null before it is read. */
  layout(): CsvLayout | null;
  stats(): BiometricCsvStats;
}

export function createBiometricCsvParser(options: BiometricCsvOptions): BiometricCsvParser {
  let layout: CsvLayout | null = null;
  let read: RowReader | null = null;
  const stats: BiometricCsvStats = { rows: 0, readings: 0, badRows: 0 };

  const tokenizer = createCsvTokenizer((cells, line, unclosedQuote) => {
    if (isBlank(cells) && !unclosedQuote) return;
    if (read === null) {
      const detected = detectLayout(cells);
      if (typeof detected === 'string') throw new CsvFormatError(detected);
      layout = detected.layout;
      read = rowReader(detected, options.timeZone);
      return;
    }
    stats.rows += 1;
    const result = unclosedQuote
      ? { readings: [], error: 'a quoted cell is never closed: a quote (") is missing' }
      : read(cells);
    for (const reading of result.readings) {
      stats.readings += 1;
      options.onReading(reading, line);
    }
    if (result.error !== null) {
      stats.badRows += 1;
      options.onRowError(line, result.error);
    }
  });

  return {
    write(chunk: string): void {
      tokenizer.write(chunk);
    },
    close(): void {
      tokenizer.close();
      if (read === null) throw new CsvFormatError(`This CSV file is empty. ${ACCEPTED_FILES}`);
    },
    layout(): CsvLayout | null {
      return layout;
    },
    stats(): BiometricCsvStats {
      return { ...stats };
    },
  };
}
