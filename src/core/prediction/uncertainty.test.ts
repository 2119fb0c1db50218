import { describe, expect, it } from 'vitest';
import type { HorizonBacktest } from './backtest';
import { dayUncertainty, residualsFor } from './uncertainty';

const horizon = (h: number, residuals: number[]): HorizonBacktest => ({
  horizon: h,
  days: residuals.map((_, index) => index),
  byModel: { yesterday: { residuals, errors: residuals.map(Math.abs) } },
});

/** -2, -1.5, ..., 2.5: ten residuals a half-point apart. */
const TEN = Array.from({ length: 10 }, (_, index) => -2 + index * 0.5);
const TWENTY = [...TEN, ...TEN];

describe('dayUncertainty', () => {
  it('takes the range from the 10th and 90th percentiles of the residuals', () => {
    const result = dayUncertainty(5, { values: TWENTY, scale: 1 }, 7);
    // 10th percentile of the twenty: -1.55 -> 3.45, shown 3.5; 90th: 2.05 -> 7.05, shown 7.1.
    expect(result.range).toEqual({ low: 3.5, high: 7.1 });
    // Within one point: -1, -0.5, 0, 0.5, 1, twice.
    expect(result.confidence).toBe(50);
    // 5 + r >= 7 for r = 2 and 2.5, twice.
    expect(result.flareProbability).toBe(20);
    expect(result.n).toBe(20);
  });

  it('keeps the range within 0-10 and around the point', () => {
    const high = dayUncertainty(9.8, { values: [1, 2, 3], scale: 1 }, 8);
    expect(high.range).toEqual({ low: 9.8, high: 10 });
    expect(high.flareProbability).toBe(100);
    const low = dayUncertainty(0.2, { values: [-3, -2, -1], scale: 1 }, 8);
    expect(low.range).toEqual({ low: 0, high: 0.2 });
  });

  it('has no measure without residuals', () => {
    expect(dayUncertainty(7.5, { values: [], scale: 1 }, 7)).toEqual({
      range: { low: 7.5, high: 7.5 },
      confidence: 0,
      flareProbability: 100,
      n: 0,
    });
  });
});

describe('residualsFor', () => {
  it("uses the horizon's own residuals when there are 14, else the first horizon's widened", () => {
    const backtests = new Map([
      [1, horizon(1, TWENTY)],
      [2, horizon(2, TWENTY.slice(0, 14))],
      [4, horizon(4, TWENTY.slice(0, 13))],
    ]);
    expect(residualsFor(backtests, 'yesterday', 2)).toEqual({
      values: TWENTY.slice(0, 14),
      scale: 1,
    });
    expect(residualsFor(backtests, 'yesterday', 4)).toEqual({ values: TWENTY, scale: 2 });
    expect(residualsFor(backtests, 'linear', 4)).toEqual({ values: [], scale: 1 });
  });
});
