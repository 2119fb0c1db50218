/** Calendar dates as the journal stores them: the user's local date, yyyy-MM-dd. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 for a real yyyy-MM-dd date, or null when it is not one (2026-02-30). */
export function dayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return time / MS_PER_DAY;
}

export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** The yyyy-MM-dd date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a calendar date: ${date}`);
  return dateOfDay(day + days);
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayIndex(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a calendar date: ${date}`);
  return new Date(day * MS_PER_DAY).getUTCDay();
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
