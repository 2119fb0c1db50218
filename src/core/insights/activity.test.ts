import { describe, expect, it } from 'vitest';
import { toDayPoints } from '../day-points';
import { dayPoints } from '../test-support/day-points';
import { dailyRows } from '../test-support/entries';
import { activityInsight } from './activity';

const withActivities = (rows: [number, string[]][]) =>
  dayPoints(
    rows.map(([pain]) => pain),
    (i) => ({ activities: rows[i]?.[1] ?? [] }),
  );

describe('activityInsight', () => {
  it('needs 3 days with activities: 2 are not enough', () => {
    const two = withActivities([
      [3, ['Walking']],
      [4, ['Walking']],
      [5, []],
    ]);
    expect(activityInsight(two)).toBeNull();
    const three = withActivities([
      [3, ['Walking']],
      [4, ['Walking']],
      [5, ['Yoga']],
    ]);
    expect(activityInsight(three)?.data).toMatchObject({ activity: 'Walking', days: 2 });
  });

  it('ignores activities done only once', () => {
    const points = withActivities([
      [1, ['Swimming']],
      [6, ['Yoga']],
      [4, ['Yoga']],
      [8, ['Reading']],
    ]);
    expect(activityInsight(points)?.data).toMatchObject({ activity: 'Yoga', average: 5, days: 2 });
    const none = withActivities([
      [1, ['Swimming']],
      [6, ['Yoga']],
      [4, ['Reading']],
    ]);
    expect(activityInsight(none)).toBeNull();
  });

  it('picks the lowest average, then more uses, then the name', () => {
    const points = withActivities([
      [2, ['Yoga', 'Walking', 'Swimming']],
      [4, ['Yoga', 'Walking', 'Swimming']],
      [3, ['Walking', 'Swimming']],
      [6, ['Reading']],
      [6, ['Reading']],
    ]);
    // Yoga 3.0 over 2 days; Walking and Swimming 3.0 over 3: more uses, then alphabetical.
    expect(activityInsight(points)?.data).toMatchObject({ activity: 'Swimming', days: 3 });
  });

  it('groups names without case and describes the best one with its average', () => {
    const entries = dailyRows([
      { painLevel: 3, activities: ['Walking'] },
      { painLevel: 4, activities: ['walking'] },
      { painLevel: 6, activities: ['Gardening'] },
      { painLevel: 7, activities: ['Gardening'] },
    ]);
    expect(activityInsight(toDayPoints(entries))).toMatchObject({
      id: 'best-activity',
      type: 'pattern',
      category: 'activity',
      priority: 'medium',
      actionable: true,
      title: 'Walking goes with lower pain',
      description:
        'On the 2 days you did Walking your pain averaged 3.5, the lowest of your activities, ' +
        'against 6.5 on other days. It may be worth keeping up.',
      data: { activity: 'Walking', average: 3.5, days: 2, otherAverage: 6.5 },
    });
  });

  it('does not claim lower pain when other days were no worse', () => {
    const points = withActivities([
      [5, ['Walking']],
      [4, ['Walking']],
      [3, ['Yoga']],
      [6, []],
    ]);
    expect(activityInsight(points)).toMatchObject({
      title: 'Your lowest-pain activity: Walking',
      actionable: false,
      description:
        'On the 2 days you did Walking your pain averaged 4.5, against 4.5 on other days.',
    });
  });

  it('compares with other days when only one activity qualifies', () => {
    const points = withActivities([
      [3, ['Walking']],
      [4, ['Walking']],
      [5, ['Yoga']],
    ]);
    expect(activityInsight(points)).toMatchObject({
      title: 'Walking goes with lower pain',
      description:
        'On the 2 days you did Walking your pain averaged 3.5, against 5.0 on other days. ' +
        'It may be worth keeping up.',
    });
  });

  it('leaves out the comparison when the activity was done every day', () => {
    const points = withActivities([
      [3, ['Walking']],
      [4, ['Walking']],
      [5, ['Walking']],
    ]);
    expect(activityInsight(points)).toMatchObject({
      title: 'Your lowest-pain activity: Walking',
      description: 'On the 3 days you did Walking your pain averaged 4.0.',
    });
  });
});
