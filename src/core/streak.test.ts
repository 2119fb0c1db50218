import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay, dayNumber } from './calendar';
import { streakText, trackingStreak } from './streak';

const on = (...dates: string[]) => dates.map((date) => ({ date }));

describe('trackingStreak', () => {
  it('is 0 with no entries', () => {
    expect(trackingStreak([], '2026-03-04')).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(trackingStreak(on('2026-03-04'), '2026-03-04')).toBe(1);
    expect(trackingStreak(on('2026-03-02', '2026-03-03', '2026-03-04'), '2026-03-04')).toBe(3);
  });

  it('ends yesterday while today has no entry yet', () => {
    expect(trackingStreak(on('2026-03-02', '2026-03-03'), '2026-03-04')).toBe(2);
    expect(trackingStreak(on('2026-03-03'), '2026-03-04')).toBe(1);
  });

  it('is 0 when the last entry is two or more days old', () => {
    expect(trackingStreak(on('2026-03-01', '2026-03-02'), '2026-03-04')).toBe(0);
  });

  it('stops at the first day without an entry', () => {
    expect(
      trackingStreak(
        on('2026-02-27', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'),
        '2026-03-04',
      ),
    ).toBe(4);
  });

  it('counts a day with several entries once', () => {
    expect(
      trackingStreak(on('2026-03-04', '2026-03-04', '2026-03-04', '2026-03-03'), '2026-03-04'),
    ).toBe(2);
  });

  it('crosses a month end, including February in a leap year', () => {
    expect(trackingStreak(on('2026-02-27', '2026-02-28', '2026-03-01'), '2026-03-01')).toBe(3);
    expect(trackingStreak(on('2024-02-28', '2024-02-29', '2024-03-01'), '2024-03-01')).toBe(3);
    // 2026 is not a leap year: 02-28 to 03-01 is consecutive.
    expect(trackingStreak(on('2026-02-28', '2026-03-01'), '2026-03-02')).toBe(2);
  });

  it('crosses a year end', () => {
    expect(trackingStreak(on('2025-12-30', '2025-12-31', '2026-01-01'), '2026-01-01')).toBe(3);
    expect(trackingStreak(on('2025-12-30', '2025-12-31'), '2026-01-01')).toBe(2);
  });

  it('ignores entries dated after today and unreadable dates', () => {
    expect(trackingStreak(on('2026-03-05', '2026-03-06'), '2026-03-04')).toBe(0);
    expect(trackingStreak(on('2026-02-30', 'yesterday', '2026-03-04'), '2026-03-04')).toBe(1);
    expect(trackingStreak(on('2026-03-04'), 'not a date')).toBe(0);
  });

  it('equals the length of an unbroken run ending today or yesterday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        fc.integer({ min: dayNumber('2020-01-01')!, max: dayNumber('2030-01-01')! }),
        (length, endsYesterday, todayNumber) => {
          const today = dateOfDay(todayNumber);
          const last = endsYesterday ? addDays(today, -1) : today;
          const run = Array.from({ length }, (_, i) => ({ date: addDays(last, -i) }));
          const older = { date: addDays(last, -length - 1) }; // after a one-day gap
          expect(trackingStreak([...run, older].reverse(), today)).toBe(length);
        },
      ),
    );
  });
});

describe('streakText', () => {
  it('says "1 day" and "N days"', () => {
    expect(streakText(0)).toBe('0 days');
    expect(streakText(1)).toBe('1 day');
    expect(streakText(2)).toBe('2 days');
  });
});
