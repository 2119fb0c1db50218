import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay } from '../calendar';
import { localDate, localMinutes } from '../time-zone';
import { localClock } from './local-clock';

const ZONES = [
  'UTC',
  'Europe/Madrid',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
];

describe('local clock', () => {
  it('agrees with Intl for any instant, across clock changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }),
        (zone, time) => {
          const clock = localClock(zone);
          const instant = new Date(time);
          expect(dateOfDay(clock.dayOf(time))).toBe(localDate(instant, zone));
          expect(clock.hourOf(time)).toBe(Math.floor(localMinutes(instant, zone) / 60));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is right either side of a spring-forward change', () => {
    const clock = localClock('America/New_York');
    // 2026-03-08: 01:59 EST is 06:59Z; 03:00 EDT is 07:00Z.
    expect(clock.hourOf(Date.parse('2026-03-08T06:59:00Z'))).toBe(1);
    expect(clock.hourOf(Date.parse('2026-03-08T07:00:00Z'))).toBe(3);
  });

  it('stays right after its store of offsets has been emptied and filled again', () => {
    // 150 years of days in Madrid fill the store past what it keeps (50,000 days).
    const madrid = localClock('Europe/Madrid');
    const first = Date.UTC(1900, 0, 1, 12);
    for (let day = 0; day < 150 * 365; day += 1) madrid.dayOf(first + day * 86_400_000);
    const newYork = localClock('America/New_York');
    // 2026-07-01 02:30Z is 22:30 the day before in New York (EDT) and 04:30 in Madrid (CEST).
    const time = Date.parse('2026-07-01T02:30:00Z');
    expect([dateOfDay(newYork.dayOf(time)), newYork.hourOf(time)]).toEqual(['2026-06-30', 22]);
    expect([dateOfDay(madrid.dayOf(time)), madrid.hourOf(time)]).toEqual(['2026-07-01', 4]);
  });
});
