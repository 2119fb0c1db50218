import { describe, expect, it } from 'vitest';
import type { EntryKind } from './journal';
import { describeEntry, RECENT_ACTIVITY_LIMIT, recentActivity } from './recent-activity';

function entry(id: number, painLevel: number, kind: EntryKind = 'journal') {
  return {
    id: `e${id}`,
    date: '2026-03-04',
    painLevel,
    kind,
    createdAt: new Date(Date.parse('2026-03-04T08:00:00Z') + id * 60_000).toISOString(),
  };
}

describe('describeEntry', () => {
  it('describes each kind of entry', () => {
    expect(describeEntry({ kind: 'journal', painLevel: 6 })).toBe('Logged pain level 6');
    expect(describeEntry({ kind: 'quick', painLevel: 5 })).toBe('Quick pain log: 5/10');
    expect(describeEntry({ kind: 'emergency', painLevel: 8 })).toBe('Emergency log: 8/10');
    expect(describeEntry({ kind: 'journal', painLevel: 0 })).toBe('Logged pain level 0');
  });
});

describe('recentActivity', () => {
  it('is empty with no entries', () => {
    expect(recentActivity([])).toEqual([]);
  });

  it('lists the 5 most recently created entries, newest first', () => {
    const entries = [1, 2, 3, 4, 5, 6, 7].map((id) => entry(id, id));
    expect(RECENT_ACTIVITY_LIMIT).toBe(5);
    expect(recentActivity(entries).map((item) => item.id)).toEqual(['e7', 'e6', 'e5', 'e4', 'e3']);
    expect(recentActivity([...entries].reverse()).map((item) => item.id)).toEqual([
      'e7',
      'e6',
      'e5',
      'e4',
      'e3',
    ]);
  });

  it('keeps fewer than 5 as they are', () => {
    const items = recentActivity([entry(1, 3), entry(2, 5, 'quick'), entry(3, 8, 'emergency')]);
    expect(items).toEqual([
      {
        id: 'e3',
        kind: 'emergency',
        painLevel: 8,
        description: 'Emergency log: 8/10',
        createdAt: '2026-03-04T08:03:00.000Z',
      },
      {
        id: 'e2',
        kind: 'quick',
        painLevel: 5,
        description: 'Quick pain log: 5/10',
        createdAt: '2026-03-04T08:02:00.000Z',
      },
      {
        id: 'e1',
        kind: 'journal',
        painLevel: 3,
        description: 'Logged pain level 3',
        createdAt: '2026-03-04T08:01:00.000Z',
      },
    ]);
  });

  it('orders by when an entry was created, not by its date', () => {
    const backdated = { ...entry(9, 4), date: '2026-02-01' };
    expect(recentActivity([entry(1, 2), backdated])[0]?.id).toBe('e9');
  });

  it('honours another limit', () => {
    const entries = [1, 2, 3].map((id) => entry(id, id));
    expect(recentActivity(entries, 1).map((item) => item.id)).toEqual(['e3']);
    expect(recentActivity(entries, 0)).toEqual([]);
  });
});
