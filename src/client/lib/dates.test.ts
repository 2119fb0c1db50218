import { describe, expect, it } from 'vitest';
import { formatEntryDate, formatLoggedAt } from './dates';

describe('formatEntryDate', () => {
  it('writes the weekday, month, day and year of the stored date', () => {
    expect(formatEntryDate('2026-03-01')).toBe('Sunday, March 1, 2026');
    expect(formatEntryDate('2025-12-31')).toBe('Wednesday, December 31, 2025');
  });

  it('shows an unreadable date as it is', () => {
    expect(formatEntryDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatLoggedAt', () => {
  it('uses the given time zone', () => {
    expect(formatLoggedAt('2026-03-01T23:30:00.000Z', 'UTC')).toBe('Mar 1, 2026, 11:30 PM');
    expect(formatLoggedAt('2026-03-01T23:30:00.000Z', 'Pacific/Auckland')).toBe(
      'Mar 2, 2026, 12:30 PM',
    );
  });

  it('falls back for an unknown zone and is empty for an unreadable time', () => {
    expect(formatLoggedAt('2026-03-01T12:00:00.000Z', 'Mars/Olympus')).toMatch(/2026/);
    expect(formatLoggedAt('garbled', 'UTC')).toBe('');
  });
});
