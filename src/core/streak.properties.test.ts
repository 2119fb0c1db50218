import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from './calendar';
import { trackingStreak } from './streak';

/**
 * trackingStreak marks the days back from today in an array as long as the entries can reach,
 * instead of a Set of every day (decision 0031). The Set version it replaced, kept as the
 * reference.
 */
function referenceStreak(entries: readonly { date: string }[], today: string): number {
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

const TODAY = '2026-01-31';

/** Dates around today (mostly just before it, some after, repeats) and unreadable ones. */
const entries = fc.array(
  fc.oneof(
    fc.integer({ min: -12, max: 2 }).map((offset) => ({ date: addDays(TODAY, offset) })),
    fc.integer({ min: -400, max: 400 }).map((offset) => ({ date: addDays(TODAY, offset) })),
    fc.constantFrom({ date: '2026-02-30' }, { date: '' }, { date: '2026-1-30' }),
  ),
  { maxLength: 40 },
);

describe('trackingStreak', () => {
  it('counts the streak the Set version counted', () => {
    fc.assert(
      fc.property(entries, fc.constantFrom(TODAY, '2026-02-01', 'not a date'), (list, today) => {
        expect(trackingStreak(list, today)).toBe(referenceStreak(list, today));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts unbroken runs of every length up to the number of entries', () => {
    for (let length = 0; length <= 30; length += 1) {
      const run = Array.from({ length }, (_, index) => ({ date: addDays(TODAY, -index) }));
      expect(trackingStreak(run, TODAY)).toBe(referenceStreak(run, TODAY));
      const fromYesterday = run.map((entry) => ({ date: addDays(entry.date, -1) }));
      expect(trackingStreak(fromYesterday, TODAY)).toBe(length);
      expect(trackingStreak([...fromYesterday, ...fromYesterday], TODAY)).toBe(length);
    }
  });
});
