import { localDate } from '@core/time-zone';

/**
 * Today's calendar date (yyyy-MM-dd) in the user's time zone, falling back to the browser's
 * when the stored zone is unknown to this browser.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return localDate(now, timeZone);
  } catch {
    return localDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}
