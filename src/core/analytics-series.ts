import { dateOfDay, dayNumber, isCalendarDate } from './calendar';
import type { JournalEntry } from './journal';

/**
 * Reference versions of the two analytics series the server computes in SQL
 * (GET /api/analytics/pain-trends and /symptom-frequency). The server's queries must give the
 * same numbers; its tests can compare against these. Rules (decision 0009):
 *
 * - The window is `today` (the user's calendar date) and the `days - 1` days before it.
 * - Pain trend: one point per date with entries, oldest first; painLevel is the mean of that
 *   day's entries of every kind, rounded half up to 1 decimal. Computed as
 *   round(sum * 10 / count) / 10, exact in both engines
 *   (`round(sum(pain_level) * 10.0 / count(*)) / 10`).
 * - Symptom frequency: how many entries in the window list each symptom (an entry counts a
 *   symptom once), compared exactly as stored (the schema already trims it); most frequent first,
 *   ties by symptom in code-unit order (`COLLATE "C"` on PostgreSQL, SQLite's default).
 */

export interface PainTrendPoint {
  date: string;
  painLevel: number;
}

export interface SymptomCount {
  symptom: string;
  count: number;
}

type SeriesEntry = Pick<JournalEntry, 'date' | 'painLevel' | 'symptoms'>;

function windowFilter(today: string, days: number): ((date: string) => boolean) | null {
  const end = dayNumber(today);
  if (end === null || !Number.isInteger(days) || days < 1) return null;
  const first = dateOfDay(end - days + 1);
  // yyyy-MM-dd text sorts like the dates it names, so the cheap string test runs first and only
  // dates inside the window are checked for being real (years of entries, a 30-day window).
  return (date) => date >= first && date <= today && isCalendarDate(date);
}

export function painTrendPoints(
  entries: readonly SeriesEntry[],
  today: string,
  days: number,
): PainTrendPoint[] {
  const inWindow = windowFilter(today, days);
  if (!inWindow) return [];
  const byDate = new Map<string, { sum: number; count: number }>();
  for (const entry of entries) {
    if (!Number.isFinite(entry.painLevel) || !inWindow(entry.date)) continue;
    const group = byDate.get(entry.date) ?? { sum: 0, count: 0 };
    group.sum += entry.painLevel;
    group.count += 1;
    byDate.set(entry.date, group);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { sum, count }]) => ({ date, painLevel: dayPainLevel(sum, count) }));
}

/** A day's pain from the sum and count of its entries: exact, since sum * 10 is an integer. */
export const dayPainLevel = (sum: number, count: number): number =>
  Math.round((sum * 10) / count) / 10;

/** Code-unit order, as `COLLATE "C"` sorts. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Entries without a symptom list (older exports, the report's test data) count none. */
type SymptomEntry = Pick<SeriesEntry, 'date'> & { symptoms?: SeriesEntry['symptoms'] | null };

export function symptomFrequency(
  entries: readonly SymptomEntry[],
  today: string,
  days: number,
): SymptomCount[] {
  const inWindow = windowFilter(today, days);
  if (!inWindow) return [];
  // A counter per symptom, stored once: one Map lookup per symptom listed, not a get and a set.
  const counts = new Map<string, { count: number }>();
  for (const entry of entries) {
    if (!inWindow(entry.date) || !Array.isArray(entry.symptoms)) continue;
    const symptoms: readonly unknown[] = entry.symptoms;
    for (let index = 0; index < symptoms.length; index += 1) {
      const symptom = symptoms[index];
      if (typeof symptom !== 'string' || symptom === '') continue;
      // Each symptom once per entry, where it first appears (a list holds at most 50): no Set
      // made for every entry of ten years.
      if (symptoms.indexOf(symptom) !== index) continue;
      const counter = counts.get(symptom);
      if (counter === undefined) counts.set(symptom, { count: 1 });
      else counter.count += 1;
    }
  }
  return [...counts.entries()]
    .map(([symptom, { count }]) => ({ symptom, count }))
    .sort((a, b) => b.count - a.count || byCodeUnits(a.symptom, b.symptom));
}
