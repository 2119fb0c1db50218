import type { ParsedReading } from './reading-types';

/** A day's readings of one kind from one device, as the daily summary keeps them. */
export interface SummaryTotals {
  count: number;
  sum: number;
  min: number;
  max: number;
  /** Blood pressure's diastolic values added up; null for every other kind. */
  sum2: number | null;
}

/** The totals of one reading. */
export function totalsOf(reading: Pick<ParsedReading, 'value' | 'value2'>): SummaryTotals {
  const { value, value2 } = reading;
  return { count: 1, sum: value, min: value, max: value, sum2: value2 };
}

/** Adds a reading to a day's totals, in place. */
export function addReading(
  totals: SummaryTotals,
  reading: Pick<ParsedReading, 'value' | 'value2'>,
): void {
  totals.count += 1;
  totals.sum += reading.value;
  totals.min = Math.min(totals.min, reading.value);
  totals.max = Math.max(totals.max, reading.value);
  if (reading.value2 !== null) totals.sum2 = (totals.sum2 ?? 0) + reading.value2;
}
