import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, formatTime } from './ticket-dates';

describe('admin date formats', () => {
  it("formats 'MMM d, yyyy' and 'h:mm a' in the given time zone", () => {
    const iso = '2026-03-01T09:05:00.000Z';
    expect(formatDay(iso, 'UTC')).toBe('Mar 1, 2026');
    expect(formatTime(iso, 'UTC')).toBe('9:05 AM');
    // 04:00 UTC on the 1st is still the evening of the 28th in Los Angeles.
    expect(formatDay('2026-03-01T04:00:00.000Z', 'America/Los_Angeles')).toBe('Feb 28, 2026');
    expect(formatTime('2026-03-01T04:00:00.000Z', 'America/Los_Angeles')).toBe('8:00 PM');
  });

  it('writes midnight and noon as 12 with AM and PM', () => {
    expect(formatTime('2026-06-10T00:00:00.000Z', 'UTC')).toBe('12:00 AM');
    expect(formatTime('2026-06-10T12:30:00.000Z', 'UTC')).toBe('12:30 PM');
    expect(formatTime('2026-06-10T23:59:00.000Z', 'UTC')).toBe('11:59 PM');
  });

  it("formats 'MMM yyyy' for the joined month", () => {
    expect(formatMonth('2025-12-31T23:30:00.000Z', 'UTC')).toBe('Dec 2025');
    expect(formatMonth('2025-12-31T23:30:00.000Z', 'Europe/Berlin')).toBe('Jan 2026');
  });

  it('falls back to the browser zone for an unknown zone, and to nothing for a bad date', () => {
    expect(formatDay('2026-03-15T12:00:00.000Z', 'Mars/Olympus')).toMatch(/^Mar 1[45], 2026$/);
    expect(formatDay('not a date', 'UTC')).toBe('');
    expect(formatTime('not a date', 'UTC')).toBe('');
  });
});
