import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, MS_PER_DAY } from './calendar';

/**
 * dayNumber reads dates digit by digit (decision 0031). The version it replaced, kept here as the
 * reference: a regular expression, then Date.UTC and a check that the date did not roll over.
 */
function referenceDayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return time / MS_PER_DAY;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('dayNumber against the Date version', () => {
  it('agrees on every month and day 00 to 32 of the years that matter and the edges', () => {
    const years = [
      ...Array.from({ length: 210 }, (_, index) => index), // 0000-0209: the 1900s mapping
      ...Array.from({ length: 260 }, (_, index) => 1890 + index), // 1890-2149
      ...Array.from({ length: 12 }, (_, index) => 2396 + index), // around 2400, a leap year
      ...[2100, 2200, 2300, 2500, 9998, 9999],
    ];
    const differing: string[] = [];
    let dates = 0;
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if (dayNumber(date) !== referenceDayNumber(date)) differing.push(date);
          if (dayNumber(date) !== null) dates += 1;
        }
      }
    }
    expect(differing).toEqual([]);
    // About 140,000 of them are real dates (years 100 on): the comparison covered real ones.
    expect(dates).toBeGreaterThan(100_000);
  });

  it('agrees on any text made of digits, dashes and a few other characters', () => {
    const character = fc.constantFrom(...'0123456789-- 0123456789/+T٣'.split(''));
    fc.assert(
      fc.property(fc.array(character, { minLength: 8, maxLength: 12 }), (characters) => {
        const text = characters.join('');
        expect(dayNumber(text)).toBe(referenceDayNumber(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on any real date, and dateOfDay turns it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        const date = dateOfDay(day);
        expect(dayNumber(date)).toBe(referenceDayNumber(date));
        if (date >= '0100') expect(dayNumber(date)).toBe(day);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads a value other than a string as its text, as the regular expression did', () => {
    const value = { toString: () => '2026-01-31' } as unknown as string;
    expect(dayNumber(value)).toBe(referenceDayNumber(value));
    expect(dayNumber(undefined as unknown as string)).toBeNull();
    expect(dayNumber(20260131 as unknown as string)).toBeNull();
  });
});
