import type { ParsedReading } from '../reading-types';
import { createBiometricCsvParser, type BiometricCsvStats, type CsvLayout } from './parser';

export interface ParsedCsv {
  readings: { line: number; reading: ParsedReading }[];
  errors: { line: number; message: string }[];
  layout: CsvLayout | null;
  stats: BiometricCsvStats;
}

/** Everything the CSV parser hands over for `chunks`, in order. */
export function parseCsv(chunks: Iterable<string> | string, timeZone = 'Europe/Berlin'): ParsedCsv {
  const result: Omit<ParsedCsv, 'layout' | 'stats'> = { readings: [], errors: [] };
  const parser = createBiometricCsvParser({
    timeZone,
    onReading: (reading, line) => result.readings.push({ line, reading }),
    onRowError: (line, message) => result.errors.push({ line, message }),
  });
  for (const chunk of typeof chunks === 'string' ? [chunks] : chunks) parser.write(chunk);
  parser.close();
  return { ...result, layout: parser.layout(), stats: parser.stats() };
}

/** A reading at a moment, with nothing optional filled. */
export function moment(
  type: ParsedReading['type'],
  iso: string,
  value: number,
  more: Partial<ParsedReading> = {},
): ParsedReading {
  return {
    type,
    start: Date.parse(iso),
    end: null,
    value,
    value2: null,
    context: '',
    quality: null,
    ...more,
  };
}
