import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from './calendar';
import {
  firstSet,
  groupByDay,
  isPain,
  NOTES_MIN_LENGTH,
  precedence,
  toDayPoints,
  toPoint,
  trimmed,
  type DataEntry,
  type DayGroup,
  type DayPoint,
} from './day-points';
import { entryText, toReportDays } from './report/report-days';
import { entriesArbitrary } from './test-support/arbitraries';
import { shuffled, type TestEntry } from './test-support/entries';

/**
 * groupByDay sorts the entries' positions by day instead of filling a Map of dates (decision
 * 0031). The Map version it replaced, kept as the reference.
 */
function referenceGroupByDay<E extends Pick<TestEntry, 'date' | 'painLevel'>>(
  entries: readonly E[],
): DayGroup<E>[] {
  const byDate = new Map<string, DayGroup<E>>();
  for (const entry of entries) {
    if (!isPain(entry.painLevel)) continue;
    const group = byDate.get(entry.date);
    if (group) {
      group.entries.push(entry);
      continue;
    }
    const day = dayNumber(entry.date);
    if (day !== null) byDate.set(entry.date, { date: entry.date, day, entries: [entry] });
  }
  return [...byDate.values()].sort((a, b) => a.day - b.day);
}

/** Entries with some unreadable dates and pain levels, in date order, reversed or shuffled. */
const messyEntries = fc
  .tuple(
    entriesArbitrary(80),
    fc.array(
      fc.record({
        date: fc.constantFrom('2026-02-30', '', '2026-1-05', '0050-01-01', '2026-01-05 '),
        painLevel: fc.constantFrom(-1, 11, Number.NaN, 5.5, 3),
      }),
      { maxLength: 6 },
    ),
    fc.constantFrom('sorted', 'reversed', 'shuffled'),
    fc.integer(),
  )
  .map(([entries, odd, order, seed]) => {
    const all: TestEntry[] = [
      ...entries.map((entry, index) => {
        const replaced = odd[index];
        return replaced === undefined ? entry : { ...entry, ...replaced };
      }),
    ];
    const byDate = [...all].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    if (order === 'sorted') return byDate;
    if (order === 'reversed') return byDate.reverse();
    return shuffled(all, seed);
  });

describe('groupByDay', () => {
  it('makes the groups the Map version made, in the same order, entries in input order', () => {
    fc.assert(
      fc.property(messyEntries, (entries) => {
        expect(groupByDay(entries)).toEqual(referenceGroupByDay(entries));
      }),
      { numRuns: 300 },
    );
  });
});

describe('toReportDays', () => {
  it("carries each day's point as toDayPoints makes it, from one grouping", () => {
    fc.assert(
      fc.property(messyEntries, (entries) => {
        const points = toDayPoints(entries);
        const days = toReportDays(entries);
        expect(days.map((day) => day.date)).toEqual(points.map((point) => point.date));
        days.forEach((day, index) => expect(day).toMatchObject({ ...points[index] }));
      }),
      { numRuns: 200 },
    );
  });
});

/** Texts with every kind of space (and none) at either end: what `trim` removes and keeps. */
const spacedText = fc
  .tuple(
    fc.array(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', '\u2028'), {
      maxLength: 2,
    }),
    fc.string({ maxLength: 16 }),
    fc.array(fc.constantFrom(' ', '\t', '\r', '\u00a0', '\u3000', '\u0085', '\ufeff'), {
      maxLength: 2,
    }),
  )
  .map(([before, middle, after]) => before.join('') + middle + after.join(''));

describe('trimmed', () => {
  it('gives what trim gives, on every kind of text', () => {
    fc.assert(
      fc.property(fc.oneof(spacedText, fc.string(), fc.string({ unit: 'grapheme' })), (text) => {
        expect(trimmed(text)).toBe(text.trim());
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the report's entry texts as trim did", () => {
    const reference = (entry: { journalEntry: unknown; notes: unknown }) => {
      const words = (value: unknown): value is string =>
        typeof value === 'string' && value.trim() !== '';
      const journal = words(entry.journalEntry) ? entry.journalEntry.trim() : null;
      const notes = words(entry.notes) ? entry.notes.trim() : null;
      if (journal === null) return notes === null ? [] : [notes];
      return notes === null || notes === journal ? [journal] : [journal, notes];
    };
    const field = fc.oneof(spacedText, fc.constant(null), fc.constant('Same words'));
    fc.assert(
      fc.property(fc.record({ journalEntry: field, notes: field }), (entry) => {
        expect(entryText(entry as Parameters<typeof entryText>[0])).toEqual(reference(entry));
      }),
      { numRuns: 1000 },
    );
  });
});

/**
 * toPoint reads a lone entry's fields directly and tests notes and activity names for spaces
 * before trimming them (decision 0031). The version it replaced, kept as the reference.
 */
function referenceToPoint(date: string, day: number, entries: DataEntry[]): DayPoint {
  const ordered = entries.length > 1 ? entries.sort(precedence) : entries;
  let total = 0;
  for (const entry of ordered) total += entry.painLevel;
  const names: string[] = [];
  const keys: string[] = [];
  for (const entry of ordered) {
    if (!Array.isArray(entry.activities)) continue;
    for (const raw of entry.activities) {
      if (typeof raw !== 'string') continue;
      const name = raw.trim();
      const key = name.toLowerCase();
      if (name !== '' && !keys.includes(key)) {
        names.push(name);
        keys.push(key);
      }
    }
  }
  return {
    date,
    day,
    painLevel: total / ordered.length,
    entryCount: ordered.length,
    sleepQuality: firstSet(ordered, 'sleepQuality'),
    stressLevel: firstSet(ordered, 'stressLevel'),
    pressure: firstSet(ordered, 'pressure'),
    hasNotes: ordered.some(
      (entry) => typeof entry.notes === 'string' && entry.notes.trim().length > NOTES_MIN_LENGTH,
    ),
    activities: names,
  };
}

describe('toPoint', () => {
  it('makes the point the reference made, for one entry and for several', () => {
    const odd = fc.constantFrom<unknown>(null, undefined, Number.NaN, Infinity, '5', 0, 7, 1012.5);
    const oddEntries = fc
      .tuple(
        entriesArbitrary(4),
        fc.array(
          fc.record({
            sleepQuality: odd,
            stressLevel: odd,
            pressure: odd,
            notes: fc.oneof(spacedText, fc.constant(null), fc.constant(' exactly 10 ')),
            activities: fc.array(fc.oneof(spacedText, fc.constant('Yoga'), fc.constant(3)), {
              maxLength: 3,
            }),
          }),
          { maxLength: 4 },
        ),
      )
      .map(([entries, fields]) =>
        entries.map((entry, index) => ({ ...entry, ...fields[index] }) as DataEntry),
      )
      .filter((entries) => entries.length > 0);
    fc.assert(
      fc.property(oddEntries, (entries) => {
        expect(toPoint('2026-01-05', 20_458, [...entries])).toEqual(
          referenceToPoint('2026-01-05', 20_458, [...entries]),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
