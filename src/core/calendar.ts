/** Calendar dates as the journal stores them: the user's local date, yyyy-MM-dd. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MS_PER_DAY = 24 * 60 * 60 * 1000;

const ZERO = 48; // '0'
const DASH = 45; // '-'

/** The value of the `count` ASCII digits of `text` from `at`, or -1 when one is not a digit. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let index = at; index < at + count; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days since 1970-01-01 of a valid proleptic Gregorian date (H. Hinnant's days_from_civil):
 * the year counted from March, so that the leap day ends it, in 400-year eras of 146,097 days.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * Days since 1970-01-01 for a real yyyy-MM-dd date, or null when it is not one (2026-02-30).
 *
 * Read digit by digit rather than with a regular expression and a Date: the calculations call
 * this for every entry, several times over, and ten years of entries made it the largest single
 * cost of the insights and reports (decision 0031). The answers are those of the Date version
 * (calendar.test.ts compares them): years 0000 to 0099 are not dates, as Date.UTC reads them as
 * 1900 to 1999 and the check then failed.
 */
export function dayNumber(date: string): number | null {
  // Anything but a string is read as the regular expression reads it (its text), as before.
  const text = typeof date === 'string' ? date : DATE_PATTERN.exec(date)?.[0];
  if (text === undefined || text.length !== 10) return null;
  if (text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return daysFromCivil(year, month, day);
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
