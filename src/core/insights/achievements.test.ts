import { describe, expect, it } from 'vitest';
import { dayPoints } from '../test-support/day-points';
import { improvingBadge, loggingBadge } from './achievements';

describe('loggingBadge', () => {
  it('is earned at 7 days, not 6', () => {
    expect(loggingBadge(dayPoints([5, 5, 5, 5, 5, 5]))).toBeNull();
    expect(loggingBadge(dayPoints([5, 5, 5, 5, 5, 5, 5]))).toEqual({
      id: 'logging-streak',
      type: 'achievement',
      category: 'achievement',
      priority: 'low',
      actionable: false,
      title: 'Consistent tracker',
      description:
        'You have logged your pain on 7 days. Regular entries make your patterns clearer.',
      data: { days: 7 },
    });
  });
});

/** Five days at `previous` followed by five at `recent`. */
const tenDays = (previous: number, recent: number) =>
  dayPoints([...Array<number>(5).fill(previous), ...Array<number>(5).fill(recent)]);

describe('improvingBadge', () => {
  it('is earned for a drop of 1 point, not 0.99', () => {
    expect(improvingBadge(tenDays(6, 5))?.id).toBe('pain-improving');
    expect(improvingBadge(tenDays(6, 5.01))).toBeNull();
    expect(improvingBadge(tenDays(6, 4.99))?.id).toBe('pain-improving');
    expect(improvingBadge(tenDays(5, 6))).toBeNull();
  });

  it('needs 10 days: 9 are not enough', () => {
    expect(improvingBadge(tenDays(8, 2).slice(1))).toBeNull();
  });

  it('compares the last 5 days with the 5 before', () => {
    const points = dayPoints([9, 9, 9, 6, 6, 6, 4, 5, 4, 4, 4, 4, 4]);
    expect(improvingBadge(points)).toMatchObject({
      priority: 'low',
      actionable: false,
      title: 'Pain improving',
      description: 'Your last 5 days averaged 4.0, down from 5.4 over the 5 days before.',
    });
  });
});
