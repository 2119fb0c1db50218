import { describe, expect, it } from 'vitest';
import { backtestHorizon, summariseErrors } from './backtest';
import { CANDIDATES } from './candidates';
import { dailyDays } from './test-days';
import { buildTimeline, historyUpTo } from './timeline';

const END = '2026-03-10';

function timelineOf(pains: readonly (number | null)[]) {
  const days = dailyDays(pains, END);
  const last = days[days.length - 1]!.day;
  return buildTimeline(historyUpTo(days, last), last, 7);
}

const rounded = (values: readonly number[]) => values.map((value) => Number(value.toFixed(9)));

describe('backtestHorizon', () => {
  //               slot: 0  1  2  3  4  5  6  7  8  9
  const PAINS = [2, 4, 6, 4, 2, 4, 6, 4, 2, 4];

  it('checks each day whose origin has 7 days with entries, one day ahead', () => {
    const result = backtestHorizon(timelineOf(PAINS), 9, 1, CANDIDATES);
    // Slots 7, 8, 9, predicted from slots 6, 7, 8.
    expect(result.days).toHaveLength(3);
    // Yesterday: 6 -> 4, 4 -> 2, 2 -> 4.
    expect(rounded(result.byModel.yesterday!.residuals)).toEqual([-2, -2, 2]);
    expect(rounded(result.byModel.yesterday!.errors)).toEqual([2, 2, 2]);
    // 7-day mean at slot 6: 28/7 = 4; at 7: 30/7, shown 4.3; at 8: 28/7 = 4.
    expect(rounded(result.byModel['seven-day-mean']!.residuals)).toEqual([0, -2.3, 0]);
    // Too few days for the linear model: it falls back to the 7-day mean.
    expect(result.byModel.linear!.residuals).toEqual(result.byModel['seven-day-mean']!.residuals);
  });

  it('predicts from h days earlier at horizon h', () => {
    const result = backtestHorizon(timelineOf(PAINS), 9, 2, ['yesterday']);
    // Slots 8 and 9 from slots 6 and 7: 6 -> 2, 4 -> 4.
    expect(rounded(result.byModel.yesterday!.residuals)).toEqual([-4, 0]);
    expect(result.byModel.linear).toBeUndefined();
  });

  it('skips days without entries and reads the last day with one at the origin', () => {
    const gappy: (number | null)[] = [...PAINS];
    gappy[8] = null;
    const result = backtestHorizon(timelineOf(gappy), 9, 1, ['yesterday']);
    // Slot 7 from 6 (6 -> 4); slot 9 from 8, whose last entry is slot 7 (4 -> 4).
    expect(rounded(result.byModel.yesterday!.residuals)).toEqual([-2, 0]);
  });

  it('only checks the 60 days up to the last day with entries', () => {
    const long = Array.from({ length: 100 }, (_, index) => (index % 2 === 0 ? 3 : 5));
    const result = backtestHorizon(timelineOf(long), 99, 1, ['yesterday']);
    expect(result.days).toHaveLength(60);
    expect(result.byModel.yesterday!.errors.every((error) => error === 2)).toBe(true);
  });
});

describe('summariseErrors', () => {
  it('gives the mean absolute error and the share within one point', () => {
    expect(summariseErrors([0, 1, 2, 1.5])).toEqual({
      meanAbsoluteError: 1.125,
      withinOnePercent: 50,
      n: 4,
    });
    expect(summariseErrors([])).toBeNull();
  });
});
