import { isCalendarDate } from '../calendar';
import { localDate, zonedInstant } from '../time-zone';
import type { DateOrder } from './types';

/**
 * Dates and times as other apps and spreadsheets write them, read into Cairn's: a calendar
 * date (yyyy-MM-dd) in the account's time zone, and the instant an entry was made. Dates and
 * times without an offset are wall-clock readings in the account's zone; an ISO date-time with
 * an offset (or Z) is an instant of its own, whose date is the day it was in that zone.
 */

/** What a date cell says: a local date (with the time it may carry), or an exact instant. */
export type DateReading =
  | { date: string; time: string | null; instant: null }
  | { date: null; time: null; instant: string };

/** Why a date cell could not be read, in words that fit "Row 4: ...". */
export type DateProblem = { problem: string };

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const NUMERIC_DATE = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})$/;
const MONTH_FIRST = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i;
const WEEKDAY_PREFIX = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;
const TRAILING_TIME = /^(.*\S)(?:,?\s+|T)(\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)$/i;
const TIME = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])?\.?(?:m\.?)?$/i;

const pad = (n: number) => String(n).padStart(2, '0');

function monthNumber(name: string): number | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  return index === -1 ? null : index + 1;
}

/** yyyy-MM-dd of the parts, or a problem naming the text when no such day exists. */
function calendarDay(year: number, month: number, day: number, text: string): string | DateProblem {
  const fullYear = year < 100 ? 2000 + year : year;
  const date = `${String(fullYear).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(date) ? date : { problem: `the date ${text} is not a real date` };
}

/**
 * Whether a date written with the year last is day-first or month-first: as the order says, or,
 * read with the year-first order, as the numbers allow (day-first when both could be).
 */
function yearLastOrder(first: number, second: number, order: DateOrder): 'dmy' | 'mdy' {
  if (order !== 'ymd') return order;
  return second > 12 && first <= 12 ? 'mdy' : 'dmy';
}

/** "08:30", "8:30 PM", "20:30:15", "8 am" -> "HH:mm" or "HH:mm:ss"; null when it is no time. */
export function parseTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const seconds = match[3] === undefined ? null : Number(match[3]);
  const half = match[4]?.toLowerCase();
  if (match[2] === undefined && !half) return null; // a bare number is not a time
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || (seconds !== null && seconds > 59)) return null;
  return `${pad(hours)}:${pad(minutes)}${seconds === null ? '' : `:${pad(seconds)}`}`;
}

function parseIso(match: RegExpExecArray, text: string): DateReading | DateProblem {
  const [, year, month, day, hours, minutes, seconds, fraction, offset] = match;
  const date = calendarDay(Number(year), Number(month), Number(day), text.slice(0, 10));
  if (typeof date !== 'string') return date;
  if (hours === undefined) return { date, time: null, instant: null };
  const time = parseTime(`${hours}:${minutes}${seconds === undefined ? '' : `:${seconds}`}`);
  if (time === null) return { problem: `the time in ${text} is not a real time` };
  if (offset === undefined) return { date, time, instant: null };
  const zone = offset.toUpperCase() === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const millis = (fraction ?? '').padEnd(3, '0').slice(0, 3);
  const instant = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}.${millis}${zone}`);
  if (Number.isNaN(instant.getTime())) return { problem: `the date ${text} is not a date` };
  return { date: null, time: null, instant: instant.toISOString() };
}

/** A date without its time: numeric in the given order, or with the month's name. */
function parseDay(text: string, order: DateOrder): string | DateProblem | null {
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const [, a, separator, b, c] = numeric as unknown as [string, string, string, string, string];
    const first = Number(a);
    const second = Number(b);
    const third = Number(c);
    if (a.length === 4) return calendarDay(first, second, third, text);
    if (c.length !== 4 && c.length !== 2) return null;
    // Dotted dates (14.03.2024) are day-first wherever they are written.
    const resolved = separator === '.' ? 'dmy' : yearLastOrder(first, second, order);
    return resolved === 'mdy'
      ? calendarDay(third, first, second, text)
      : calendarDay(third, second, first, text);
  }
  const named = text.replace(WEEKDAY_PREFIX, '');
  const monthFirst = MONTH_FIRST.exec(named);
  if (monthFirst) {
    const month = monthNumber(monthFirst[1] ?? '');
    return month === null
      ? null
      : calendarDay(Number(monthFirst[3]), month, Number(monthFirst[2]), text);
  }
  const dayFirst = DAY_FIRST.exec(named);
  if (dayFirst) {
    const month = monthNumber(dayFirst[2] ?? '');
    return month === null
      ? null
      : calendarDay(Number(dayFirst[3]), month, Number(dayFirst[1]), text);
  }
  return null;
}

/**
 * A date cell: "2024-03-14", "14/03/2024" or "03/14/2024" (by `order`), "14.03.2024",
 * "Mar 14, 2024", "14 March 2024", each maybe followed by a time, or an ISO date-time with or
 * without an offset.
 */
export function parseDate(text: string, order: DateOrder): DateReading | DateProblem {
  const value = text.trim();
  const iso = ISO_DATE_TIME.exec(value);
  if (iso) return parseIso(iso, value);
  const withTime = TRAILING_TIME.exec(value);
  const dayText = withTime?.[1] ?? value;
  const day = parseDay(dayText, order);
  if (day === null) {
    // Only the day part failing with a time present: read the whole as no date at all.
    return { problem: `the date ${JSON.stringify(value)} is not a date Cairn can read` };
  }
  if (typeof day !== 'string') return day;
  if (!withTime) return { date: day, time: null, instant: null };
  const time = parseTime(withTime[2] ?? '');
  if (time === null) return { problem: `the time in ${value} is not a real time` };
  return { date: day, time, instant: null };
}

export function isDateProblem(value: unknown): value is DateProblem {
  return typeof value === 'object' && value !== null && 'problem' in value;
}

/**
 * The instant of a local date and time in `timeZone`, as ISO text; 12:00 when there is no
 * time (Cairn's rule for a day without one). Seconds are kept.
 */
export function entryInstant(
  date: string,
  time: string | undefined | null,
  timeZone: string,
): string {
  const clock = time ?? '12:00';
  const seconds = clock.length > 5 ? Number(clock.slice(6, 8)) : 0;
  const instant = zonedInstant(date, clock.slice(0, 5), timeZone);
  return new Date(instant.getTime() + seconds * 1000).toISOString();
}

/** A row's day and moment: the local date in the account's zone and the instant it names. */
export interface RowMoment {
  date: string;
  instant: string;
  /** Whether the file gave a time (else the instant is 12:00 local). */
  timed: boolean;
}

/**
 * A row's date cell and its time cell (if the format has one) read together. A time cell is
 * used only when the date cell has no time of its own; an instant keeps its own time. Times
 * without an offset are the account zone's, or UTC for a format that writes UTC ('utc').
 */
export function readMoment(
  dateText: string | undefined,
  timeText: string | undefined,
  order: DateOrder,
  timeZone: string,
  clock: 'local' | 'utc' = 'local',
): RowMoment | DateProblem {
  if (!dateText?.trim()) return { problem: 'it has no date' };
  const reading = parseDate(dateText, order);
  if (isDateProblem(reading)) return reading;
  const inZone = (instant: string): RowMoment => ({
    date: localDate(new Date(instant), timeZone),
    instant,
    timed: true,
  });
  if (reading.instant !== null) return inZone(reading.instant);
  let time = reading.time;
  if (time === null && timeText?.trim()) {
    time = parseTime(timeText);
    if (time === null) {
      return { problem: `the time ${JSON.stringify(timeText.trim())} is not a time` };
    }
  }
  if (time !== null && clock === 'utc') {
    return inZone(entryInstant(reading.date, time, 'UTC'));
  }
  return {
    date: reading.date,
    instant: entryInstant(reading.date, time, timeZone),
    timed: time !== null,
  };
}
