import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localMinutes, WALL_CLOCK_OPTIONS, zonedInstant, zoneOffsetAt } from './time-zone';

const HOUR = 3_600_000;

/** The offset the slow, certain way: every part by name. */
function offsetByParts(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, ...WALL_CLOCK_OPTIONS }).formatToParts(
    new Date(time),
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(time / 1000) * 1000;
}

describe('time zones', () => {
  it('read known offsets, summer and winter, whole hours or not', () => {
    expect(zoneOffsetAt(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Madrid')).toBe(2 * HOUR);
    expect(zoneOffsetAt(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Madrid')).toBe(1 * HOUR);
    expect(zoneOffsetAt(Date.parse('2026-01-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * HOUR);
    expect(zoneOffsetAt(Date.parse('2026-01-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(11 * HOUR);
    expect(zoneOffsetAt(Date.parse('2026-07-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(
      10.5 * HOUR,
    );
    expect(localMinutes(new Date('2026-07-01T23:59:00Z'), 'America/New_York')).toBe(19 * 60 + 59);
  });

  it('agree with every part read by name, at any instant in any of these zones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'UTC',
          'Europe/Madrid',
          'America/St_Johns',
          'Asia/Kathmandu',
          'Pacific/Apia',
        ),
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2060, 0, 1) }),
        (zone, time) => {
          expect(zoneOffsetAt(time, zone)).toBe(offsetByParts(time, zone));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('place a wall-clock time on the right side of a clock change', () => {
    // 2026-03-29 in Madrid: 02:00 CET becomes 03:00 CEST.
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '03:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});
