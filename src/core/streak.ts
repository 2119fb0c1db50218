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

  // A streak of n days needs n entries, so only days at most entries.length + 1 back from `end`
  // can be reached: one mark per day back instead of a Set of every day of ten years.
  const reach = entries.length + 2;
  const logged = new Uint8Array(reach);
  for (const entry of entries) {
    const day = dayNumber(entry.date);
    if (day !== null && day <= end && end - day < reach) logged[end - day] = 1;
  }

  let back: number;
  if (logged[0] === 1) back = 0;
  else if (logged[1] === 1) back = 1;
  else return 0;

  let streak = 0;
  while (back + streak < reach && logged[back + streak] === 1) streak += 1;
  return streak;
}

/** "1 day", "3 days", "0 days". */
export function streakText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
