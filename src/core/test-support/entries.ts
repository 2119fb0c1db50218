import { addDays } from '../calendar';
import type { DataEntry } from '../day-points';
import type { JournalEntry } from '../journal';

/**
 * Journal entries for the analytics, insight and prediction tests. Each call gets a fresh id and
 * a createdAt one minute after the previous one, so entries are distinct and ordered by creation.
 */

/** What the calculations read, plus symptoms for the analytics series. */
export type TestEntry = DataEntry & Pick<JournalEntry, 'symptoms'>;

export const START_DATE = '2026-01-05'; // a Monday

let sequence = 0;

export function entry(overrides: Partial<JournalEntry> & { date: string }): TestEntry {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 0, 1) + sequence * 60_000).toISOString();
  return {
    id: `entry-${String(sequence).padStart(6, '0')}`,
    kind: 'journal',
    painLevel: 5,
    sleepQuality: null,
    stressLevel: null,
    pressure: null,
    notes: null,
    activities: [],
    symptoms: [],
    createdAt: created,
    ...overrides,
  };
}

/** One journal entry a day from `start`, with the given pain levels (and shared overrides). */
export function dailyEntries(
  painLevels: readonly number[],
  overrides: Partial<JournalEntry> = {},
  start = START_DATE,
): TestEntry[] {
  return painLevels.map((painLevel, index) =>
    entry({ ...overrides, date: addDays(start, index), painLevel }),
  );
}

/** One entry a day from `start`, each built from its row (painLevel plus any other fields). */
export function dailyRows(
  rows: readonly (Partial<JournalEntry> & { painLevel: number })[],
  start = START_DATE,
): TestEntry[] {
  return rows.map((row, index) => entry({ ...row, date: addDays(start, index) }));
}

/** The same entries in a different order, chosen by `seed` (a Fisher-Yates shuffle). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0 || 1;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
