import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from './calendar';
import { groupByDay, isPain, toDayPoints, type DayGroup } from './day-points';
import { toReportDays } from './report/report-days';
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
