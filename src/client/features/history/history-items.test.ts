import { describe, expect, it } from 'vitest';
import { historyItems, sortNewestFirst, trendBetween } from './history-items';

const e = (id: string, date: string, createdAt: string, painLevel: number) => ({
  id,
  date,
  createdAt,
  painLevel,
});

describe('history order', () => {
  it('sorts by date descending, then by creation time descending', () => {
    const entries = [
      e('a', '2026-03-01', '2026-03-01T09:00:00Z', 1),
      e('b', '2026-03-02', '2026-03-02T09:00:00Z', 1),
      e('c', '2026-03-02', '2026-03-02T18:00:00Z', 1),
      // Back-dated: created last but dated first.
      e('d', '2026-02-27', '2026-03-03T09:00:00Z', 1),
    ];
    expect(sortNewestFirst(entries).map((x) => x.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('does not change the input', () => {
    const entries = [e('a', '2026-03-01', 'x', 1), e('b', '2026-03-02', 'x', 1)];
    sortNewestFirst(entries);
    expect(entries.map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('trend', () => {
  it('compares with the older neighbour', () => {
    expect(trendBetween(6, 5)).toBe('increased');
    expect(trendBetween(4, 5)).toBe('decreased');
    expect(trendBetween(5, 5)).toBe('same');
  });

  it('gives every item but the oldest a trend', () => {
    const items = historyItems([
      e('oldest', '2026-03-01', '2026-03-01T09:00:00Z', 3),
      e('same', '2026-03-02', '2026-03-02T09:00:00Z', 3),
      e('up', '2026-03-03', '2026-03-03T09:00:00Z', 7),
      e('down', '2026-03-03', '2026-03-03T10:00:00Z', 4),
    ]);
    expect(items.map((item) => [item.entry.id, item.trend])).toEqual([
      ['down', 'decreased'],
      ['up', 'increased'],
      ['same', 'same'],
      ['oldest', null],
    ]);
  });

  it('is empty for no entries and has no trend for one', () => {
    expect(historyItems([])).toEqual([]);
    expect(historyItems([e('a', '2026-03-01', 'x', 5)])[0]?.trend).toBeNull();
  });
});
