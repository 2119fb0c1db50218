import { dateOfDay, dayNumber, MS_PER_DAY } from '../calendar';

/**
 * Date steps calendar.ts does not offer: calendar months (a study's length, monthly data
 * collection and the monthly chart all count by the calendar) and the days between two dates.
 */

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) throw new Error(`not calendar dates: ${from}, ${to}`);
  return end - start;
}

/** "2026-03" of "2026-03-14". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/**
 * `date` moved by whole calendar months, the day kept where the month has it and otherwise the
 * month's last day (31 January + 1 month is 28 or 29 February), as calendars and people count.
 */
export function addMonths(date: string, months: number): string {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a calendar date: ${date}`);
  const start = new Date(day * MS_PER_DAY);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay));
  return dateOfDay(target / MS_PER_DAY);
}

/** Whole calendar months from `start` to `end` (0 when `end` is less than a month later). */
export function wholeMonthsBetween(start: string, end: string): number {
  let months = 0;
  // A study lasts years at most, so stepping is cheap and keeps the end-of-month rule in one place.
  while (addMonths(start, months + 1) <= end) months += 1;
  return months;
}
