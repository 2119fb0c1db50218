import { dateOfDay, dayNumber, isCalendarDate } from '../calendar';

/**
 * The report's period: `today` (the user's calendar date) and the `days - 1` days before it, the
 * same window as the analytics series (analytics-series.ts), so a 30-day report and the 30-day
 * chart count the same days. Entries dated after today are outside it.
 */
export interface ReportPeriod {
  start: string;
  end: string;
  days: number;
}

export function reportPeriod(today: string, days: number): ReportPeriod {
  const end = dayNumber(today);
  if (end === null) throw new Error(`today must be a calendar date (yyyy-MM-dd): ${today}`);
  if (!Number.isInteger(days) || days < 1) throw new Error(`days must be 1 or more: ${days}`);
  return { start: dateOfDay(end - days + 1), end: today, days };
}

/** The period of the same length just before `period` (for "compared with the month before"). */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const start = dayNumber(period.start) as number;
  return { start: dateOfDay(start - period.days), end: dateOfDay(start - 1), days: period.days };
}

/**
 * The entries dated inside `period`. yyyy-MM-dd text sorts like the dates it names, so the cheap
 * string test runs first and only dates inside are checked for being real.
 */
export function entriesInPeriod<T extends { date: string }>(
  entries: readonly T[],
  period: ReportPeriod,
): T[] {
  return entries.filter(
    (entry) =>
      typeof entry.date === 'string' &&
      entry.date >= period.start &&
      entry.date <= period.end &&
      isCalendarDate(entry.date),
  );
}

/**
 * How many entries of every kind fall in the last `days` days: the figure for the placeholder
 * shown before a report is generated ("N journal entries in this period").
 */
export function countEntriesInPeriod(
  entries: readonly { date: string }[],
  today: string,
  days: number,
): number {
  return entriesInPeriod(entries, reportPeriod(today, days)).length;
}
