import { describe, expect, it } from 'vitest';
import { dateList, formatDate, formatRange, joinWords, outOf, plural } from './words';

describe('report words', () => {
  it('writes dates out', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDate('1980-12-31')).toBe('31 Dec 1980');
    expect(formatDate('2026-02-30')).toBeNull();
    expect(formatRange('2026-01-05', '2026-01-11')).toBe('5 Jan to 11 Jan 2026');
    expect(formatRange('2025-12-29', '2026-01-04')).toBe('29 Dec 2025 to 4 Jan 2026');
    expect(formatRange('2026-01-05', '2026-01-05')).toBe('5 Jan 2026');
  });

  it('counts, lists and scales', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(dateList(['2026-01-01', '2026-01-02', '2026-01-03'], 2)).toBe(
      '1 Jan 2026, 2 Jan 2026 and 1 more',
    );
    expect(outOf(4.65, 10)).toBe('4.7/10');
    expect(outOf(3, 5)).toBe('3.0/5');
  });
});
