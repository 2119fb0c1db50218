import { describe, expect, it } from 'vitest';
import { toDayPoints } from '../day-points';
import { dayPoints } from '../test-support/day-points';
import { addDays } from '../calendar';
import { dailyEntries, entry, START_DATE } from '../test-support/entries';
import { painTrendInsight } from './pain-trend';

/** 7 days at `previous` followed by 7 days at `recent`. */
const weeks = (previous: number, recent: number) =>
  dayPoints([...Array<number>(7).fill(previous), ...Array<number>(7).fill(recent)]);

describe('painTrendInsight', () => {
  it('is shown at a difference of exactly 0.5, not at 0.49', () => {
    expect(painTrendInsight(weeks(4, 4.5))?.priority).toBe('high');
    expect(painTrendInsight(weeks(4, 4.49))).toBeNull();
    expect(painTrendInsight(weeks(4, 4.51))?.priority).toBe('high');
    expect(painTrendInsight(weeks(4.5, 4))?.priority).toBe('low');
    expect(painTrendInsight(weeks(4.49, 4))).toBeNull();
  });

  it('is shown at exactly 0.5 reached through entries, a day with two logs averaging 3.5', () => {
    const entries = dailyEntries([4, 4, 4, 4, 4, 4, 3, 4, 4, 4, 5, 5, 4, 5]);
    entries.push(entry({ date: addDays(START_DATE, 6), painLevel: 4, kind: 'quick' }));
    // Previous week 27.5, last week 31: a difference of 3.5 / 7.
    const insight = painTrendInsight(toDayPoints(entries));
    expect(insight?.data?.difference).toBeCloseTo(0.5, 12);
    expect(insight?.priority).toBe('high');
  });

  it('calls worsening high priority and actionable, improving low', () => {
    const worse = painTrendInsight(
      toDayPoints(dailyEntries([3, 3, 3, 3, 3, 3, 3, 5, 6, 5, 6, 5, 6, 5])),
    );
    expect(worse).toMatchObject({
      id: 'pain-trend',
      type: 'pattern',
      category: 'trends',
      priority: 'high',
      actionable: true,
      title: 'Pain is trending up',
    });
    expect(worse?.description).toBe(
      'Your last 7 days averaged 5.4, up from 3.0 over the 7 days before. If it keeps rising, ' +
        'consider talking to your care team.',
    );

    const better = painTrendInsight(
      toDayPoints(dailyEntries([6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 4, 4, 4, 5])),
    );
    expect(better).toMatchObject({
      priority: 'low',
      actionable: false,
      title: 'Pain is trending down',
    });
    expect(better?.description).toContain('averaged 4.1, down from 6.0');
  });

  it('needs two full weeks of days: 13 is not enough, 14 is', () => {
    const fourteen = weeks(2, 6);
    expect(painTrendInsight(fourteen.slice(1))).toBeNull();
    expect(painTrendInsight(fourteen)).not.toBeNull();
  });

  it('compares only the last 14 days', () => {
    // Ten older days of 10 fall outside both windows.
    const points = dayPoints([...Array<number>(10).fill(10), ...Array<number>(14).fill(3)]);
    expect(painTrendInsight(points)).toBeNull();
  });
});
