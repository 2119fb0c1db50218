import { dayNumber, MS_PER_DAY, WEEKDAY_NAMES } from './calendar';

/** The sidebar's "This Week" figures (spec document 1 §9: last 7 days, average to 1 decimal). */
export interface WeekEntry {
  /** The user's local calendar date, yyyy-MM-dd. */
  date: string;
  painLevel: number;
}

export interface WeekSummary {
  /** Average pain over the window rounded to 1 decimal, or null with no entries. */
  averagePain: number | null;
  entryCount: number;
  /** Weekday name of the lowest-pain entry (the earliest on a tie), or null with no entries. */
  bestDay: string | null;
}

export const WEEK_WINDOW_DAYS = 7;

function weekdayOf(day: number): string {
  return WEEKDAY_NAMES[new Date(day * MS_PER_DAY).getUTCDay()] ?? '';
}

/**
 * Summarises entries dated within the 7 days ending on `today` (today and the 6 days before).
 * Entries outside the window, in the future, or with an unreadable date or pain level are ignored.
 */
export function weekSummary(entries: readonly WeekEntry[], today: string): WeekSummary {
  const end = dayNumber(today);
  if (end === null) return { averagePain: null, entryCount: 0, bestDay: null };
  const start = end - (WEEK_WINDOW_DAYS - 1);

  const inWindow = entries
    .map((entry) => ({ day: dayNumber(entry.date), painLevel: entry.painLevel }))
    .filter(
      (entry): entry is { day: number; painLevel: number } =>
        entry.day !== null &&
        entry.day >= start &&
        entry.day <= end &&
        Number.isFinite(entry.painLevel),
    )
    .sort((a, b) => a.day - b.day);

  if (inWindow.length === 0) return { averagePain: null, entryCount: 0, bestDay: null };

  let total = 0;
  let best = inWindow[0] as { day: number; painLevel: number };
  for (const entry of inWindow) {
    total += entry.painLevel;
    if (entry.painLevel < best.painLevel) best = entry;
  }

  return {
    averagePain: Math.round((total * 10) / inWindow.length) / 10,
    entryCount: inWindow.length,
    bestDay: weekdayOf(best.day),
  };
}
