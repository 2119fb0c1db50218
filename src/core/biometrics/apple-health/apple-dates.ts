/**
 * Apple Health writes every date as "2024-01-05 08:31:00 -0500": the wall time where the
 * phone was, then that place's offset from UTC. A large export holds a million records with
 * two dates each, so the parser reads the 25 characters by hand instead of through Date's
 * string parsing (slower, and lenient about forms Apple never writes).
 */

const APPLE_DATE_LENGTH = 25;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const ZERO = 48;

/** The two decimal digits at `at`, or -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - ZERO;
  const ones = text.charCodeAt(at + 1) - ZERO;
  if (tens < 0 || tens > 9 || ones < 0 || ones > 9) return -1;
  return tens * 10 + ones;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil): plain
 * arithmetic, no Date object.
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100);
  return era * 146_097 + dayOfEra + dayOfYear - 719_468;
}

/**
 * Milliseconds since the epoch of "yyyy-MM-dd HH:mm:ss ±HHMM", or null for anything else
 * (another layout, a date that does not exist such as 2023-02-29, an offset past ±14:00).
 */
export function parseAppleDate(text: string | undefined): number | null {
  if (text === undefined || text.length !== APPLE_DATE_LENGTH) return null;
  if (
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 || // space
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(19) !== 32
  ) {
    return null;
  }
  const century = twoDigits(text, 0);
  const yearOfCentury = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  const offsetHours = twoDigits(text, 21);
  const offsetMinutes = twoDigits(text, 23);
  const sign = text.charCodeAt(20);
  if (
    century < 0 ||
    yearOfCentury < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59 ||
    offsetHours < 0 ||
    offsetMinutes < 0 ||
    offsetMinutes > 59 ||
    (sign !== 43 && sign !== 45) // + or -
  ) {
    return null;
  }
  const year = century * 100 + yearOfCentury;
  const offset = offsetHours * 60 + offsetMinutes;
  if (day > daysInMonth(year, month) || offset > 14 * 60) return null;
  const wallMinutes = hour * 60 + minute - (sign === 43 ? offset : -offset);
  return daysFromCivil(year, month, day) * MS_PER_DAY + wallMinutes * MS_PER_MINUTE + second * 1000;
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * `instant` the way Apple writes it, as the wall time at `offsetMinutes` east of UTC (whole
 * seconds; the milliseconds are dropped like Apple does).
 */
export function formatAppleDate(instant: number, offsetMinutes: number): string {
  const wall = new Date(instant + offsetMinutes * MS_PER_MINUTE);
  const offset = Math.abs(offsetMinutes);
  return (
    `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-` +
    `${pad2(wall.getUTCDate())} ${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:` +
    `${pad2(wall.getUTCSeconds())} ${offsetMinutes < 0 ? '-' : '+'}` +
    `${pad2(Math.floor(offset / 60))}${pad2(offset % 60)}`
  );
}
