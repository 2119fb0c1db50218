import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, isCalendarDate, weekdayIndex } from './calendar';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayNumber('1970-01-02')).toBe(1);
  });

  it('knows the weekday (0 is Sunday)', () => {
    expect(weekdayIndex('2026-11-22')).toBe(0);
    expect(weekdayIndex('2026-11-28')).toBe(6);
  });
});
