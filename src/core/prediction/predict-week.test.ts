import { describe, expect, it } from 'vitest';
import { flareThreshold } from '../analysis/flares';
import { addDays, weekdayIndex } from '../calendar';
import { seededRandom } from '../stats/random';
import { numbersIn } from '../test-support/arbitraries';
import { shuffled } from '../test-support/entries';
import { predictWeek } from './predict-week';
import { dailyDays, demoDays, forecastDays } from './test-days';
import type { ModelAccuracy, PredictionModel } from './types';

const TODAY = '2026-11-25'; // a Wednesday

/** Mean absolute error of `model` in the accuracy, whether it was chosen or a baseline. */
function maeOf(accuracy: ModelAccuracy, model: PredictionModel): number {
  if (accuracy.model === model) return accuracy.meanAbsoluteError;
  return accuracy.baselines.find((baseline) => baseline.model === model)?.meanAbsoluteError ?? NaN;
}

/** Sunday .. Saturday. */
const WEEKLY = [2, 3, 5, 8, 6, 4, 1];
const weekly = (length: number) =>
  dailyDays(
    Array.from({ length }, (_, index) => WEEKLY[weekdayIndex(addDays(TODAY, index - length + 1))]!),
    TODAY,
  );

function randomWalk(seed: number, length: number) {
  const random = seededRandom(seed);
  let level = 5;
  const pains: number[] = [];
  for (let index = 0; index < length; index += 1) {
    level += (random() - 0.5) * 2;
    if (level < 0) level = -level;
    if (level > 10) level = 20 - level;
    pains.push(Math.round(level * 10) / 10);
  }
  return dailyDays(pains, TODAY);
}

describe('predictWeek below 14 days with entries', () => {
  it('says how many more days it needs and gives no numbers, but rates the forecast', () => {
    const forecast = forecastDays(TODAY, [1000, 1010]);
    const result = predictWeek({
      days: dailyDays(Array(13).fill(5), TODAY),
      today: TODAY,
      forecast,
    });
    expect(result).toMatchObject({
      daysNeeded: 1,
      daysWithEntries: 13,
      predictions: [],
      accuracy: null,
      sensitivity: null,
      insights: [],
    });
    expect(result.weatherImpact.map((day) => [day.date, day.painRiskFactor, day.label])).toEqual([
      [TODAY, 0, 'Neutral'],
      [addDays(TODAY, 1), 0, 'Neutral'],
    ]);
    expect(predictWeek({ days: [], today: TODAY, forecast: [] })).toMatchObject({
      daysNeeded: 14,
      daysWithEntries: 0,
      weatherImpact: [],
    });
  });

  it('counts only days up to today', () => {
    const days = dailyDays(Array(14).fill(5), addDays(TODAY, 1));
    expect(predictWeek({ days, today: TODAY, forecast: [] }).daysNeeded).toBe(1);
  });

  it('refuses a today that is not a date', () => {
    expect(() => predictWeek({ days: [], today: '2026-02-30', forecast: [] })).toThrow(RangeError);
  });
});

describe('predictWeek', () => {
  it('predicts today from the days before it, then the next 7 days', () => {
    const result = predictWeek({ days: weekly(60), today: TODAY, forecast: [] });
    expect(result.daysNeeded).toBe(0);
    expect(result.predictions.map((day) => [day.date, day.horizon])).toEqual(
      Array.from({ length: 8 }, (_, index) => [addDays(TODAY, index), Math.max(1, index)]),
    );
    // Without an entry today, the days ahead are counted from yesterday.
    const noToday = predictWeek({ days: weekly(61).slice(0, -1), today: TODAY, forecast: [] });
    expect(noToday.predictions.map((day) => day.horizon)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('predicts a perfectly weekly series exactly, with the linear model', () => {
    const result = predictWeek({ days: weekly(120), today: TODAY, forecast: [] });
    expect(result.accuracy?.model).toBe('linear');
    expect(result.accuracy?.meanAbsoluteError).toBeLessThanOrEqual(0.1);
    expect(result.accuracy?.withinOnePercent).toBe(100);
    for (const day of result.predictions) {
      expect(
        Math.abs(day.predictedPainLevel - WEEKLY[weekdayIndex(day.date)]!),
      ).toBeLessThanOrEqual(0.1);
      expect(day.confidence).toBe(100);
    }
    expect(result.insights.map((insight) => insight.type)).toContain('pattern');
  });

  it('does not beat yesterday’s pain on a random walk by more than noise', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { accuracy } = predictWeek({ days: randomWalk(seed, 200), today: TODAY, forecast: [] });
      expect(accuracy).not.toBeNull();
      expect(accuracy!.meanAbsoluteError).toBeGreaterThanOrEqual(
        maeOf(accuracy!, 'yesterday') - 0.1,
      );
    }
  });

  it('is never worse than either baseline on the backtest (demo diaries)', () => {
    for (const seed of [11, 12, 13]) {
      const { accuracy } = predictWeek({
        days: demoDays(seed, 400, TODAY),
        today: TODAY,
        forecast: [],
      });
      expect(accuracy?.n).toBeGreaterThan(40); // of 60 days, at a 90% logging rate
      for (const baseline of accuracy!.baselines) {
        expect(accuracy!.meanAbsoluteError).toBeLessThanOrEqual(baseline.meanAbsoluteError);
      }
    }
  });

  it('reports no accuracy and predicts with the 7-day mean before 14 days are checked', () => {
    const result = predictWeek({
      days: dailyDays(Array(14).fill(4), TODAY),
      today: TODAY,
      forecast: [],
    });
    expect(result.accuracy).toBeNull();
    expect(result.predictions).toHaveLength(8);
    expect(result.predictions[1]?.predictedPainLevel).toBe(4);
    expect(result.predictions[1]?.primaryFactors).toEqual([
      {
        factor: 'Your recent average',
        impact: 0,
        confidence: 100,
        description: 'Based on your average over your last 7 days with entries (4.0/10)',
      },
    ]);
  });

  it('reads the forecast pressure for the days ahead when the model learned a pressure effect', () => {
    const random = seededRandom(5);
    let pressure = 1013;
    const rows = Array.from({ length: 200 }, () => {
      const previous = pressure;
      pressure = 1013 + 0.7 * (pressure - 1013) + (random() - 0.5) * 16;
      return { pressure, pain: 4 + 0.3 * (previous - pressure) + (random() - 0.5) };
    });
    const days = dailyDays(
      rows.map((row) => Math.min(10, Math.max(0, row.pain))),
      TODAY,
      (index) => ({ pressure: rows[index]!.pressure }),
    );
    const last = rows.at(-1)!.pressure;
    const steady = predictWeek({
      days,
      today: TODAY,
      forecast: forecastDays(TODAY, Array(8).fill(last)),
    });
    const falling = predictWeek({
      days,
      today: TODAY,
      forecast: forecastDays(TODAY, [last, last - 8, ...Array(6).fill(last - 8)]),
    });
    expect(falling.accuracy?.model).toBe('linear');
    const tomorrow = (result: typeof steady) => result.predictions[1]!;
    expect(
      tomorrow(falling).predictedPainLevel - tomorrow(steady).predictedPainLevel,
    ).toBeGreaterThan(1.5);
    expect(tomorrow(falling).primaryFactors[0]).toMatchObject({
      factor: 'Falling pressure',
      description: 'Pressure is forecast to fall 8 hPa',
    });
    expect(falling.sensitivity?.perHpaFall).toBeCloseTo(0.3, 1);
    expect(falling.weatherImpact[1]?.label).toBe('High Risk');
  });

  it('still predicts, with wide ranges, after a long gap since the last entry', () => {
    const days = dailyDays(Array(30).fill(5), addDays(TODAY, -200));
    const result = predictWeek({ days, today: TODAY, forecast: [] });
    expect(result.predictions.map((day) => day.horizon)).toEqual([
      200, 201, 202, 203, 204, 205, 206, 207,
    ]);
    for (const day of result.predictions) {
      expect(day.predictedPainLevel).toBe(5);
      expect(day.range.low).toBeLessThanOrEqual(5);
      expect(day.range.high).toBeGreaterThanOrEqual(5);
    }
    expect(numbersIn(result).every(Number.isFinite)).toBe(true);
  });

  it('gives flare chances against the flare threshold of the days read', () => {
    const days = demoDays(21, 200, TODAY);
    const result = predictWeek({ days, today: TODAY, forecast: [] });
    expect(result.flareThreshold).toBe(flareThreshold(days.map((day) => day.pain)));
    for (const day of result.predictions) {
      expect(day.flareProbability).toBeGreaterThanOrEqual(0);
      expect(day.flareProbability).toBeLessThanOrEqual(100);
    }
  });

  it('gives the same answer for the same days in any order, and only finite numbers', () => {
    const days = demoDays(31, 300, TODAY);
    const forecast = forecastDays(TODAY, [1010, 1004, 1001, 1008, 1015, 1016, 1012, 1009]);
    const result = predictWeek({ days, today: TODAY, forecast });
    expect(predictWeek({ days: shuffled(days, 9), today: TODAY, forecast })).toEqual(result);
    expect(numbersIn(result).every(Number.isFinite)).toBe(true);
  });
});
