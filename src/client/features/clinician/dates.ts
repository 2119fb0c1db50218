import { dayNumber, MS_PER_DAY } from '@core/calendar';

const CALENDAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const INSTANT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 1, 2026" for a yyyy-MM-dd calendar date (the patient's day, never shifted). */
export function formatDay(date: string): string {
  const day = dayNumber(date);
  return day === null ? date : CALENDAR.format(new Date(day * MS_PER_DAY));
}

/** "Mar 1, 2026 to Mar 30, 2026". */
export const formatPeriod = (start: string, end: string): string =>
  `${formatDay(start)} to ${formatDay(end)}`;

/** "March 1, 2026" for an ISO instant, in the reader's own time zone. */
export function formatInstant(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : INSTANT.format(time);
}

/** "3 days", "1 day". */
export const countOf = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
