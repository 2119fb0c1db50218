import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { zonedInstant } from '../time-zone';
import { createZoneClock } from './zone-clock';

const ZONES = ['Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('createZoneClock', () => {
  it('agrees with zonedInstant on any day and time, clock changes included', () => {
    const clocks = new Map(ZONES.map((zone) => [zone, createZoneClock(zone)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 3 * 366 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (zone, offset, minutes) => {
          const date = addDays('2024-01-01', offset);
          expect(clocks.get(zone)!.instant(date, minutes)).toBe(
            zonedInstant(date, time(minutes), zone).toISOString(),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('handles the days Madrid changes its clocks', () => {
    const madrid = createZoneClock('Europe/Madrid');
    for (const date of ['2025-03-30', '2025-10-26']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        expect(madrid.instant(date, minutes)).toBe(
          zonedInstant(date, time(minutes), 'Europe/Madrid').toISOString(),
        );
      }
    }
    expect(madrid.instant('2025-01-15', 21 * 60)).toBe('2025-01-15T20:00:00.000Z');
    expect(madrid.instant('2025-07-15', 21 * 60)).toBe('2025-07-15T19:00:00.000Z');
  });
});
