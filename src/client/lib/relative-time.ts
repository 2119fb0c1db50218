const MINUTE_MS = 60_000;

/** Each unit with how many milliseconds it counts, largest first (a month is 30 days). */
const UNITS: [name: string, ms: number][] = [
  ['year', 365 * 24 * 60 * MINUTE_MS],
  ['month', 30 * 24 * 60 * MINUTE_MS],
  ['day', 24 * 60 * MINUTE_MS],
  ['hour', 60 * MINUTE_MS],
  ['minute', MINUTE_MS],
];

/**
 * "2 hours ago", "3 days ago"; "Just now" under a minute. Counts whole units of the largest unit
 * that fits (1 h 59 min is "1 hour ago", not "2 hours ago"). A time slightly in the future, from
 * a clock that runs a little fast, also reads "Just now". Plain arithmetic rather than date-fns:
 * this runs on the dashboard, in the first load.
 */
export function relativeTime(createdAt: string, now: Date): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const elapsed = now.getTime() - created;
  for (const [unit, ms] of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}
