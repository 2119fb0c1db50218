import { dayNumber } from './calendar';
import type { JournalEntry } from './journal';

/**
 * The dashboard's figures (spec document 1 §2 "Dashboard" and §9 "Dashboard and sidebar
 * windows"). Every function takes `today` (yyyy-MM-dd in the user's time zone) instead of
 * reading the clock, so the figures match the dates the journal stores.
 */

export type StatsEntry = Pick<JournalEntry, 'date' | 'painLevel' | 'kind' | 'createdAt'>;

/** A run of calendar days, both ends included, as day numbers (days since 1970-01-01). */
export interface DayWindow {
  start: number;
  end: number;
}

/** Sunday to Saturday of the week containing `today`, or null when `today` is not a date. */
export function weekWindow(today: string): DayWindow | null {
  const day = dayNumber(today);
  if (day === null) return null;
  // 1970-01-01 was a Thursday, so day 3 was the first Sunday: (day - 3) mod 7 is days since Sunday.
  const sinceSunday = (((day - 3) % 7) + 7) % 7;
  const start = day - sinceSunday;
  return { start, end: start + 6 };
}

/** The same window shifted back 7 days. */
export function previousWeekWindow(today: string): DayWindow | null {
  const week = weekWindow(today);
  return week && { start: week.start - 7, end: week.end - 7 };
}

function inWindow(entry: StatsEntry, window: DayWindow): boolean {
  const day = dayNumber(entry.date);
  return day !== null && day >= window.start && day <= window.end;
}

function hasPain(entry: StatsEntry): boolean {
  return Number.isFinite(entry.painLevel);
}

/** Mean pain of the entries dated in `window`, rounded to a whole number; null with none. */
export function roundedAveragePain(
  entries: readonly StatsEntry[],
  window: DayWindow,
): number | null {
  const levels = entries
    .filter((entry) => hasPain(entry) && inWindow(entry, window))
    .map((entry) => entry.painLevel);
  if (levels.length === 0) return null;
  const total = levels.reduce((sum, level) => sum + level, 0);
  return Math.round(total / levels.length);
}

export type WeeklyChange =
  | { kind: 'no-entries-this-week' }
  | { kind: 'no-entries-last-week' }
  | { kind: 'same' }
  /** `amount` is this week's rounded average minus last week's: positive up, negative down. */
  | { kind: 'up'; amount: number }
  | { kind: 'down'; amount: number };

export function weeklyChange(thisWeek: number | null, lastWeek: number | null): WeeklyChange {
  if (thisWeek === null) return { kind: 'no-entries-this-week' };
  if (lastWeek === null) return { kind: 'no-entries-last-week' };
  const amount = thisWeek - lastWeek;
  if (amount > 0) return { kind: 'up', amount };
  if (amount < 0) return { kind: 'down', amount };
  return { kind: 'same' };
}

/** The line under the Weekly Average: "+2 from last week", "-2 from last week", "No change". */
export function weeklyChangeText(change: WeeklyChange): string {
  switch (change.kind) {
    case 'no-entries-this-week':
      return 'No entries this week yet';
    case 'no-entries-last-week':
      return 'No entries last week to compare';
    case 'same':
      return 'No change';
    case 'up':
      return `+${change.amount} from last week`;
    case 'down':
      return `${change.amount} from last week`;
  }
}

/** Milliseconds of an ISO timestamp; an unreadable one sorts before every readable one. */
function createdTime(entry: StatsEntry): number {
  const time = Date.parse(entry.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Entries newest first by createdAt. On a tie the one later in the input comes first, because
 * the API lists entries oldest to newest.
 */
export function newestFirst<T extends StatsEntry>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index, time: createdTime(entry) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ entry }) => entry);
}

/** Today's most recently created entry of any kind (drives Today's Pain Level), or null. */
export function latestEntryOn<T extends StatsEntry>(entries: readonly T[], date: string): T | null {
  return newestFirst(entries.filter((entry) => entry.date === date && hasPain(entry)))[0] ?? null;
}

/**
 * The entry Today's Progress describes: the day's journal entry, else the day's latest log.
 */
export function progressEntryOn<T extends StatsEntry>(
  entries: readonly T[],
  date: string,
): T | null {
  const journal = latestEntryOn(
    entries.filter((entry) => entry.kind === 'journal'),
    date,
  );
  return journal ?? latestEntryOn(entries, date);
}

export interface DashboardStats {
  /** Pain of today's latest entry, or null when nothing is logged today. */
  todayPain: number | null;
  /** This week's (Sunday to Saturday) mean pain rounded to a whole number, or null. */
  weeklyAverage: number | null;
  lastWeekAverage: number | null;
  weeklyChange: WeeklyChange;
  /** Entries of every kind dated this week. */
  entriesThisWeek: number;
}

export function dashboardStats(entries: readonly StatsEntry[], today: string): DashboardStats {
  const week = weekWindow(today);
  const lastWeek = previousWeekWindow(today);
  const weeklyAverage = week ? roundedAveragePain(entries, week) : null;
  const lastWeekAverage = lastWeek ? roundedAveragePain(entries, lastWeek) : null;
  return {
    todayPain: latestEntryOn(entries, today)?.painLevel ?? null,
    weeklyAverage,
    lastWeekAverage,
    weeklyChange: weeklyChange(weeklyAverage, lastWeekAverage),
    entriesThisWeek: week ? entries.filter((entry) => inWindow(entry, week)).length : 0,
  };
}
