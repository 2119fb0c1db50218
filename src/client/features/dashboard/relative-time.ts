import { formatDistanceStrict } from 'date-fns';

const MINUTE_MS = 60_000;

/**
 * "2 hours ago", "3 days ago"; "Just now" under a minute. Counts whole units (1 h 59 min is
 * "1 hour ago", not "2 hours ago"). A time slightly in the future, from a clock that runs a
 * little fast, also reads "Just now".
 */
export function relativeTime(createdAt: string, now: Date): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  if (now.getTime() - created < MINUTE_MS) return 'Just now';
  return formatDistanceStrict(created, now, { addSuffix: true, roundingMethod: 'floor' });
}
