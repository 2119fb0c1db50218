import { describe, expect, it } from 'vitest';
import type { HorizonBacktest } from './backtest';
import { chooseModel } from './model-selection';

function backtest(
  errors: Record<'yesterday' | 'seven-day-mean' | 'linear', number[]>,
): HorizonBacktest {
  const n = errors.yesterday.length;
  const entry = (values: number[]) => ({ residuals: values, errors: values.map(Math.abs) });
  return {
    horizon: 1,
    days: Array.from({ length: n }, (_, index) => 20_000 + index),
    byModel: {
      yesterday: entry(errors.yesterday),
      'seven-day-mean': entry(errors['seven-day-mean']),
      linear: entry(errors.linear),
    },
  };
}

const fill = (n: number, value: number) => Array.from({ length: n }, () => value);

describe('chooseModel', () => {
  it('takes the lowest mean absolute error and reports the others beside it', () => {
    const choice = chooseModel(
      backtest({
        yesterday: fill(20, 1.5),
        'seven-day-mean': fill(20, -1.2),
        linear: fill(20, 0.5),
      }),
    );
    expect(choice).toEqual({
      model: 'linear',
      accuracy: {
        model: 'linear',
        meanAbsoluteError: 0.5,
        withinOnePercent: 100,
        n: 20,
        baselines: [
          { model: 'yesterday', meanAbsoluteError: 1.5 },
          { model: 'seven-day-mean', meanAbsoluteError: 1.2 },
        ],
      },
    });
  });

  it('breaks ties toward the simpler candidate', () => {
    const tie = fill(20, 1);
    expect(
      chooseModel(backtest({ yesterday: tie, 'seven-day-mean': tie, linear: tie })).model,
    ).toBe('yesterday');
    expect(
      chooseModel(backtest({ yesterday: fill(20, 2), 'seven-day-mean': tie, linear: tie })).model,
    ).toBe('seven-day-mean');
  });

  it('uses the 7-day mean, with no accuracy, below 14 checked days', () => {
    const choice = chooseModel(
      backtest({ yesterday: fill(13, 2), 'seven-day-mean': fill(13, 2), linear: fill(13, 0) }),
    );
    expect(choice).toEqual({ model: 'seven-day-mean', accuracy: null });
  });
});
