import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, formatUpcoming, personName } from './format';

describe('research dates and names', () => {
  it('says today and tomorrow in words, and other days as a short date', () => {
    expect(formatUpcoming('2026-03-02', '2026-03-02')).toBe('Today');
    expect(formatUpcoming('2026-03-03', '2026-03-02')).toBe('Tomorrow');
    expect(formatUpcoming('2026-03-09', '2026-03-02')).toBe('Mon, Mar 9');
  });

  it('writes dates and instants as the day they fall on', () => {
    expect(formatDay('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDay('2026-01-05T23:30:00.000Z', 'Pacific/Auckland')).toBe('6 Jan 2026');
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('2026-03', 'short')).toBe('Mar');
  });

  it('names the person, or falls back to their e-mail', () => {
    expect(personName({ firstName: 'Robin', lastName: 'Smith', email: 'r@x.test' })).toBe(
      'Robin Smith',
    );
    expect(personName({ firstName: ' ', lastName: null, email: 'r@x.test' })).toBe('r@x.test');
  });
});
