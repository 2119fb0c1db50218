import { describe, expect, it } from 'vitest';
import { dayNumber } from '../calendar';
import { backtestAccuracy } from './backtest';
import { analysisDays } from './days';
import { dailyAnalysisEntries } from '../test-support/analysis-input';

const days = (pains: readonly number[]) =>
  analysisDays(dailyAnalysisEntries(pains.map((painLevel) => ({ painLevel }))));

describe('prediction backtest', () => {
  it('checks each day after the first 7 against what the prediction would have said', () => {
    // Flat pain is predicted exactly: every checked day is within 1 point.
    const flat = days(Array.from({ length: 30 }, () => 4));
    expect(backtestAccuracy(flat, flat[0]!.day)).toEqual({ percent: 100, n: 23, withinPoints: 1 });
  });

  it('gives no figure below 14 checked days', () => {
    const short = days(Array.from({ length: 20 }, () => 4));
    expect(backtestAccuracy(short, short[0]!.day)).toBeNull();
    const enough = days(Array.from({ length: 21 }, () => 4));
    expect(backtestAccuracy(enough, enough[0]!.day)?.n).toBe(14);
  });

  it('counts only the window, and misses as misses', () => {
    // Alternating 1 and 9: the 14-day mean is 5, each day is 4 away from it.
    const swinging = days(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 1 : 9)));
    const from = dayNumber(swinging[20]!.date) as number;
    const result = backtestAccuracy(swinging, from);
    expect(result?.n).toBe(20);
    expect(result?.percent).toBeLessThan(50);
  });
});
