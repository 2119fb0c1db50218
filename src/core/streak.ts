import { dayNumber } from './calendar';

/**
 * Tracking Streak (replaces the spec's hard-coded 3): how many consecutive calendar days have
 * at least one entry, ending today, or ending yesterday while today has no entry yet (the day
 * is not over, so the streak is not broken). 0 otherwise. Entries dated after `today` and
 * unreadable dates do not count.
 */
export function trackingStreak(entries: readonly { date: string }[], today: string): number {
  const end = dayNumber(today);
  if (end === null) return 0;

  const days = new Set<number>();
  for (const entry of entries) {
    const day = dayNumber(entry.date);
    if (day !== null && day <= end) days.add(day);
  }

  let last: number;
  if (days.has(end)) last = end;
  else if (days.has(end - 1)) last = end - 1;
  else return 0;

  let streak = 0;
  while (days.has(last - streak)) streak += 1;
  return streak;
}

/** "1 day", "3 days", "0 days". */
export function streakText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
