import { describe, expect, it } from 'vitest';
import { toDayPoints } from '../day-points';
import { dayPoints } from '../test-support/day-points';
import { dailyRows } from '../test-support/entries';
import { stressInsight } from './stress';

/** Two high-stress days at `high` pain and three calmer days at 5. */
const days = (high: number) =>
  dayPoints([high, high, 5, 5, 5], (i) => ({ stressLevel: i < 2 ? 8 : 3 }));

describe('stressInsight', () => {
  it('is shown from a difference of 1 (medium), not at 0.99', () => {
    expect(stressInsight(days(6))?.priority).toBe('medium');
    expect(stressInsight(days(5.99))).toBeNull();
    expect(stressInsight(days(6.01))?.priority).toBe('medium');
  });

  it('is high priority above a difference of 2 only', () => {
    expect(stressInsight(days(7))?.priority).toBe('medium');
    expect(stressInsight(days(7.01))?.priority).toBe('high');
  });

  it('counts stress 7 as high and 6 as not', () => {
    const points = dayPoints([7, 5, 5, 5, 5], (i) => ({ stressLevel: i === 0 ? 7 : 6 }));
    expect(stressInsight(points)?.data).toMatchObject({ highStressDays: 1, difference: 2 });
    const none = dayPoints([7, 5, 5, 5, 5], () => ({ stressLevel: 6 }));
    expect(stressInsight(none)).toBeNull();
  });

  it('needs 5 days with stress data: 4 are not enough', () => {
    const points = days(9);
    expect(stressInsight(points.slice(0, 4))).toBeNull();
    expect(stressInsight([...points.slice(0, 4), ...dayPoints([5])])).toBeNull();
    expect(stressInsight(points)).not.toBeNull();
  });

  it('reports only high stress hurting more', () => {
    expect(stressInsight(days(3))).toBeNull();
  });

  it('states both averages', () => {
    const entries = dailyRows([
      { painLevel: 8, stressLevel: 9 },
      { painLevel: 7, stressLevel: 7 },
      { painLevel: 4, stressLevel: 2 },
      { painLevel: 4, stressLevel: 6 },
      { painLevel: 5, stressLevel: 3 },
      { painLevel: 9 }, // no stress data: left out
    ]);
    expect(stressInsight(toDayPoints(entries))).toMatchObject({
      id: 'stress-impact',
      type: 'pattern',
      category: 'stress',
      priority: 'high',
      actionable: true,
      title: 'Stress raises your pain',
      description:
        'On high-stress days (7 or more) your pain averaged 7.5, against 4.3 on other days. ' +
        'A breathing or relaxation exercise on stressful days may help.',
    });
  });
});
