import { addDays, isCalendarDate } from '@core/calendar';
import { dateIn } from '@core/provider-portal/last-activity';
import { formatDate } from '@core/report/words';
import { formatShortDate } from '@client/lib/dates';
import { todayIn } from '@client/lib/today';

/* Dates in the person's words, on their own calendar (the browser's time zone). */

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function researchToday(timeZone = browserTimeZone()): string {
  return todayIn(timeZone);
}

/** The calendar day of a stored date (as it is) or of an instant (in `timeZone`). */
export function dayOf(value: string, timeZone = browserTimeZone()): string {
  if (isCalendarDate(value)) return value;
  try {
    return dateIn(value, timeZone);
  } catch {
    return value;
  }
}

/** "5 Jan 2026" for a yyyy-MM-dd date or an instant. */
export function formatDay(value: string, timeZone = browserTimeZone()): string {
  const day = dayOf(value, timeZone);
  return formatDate(day) ?? value;
}

/** "Today", "Tomorrow", or "Thu, Mar 5" for a date to come. */
export function formatUpcoming(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatShortDate(date);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 2026" (long) or "Mar" (short) for a yyyy-MM month. */
export function formatMonth(month: string, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) return month;
  return style === 'long' ? `${name} ${match[1]}` : name.slice(0, 3);
}

const NUMBER = new Intl.NumberFormat('en-US');

/** "1,234". */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** "1 week", "3 weeks". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** "$50" or "$12.50". */
export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** "Robin Smith", else the e-mail address: the name on a certificate. */
export function personName(
  user: { firstName: string | null; lastName: string | null; email: string } | null | undefined,
): string {
  if (!user) return '';
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
