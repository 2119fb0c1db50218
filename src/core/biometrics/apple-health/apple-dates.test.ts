import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFromCivil, formatAppleDate, parseAppleDate } from './apple-dates';

describe('parseAppleDate', () => {
  it('reads the wall time and its offset as an instant', () => {
    expect(parseAppleDate('2024-01-05 08:31:00 -0500')).toBe(Date.UTC(2024, 0, 5, 13, 31));
    expect(parseAppleDate('2024-01-06 09:00:00 +0530')).toBe(Date.UTC(2024, 0, 6, 3, 30));
    expect(parseAppleDate('2024-06-08 14:12:17 +0000')).toBe(Date.UTC(2024, 5, 8, 14, 12, 17));
    // A negative offset that crosses midnight and a year.
    expect(parseAppleDate('2023-12-31 22:15:09 -0345')).toBe(Date.UTC(2024, 0, 1, 2, 0, 9));
    expect(parseAppleDate('2024-02-29 00:00:00 +1400')).toBe(Date.UTC(2024, 1, 28, 10));
  });

  it('refuses every other form and dates that do not exist', () => {
    for (const text of [
      undefined,
      '',
      '2024-01-05T08:31:00Z',
      '2024-01-05 08:31:00 -05:00',
      '2024-01-05 08:31 -0500',
      '2024-1-05 08:31:00 -0500',
      '2024-01-05 08:31:00 0500',
      '2024-01-05  8:31:00 -0500',
      '2023-02-29 08:31:00 -0500',
      '2024-04-31 08:31:00 -0500',
      '2024-13-01 08:31:00 -0500',
      '2024-00-01 08:31:00 -0500',
      '2024-01-00 08:31:00 -0500',
      '2024-01-05 24:00:00 -0500',
      '2024-01-05 08:60:00 -0500',
      '2024-01-05 08:31:60 -0500',
      '2024-01-05 08:31:00 -1460',
      '2024-01-05 08:31:00 +1401',
      '2024-01-05 08:31:00 -0500 ',
      '2024-01-05 08:3a:00 -0500',
    ]) {
      expect(parseAppleDate(text), String(text)).toBeNull();
    }
  });

  it('reads back what formatAppleDate writes, for any second and offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2_208_988_800, max: 4_102_444_799 }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (seconds, offset) => {
          const text = formatAppleDate(seconds * 1000, offset);
          expect(text).toHaveLength(25);
          expect(parseAppleDate(text)).toBe(seconds * 1000);
        },
      ),
    );
  });
});

describe('formatAppleDate', () => {
  it('writes the wall time at the offset, as Apple does', () => {
    expect(formatAppleDate(Date.UTC(2024, 0, 5, 13, 31), -300)).toBe('2024-01-05 08:31:00 -0500');
    expect(formatAppleDate(Date.UTC(2024, 0, 6, 3, 30, 0, 999), 330)).toBe(
      '2024-01-06 09:00:00 +0530',
    );
    expect(formatAppleDate(Date.UTC(2024, 0, 1), 0)).toBe('2024-01-01 00:00:00 +0000');
  });
});

describe('daysFromCivil', () => {
  it('agrees with Date.UTC across centuries and leap days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -800_000, max: 800_000 }), (day) => {
        const date = new Date(day * 86_400_000);
        expect(
          daysFromCivil(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
        ).toBe(day);
      }),
    );
  });
});
