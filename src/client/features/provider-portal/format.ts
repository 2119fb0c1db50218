import { dateIn } from '@core/provider-portal/last-activity';
import { formatDate, formatRange } from '@core/report/words';
import { formatLoggedAt } from '@client/lib/dates';
import { todayIn } from '@client/lib/today';

/** The browser's time zone: the portal's dates are the patient's own calendar days. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function portalToday(timeZone = browserTimeZone()): string {
  return todayIn(timeZone);
}

/** "5 Jan 2026" for an instant, on the patient's calendar. */
export function formatDay(instant: string, timeZone = browserTimeZone()): string {
  try {
    const day = dateIn(instant, timeZone);
    return formatDate(day) ?? day;
  } catch {
    return instant;
  }
}

/** "Jan 5, 2026, 9:14 AM" for an instant, in the patient's time zone. */
export function formatDateTime(instant: string, timeZone = browserTimeZone()): string {
  return formatLoggedAt(instant, timeZone) || instant;
}

/** "5 Jan 2026" for a stored yyyy-MM-dd date, as it is. */
export function formatCalendarDay(date: string): string {
  return formatDate(date) ?? date;
}

export function formatPeriod(range: { start: string; end: string }): string {
  return formatRange(range.start, range.end);
}
