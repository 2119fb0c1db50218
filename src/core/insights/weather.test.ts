import { describe, expect, it } from 'vitest';
import { toDayPoints } from '../day-points';
import { dayPoints } from '../test-support/day-points';
import { dailyRows } from '../test-support/entries';
import { weatherInsight } from './weather';

/** Two low-pressure days at `low` pain and three days at 1013 hPa with pain 5. */
const days = (low: number) =>
  dayPoints([low, low, 5, 5, 5], (i) => ({ pressure: i < 2 ? 1002 : 1013 }));

describe('weatherInsight', () => {
  it('is shown from a difference of 0.5 (medium), not at 0.49', () => {
    expect(weatherInsight(days(5.5))?.priority).toBe('medium');
    expect(weatherInsight(days(5.49))).toBeNull();
    expect(weatherInsight(days(5.51))?.priority).toBe('medium');
  });

  it('is high priority above a difference of 1.5 only', () => {
    expect(weatherInsight(days(6.5))?.priority).toBe('medium');
    expect(weatherInsight(days(6.51))?.priority).toBe('high');
  });

  it('counts 1009.9 hPa as low and 1010 as not', () => {
    const points = dayPoints([7, 5, 5, 5, 5], (i) => ({ pressure: i === 0 ? 1009.9 : 1010 }));
    expect(weatherInsight(points)?.data).toMatchObject({ lowPressureDays: 1, difference: 2 });
    expect(weatherInsight(dayPoints([7, 5, 5, 5, 5], () => ({ pressure: 1010 })))).toBeNull();
  });

  it('needs 5 days with pressure: 4 are not enough', () => {
    const points = days(9);
    expect(weatherInsight(points.slice(0, 4))).toBeNull();
    expect(weatherInsight([...points.slice(0, 4), ...dayPoints([5])])).toBeNull();
    expect(weatherInsight(points)).not.toBeNull();
  });

  it('reports only low pressure hurting more', () => {
    expect(weatherInsight(days(2))).toBeNull();
  });

  it('states both averages', () => {
    const entries = dailyRows([
      { painLevel: 6, pressure: 1003 },
      { painLevel: 7, pressure: 1008.5 },
      { painLevel: 5, pressure: 1015 },
      { painLevel: 5, pressure: 1020 },
      { painLevel: 4, pressure: 1011 },
    ]);
    expect(weatherInsight(toDayPoints(entries))).toMatchObject({
      id: 'weather-pressure',
      type: 'pattern',
      category: 'weather',
      priority: 'high',
      actionable: true,
      title: 'Low pressure days are harder',
      description:
        'Low pressure days (below 1010 hPa) average 6.5 vs 4.7 on other days. When pressure ' +
        'drops, plan a lighter day.',
    });
  });
});
