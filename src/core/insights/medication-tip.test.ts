import { describe, expect, it } from 'vitest';
import { dayPoints } from '../test-support/day-points';
import { medicationTip } from './medication-tip';

/** Seven days, the first `noted` of the last seven with notes. */
const week = (noted: number, older = 0) =>
  dayPoints(Array<number>(7 + older).fill(5), (i) => ({
    hasNotes: i < older || i - older < noted,
  }));

describe('medicationTip', () => {
  it('shows while fewer than 3 of the last 7 days have notes', () => {
    expect(medicationTip(week(0))?.data).toEqual({ daysWithNotes: 0, days: 7 });
    expect(medicationTip(week(2))?.data).toEqual({ daysWithNotes: 2, days: 7 });
    expect(medicationTip(week(3))).toBeNull();
    expect(medicationTip(week(4))).toBeNull();
  });

  it('looks only at the last 7 days', () => {
    // Five older days with notes do not count.
    expect(medicationTip(week(2, 5))?.data).toEqual({ daysWithNotes: 2, days: 7 });
  });

  it('is a low-priority recommendation', () => {
    expect(medicationTip(week(1))).toEqual({
      id: 'medication-notes',
      type: 'recommendation',
      category: 'medication',
      priority: 'low',
      actionable: true,
      title: 'Note what you take',
      description:
        '1 of your last 7 days have notes. A line about the medication you took and how well ' +
        'it worked makes it easier to see what helps.',
      data: { daysWithNotes: 1, days: 7 },
    });
  });
});
