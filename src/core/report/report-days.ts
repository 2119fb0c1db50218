import {
  firstSet,
  groupByDay,
  toPoint,
  trimmed,
  type DataEntry,
  type DayPoint,
} from '../day-points';
import type { JournalEntry } from '../journal';

/**
 * The report's unit, like the insights' (decision 0009): one record per calendar day with
 * entries. A DayPoint (mean pain, sleep quality, stress, pressure, activities) plus the fields
 * only the report reads. Those follow the same rule as sleep and stress: the day's journal entry
 * when it has the value, else the most recently created log that does.
 */

/**
 * An entry as the report reads it. The fields beyond DataEntry are optional so that entries from
 * older exports (and the calculations' test data) can be passed as they are.
 */
export type ReportEntry = DataEntry &
  Partial<
    Pick<
      JournalEntry,
      'symptoms' | 'painLocations' | 'moodLevel' | 'energyLevel' | 'sleepHours' | 'journalEntry'
    >
  >;

export interface DayLocation {
  bodyPart: string;
  /** The highest intensity marked for the part that day (1 to 10). */
  intensity: number;
}

export interface ReportDay extends DayPoint {
  /** The highest pain of the day's entries (a flare logged beside the journal). */
  peakPain: number;
  moodLevel: number | null;
  energyLevel: number | null;
  sleepHours: number | null;
  /** Body chart parts marked in any of the day's entries, in the order first seen. */
  locations: DayLocation[];
  /** What the person wrote that day (journal text and notes), journal first; null for none. */
  text: string | null;
}

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The parts marked that day, each once with its highest intensity (a day has few of them). */
function dayLocations(entries: readonly ReportEntry[]): DayLocation[] {
  const found: DayLocation[] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry.painLocations)) continue;
    for (const location of entry.painLocations) {
      const intensity = finiteOrNull(location?.intensity);
      if (typeof location?.bodyPart !== 'string' || intensity === null) continue;
      const same = found.find((item) => item.bodyPart === location.bodyPart);
      if (same === undefined) found.push({ bodyPart: location.bodyPart, intensity });
      else same.intensity = Math.max(same.intensity, intensity);
    }
  }
  return found;
}

const hasWords = (value: unknown): value is string =>
  typeof value === 'string' && trimmed(value) !== '';

/** The entry's written words: the journal text, then the notes (quick and emergency logs). */
export function entryText(entry: Pick<ReportEntry, 'journalEntry' | 'notes'>): string[] {
  const journal = hasWords(entry.journalEntry) ? trimmed(entry.journalEntry) : null;
  const notes = hasWords(entry.notes) ? trimmed(entry.notes) : null;
  if (journal === null) return notes === null ? [] : [notes];
  return notes === null || notes === journal ? [journal] : [journal, notes];
}

function dayText(entries: readonly ReportEntry[]): string | null {
  if (entries.length === 1) {
    const only = entryText(entries[0] as ReportEntry);
    return only.length === 0 ? null : only.join(' / ');
  }
  const parts: string[] = [];
  for (const entry of entries) {
    for (const text of entryText(entry)) if (!parts.includes(text)) parts.push(text);
  }
  return parts.length === 0 ? null : parts.join(' / ');
}

/** `ordered`: the day's entries, already in precedence order (toPoint sorted them). */
function toReportDay(point: DayPoint, ordered: readonly ReportEntry[]): ReportDay {
  let peak = 0;
  for (const entry of ordered) peak = Math.max(peak, entry.painLevel);
  // Most days hold one entry: its fields read directly, not through `firstSet`'s loop.
  const only = ordered.length === 1 ? ordered[0] : undefined;
  // Fields written out: an object spread here costs 20 ms over ten years of days.
  return {
    date: point.date,
    day: point.day,
    painLevel: point.painLevel,
    entryCount: point.entryCount,
    sleepQuality: point.sleepQuality,
    stressLevel: point.stressLevel,
    pressure: point.pressure,
    hasNotes: point.hasNotes,
    activities: point.activities,
    peakPain: peak,
    moodLevel: only ? finiteOrNull(only.moodLevel) : firstSet(ordered, 'moodLevel'),
    energyLevel: only ? finiteOrNull(only.energyLevel) : firstSet(ordered, 'energyLevel'),
    sleepHours: only ? finiteOrNull(only.sleepHours) : firstSet(ordered, 'sleepHours'),
    locations: dayLocations(ordered),
    text: dayText(ordered),
  };
}

/**
 * The report days of `entries`, oldest first (entries with an unreadable date or pain left out).
 * One grouping serves both the day point and the report's own fields.
 */
export function toReportDays(entries: readonly ReportEntry[]): ReportDay[] {
  return groupByDay(entries).map((group) =>
    toReportDay(toPoint(group.date, group.day, group.entries), group.entries),
  );
}
