import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { relativeTime } from '@client/lib/relative-time';
import { formatLoggedAt } from '@client/lib/dates';

/** The person's time zone (settings), else the browser's: readings are read on their clock. */
export function useTimeZone(): string {
  const user = useCurrentUser();
  return user.data?.timeZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/** "Mar 1, 2026, 9:14 AM" in the person's time zone. */
export function formatWhen(instant: string, timeZone: string): string {
  return formatLoggedAt(instant, timeZone) || instant;
}

/** "2 hours ago", or "Never" for a device that has sent nothing yet. */
export function lastSyncText(lastSync: string | null, now: Date): string {
  return lastSync === null ? 'Never' : relativeTime(lastSync, now) || 'Never';
}

/** "1,250 readings", "1 record": counts from big files read with thousands separators. */
export function countOf(count: number, one: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : `${one}s`}`;
}
