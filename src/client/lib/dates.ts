import { dayNumber, MS_PER_DAY } from '@core/calendar';

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Sun, Mar 1" for a stored yyyy-MM-dd date, where space is short (lists, chart axes). */
export function formatShortDate(date: string): string {
  const day = dayNumber(date);
  return day === null ? date : SHORT_DATE.format(new Date(day * MS_PER_DAY));
}

/**
 * "Sunday, March 1, 2026" for a stored yyyy-MM-dd date. The date is the user's calendar day,
 * so it is formatted as it is, never shifted through a time zone.
 */
export function formatEntryDate(date: string): string {
  const day = dayNumber(date);
  return day === null ? date : LONG_DATE.format(new Date(day * MS_PER_DAY));
}

/** "Mar 1, 2026, 9:14 AM" in the user's time zone, for when an entry was saved. */
export function formatLoggedAt(createdAt: string, timeZone: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(time);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(time);
  }
}
