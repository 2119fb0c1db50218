import type { ParsedReading } from '../reading-types';
import type { Columns } from './csv-layouts';

/**
 * What one data row gives: its readings, and the message for the person when something in it
 * could not be read. A Withings blood pressure row can give its heart rate and still report a
 * bad pressure, so both may be present.
 */
export interface RowResult {
  readings: ParsedReading[];
  error: string | null;
}

export type RowReader = (cells: readonly string[]) => RowResult;

export const NOTHING: RowResult = { readings: [], error: null };

export const failed = (error: string): RowResult => ({ readings: [], error });

/** The trimmed text of a named column in a row ('' when the file or the row lacks it). */
export function cellOf(columns: Columns, cells: readonly string[], key: string): string {
  const column = columns.get(key);
  return column === undefined ? '' : (cells[column.index] ?? '').trim();
}
