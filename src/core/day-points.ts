import { dayNumber } from './calendar';
import type { JournalEntry } from './journal';

/**
 * One data point per calendar day: the unit that analytics, insights and predictions count.
 *
 * A day can hold the day's journal plus any number of quick and emergency logs (decision 0005).
 * Counting raw entries would let a flare logged five times outweigh five ordinary days, and
 * "the last 7 entries" could cover a single afternoon. So every rule that speaks of "entries"
 * works on days instead (docs/decisions/0009-insights-and-predictions.md):
 *
 * - pain is the mean of all the day's entries, the same figure as the day's point on the pain
 *   trend (`painTrendPoints`), so a statement such as "your last 7 days averaged 5.6" agrees with
 *   the chart the user sees. It is kept unrounded here; only texts round.
 * - sleep quality, stress level and pressure are the journal entry's when it has one, else the
 *   most recently created log's that has one (quick logs rarely carry them).
 * - activities are the union over the day, compared without case.
 * - the day "has notes" when any entry's notes are longer than 10 characters once trimmed.
 *
 * Entries with an unreadable date or a pain level outside 0 to 10 are left out.
 */

/** The fields the calculations read: the API shape narrowed, so callers can pass entries as-is. */
export type DataEntry = Pick<
  JournalEntry,
  | 'id'
  | 'date'
  | 'kind'
  | 'painLevel'
  | 'sleepQuality'
  | 'stressLevel'
  | 'pressure'
  | 'notes'
  | 'activities'
  | 'createdAt'
>;

export interface DayPoint {
  /** yyyy-MM-dd, the user's calendar date. */
  date: string;
  /** Days since 1970-01-01. */
  day: number;
  /** Mean pain of the day's entries, unrounded. */
  painLevel: number;
  entryCount: number;
  sleepQuality: number | null;
  stressLevel: number | null;
  pressure: number | null;
  hasNotes: boolean;
  activities: string[];
}

/** Notes count as notes when longer than this many characters (spec: "longer than 10"). */
export const NOTES_MIN_LENGTH = 10;

export const isPain = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10;

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function createdTime(entry: DataEntry): number {
  const time = Date.parse(entry.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * `text.trim()`, without making a string when `text` starts and ends with printable ASCII that
 * is not a space (nearly every note and activity name): trim would return the same text.
 */
export function trimmed(text: string): string {
  const length = text.length;
  if (length === 0) return text;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(length - 1);
  return first > 32 && first < 127 && last > 32 && last < 127 ? text : text.trim();
}

/**
 * Whose value wins for the day's sleep, stress and pressure: the journal entry, then the most
 * recently created log, then the larger id, so that the result never depends on input order.
 * Exported so that the report's other per-day fields (mood, energy, ...) follow the same rule.
 */
export function precedence(a: DataEntry, b: DataEntry): number {
  const journal = Number(b.kind === 'journal') - Number(a.kind === 'journal');
  if (journal !== 0) return journal;
  const time = createdTime(b) - createdTime(a);
  if (time !== 0 && !Number.isNaN(time)) return time;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The first finite `key` among `entries` (in precedence order), or null. By key rather than by a
 * reading function: no function made per field and day, and a plain loop for ten years of days.
 */
export function firstSet<E, K extends keyof E>(entries: readonly E[], key: K): number | null {
  for (const entry of entries) {
    const value = finiteOrNull(entry[key]);
    if (value !== null) return value;
  }
  return null;
}

/**
 * The day's activities, each name once (compared without case, the first spelling kept). A day
 * has a handful, so a scan of the names found beats a Map made for every day of ten years.
 */
function dayActivities(entries: readonly DataEntry[]): string[] {
  const names: string[] = [];
  const keys: string[] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry.activities)) continue;
    for (const raw of entry.activities) {
      if (typeof raw !== 'string') continue;
      const name = trimmed(raw);
      const key = name.toLowerCase();
      if (name !== '' && !keys.includes(key)) {
        names.push(name);
        keys.push(key);
      }
    }
  }
  return names;
}

/** Any entry's notes longer than `NOTES_MIN_LENGTH` characters once trimmed. */
function hasNotes(entries: readonly DataEntry[]): boolean {
  for (const entry of entries) {
    const notes = entry.notes;
    if (typeof notes !== 'string' || notes.length <= NOTES_MIN_LENGTH) continue;
    if (trimmed(notes).length > NOTES_MIN_LENGTH) return true;
  }
  return false;
}

/**
 * The day point of one day's entries. Sorts `entries` in place by precedence, so that a caller
 * building more from the same group (the report's days) reads them in that order too.
 */
export function toPoint(date: string, day: number, entries: DataEntry[]): DayPoint {
  const ordered = entries.length > 1 ? entries.sort(precedence) : entries;
  let total = 0;
  for (const entry of ordered) total += entry.painLevel;
  const only = ordered.length === 1 ? ordered[0] : undefined;
  return {
    date,
    day,
    painLevel: total / ordered.length,
    entryCount: ordered.length,
    // Most days hold one entry: its fields read directly, not through `firstSet`'s loop.
    sleepQuality: only ? finiteOrNull(only.sleepQuality) : firstSet(ordered, 'sleepQuality'),
    stressLevel: only ? finiteOrNull(only.stressLevel) : firstSet(ordered, 'stressLevel'),
    pressure: only ? finiteOrNull(only.pressure) : firstSet(ordered, 'pressure'),
    hasNotes: hasNotes(ordered),
    activities: dayActivities(ordered),
  };
}

/** The entries of one calendar date. */
export interface DayGroup<E> {
  date: string;
  /** Days since 1970-01-01. */
  day: number;
  entries: E[];
}

/**
 * `entries` grouped by calendar date, oldest first. Entries with an unreadable date or a pain
 * level outside 0 to 10 are left out. Callers turn each group into their own kind of day; the
 * groups themselves are all of one shape, which keeps this loop fast for years of entries.
 *
 * A real date has one spelling, so grouping by day number is grouping by date. The entries'
 * positions are sorted by day (ties by position, so a day keeps its entries in input order) and
 * each run of one day becomes a group: no Map of dates, and diaries arrive in date order (or
 * its reverse), which the sort passes through in one pass.
 */
export function groupByDay<E extends Pick<DataEntry, 'date' | 'painLevel'>>(
  entries: readonly E[],
): DayGroup<E>[] {
  const kept: E[] = [];
  const days: number[] = [];
  let ascending = true;
  for (const entry of entries) {
    if (!isPain(entry.painLevel)) continue;
    const day = dayNumber(entry.date);
    if (day === null) continue;
    if (days.length > 0 && day < (days[days.length - 1] as number)) ascending = false;
    kept.push(entry);
    days.push(day);
  }
  const order: number[] = [];
  for (let index = 0; index < kept.length; index += 1) order.push(index);
  if (!ascending) order.sort((a, b) => (days[a] as number) - (days[b] as number) || a - b);

  const groups: DayGroup<E>[] = [];
  let group: DayGroup<E> | null = null;
  for (const index of order) {
    const entry = kept[index] as E;
    const day = days[index] as number;
    if (group !== null && group.day === day) {
      group.entries.push(entry);
    } else {
      group = { date: entry.date, day, entries: [entry] };
      groups.push(group);
    }
  }
  return groups;
}

/** The day points of `entries`, oldest first. */
export function toDayPoints(entries: readonly DataEntry[]): DayPoint[] {
  return groupByDay(entries).map((group) => toPoint(group.date, group.day, group.entries));
}

/** Days with at least one readable entry: the N of "N/3 entries needed". */
export function dataDayCount(entries: readonly DataEntry[]): number {
  return toDayPoints(entries).length;
}
