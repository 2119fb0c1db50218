import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { numbersIn } from '../test-support/arbitraries';
import { shuffled } from '../test-support/entries';
import { predictWeek } from './predict-week';
import { forecastDays, testDay } from './test-days';
import type { WeekPrediction } from './types';

/**
 * predictWeek on arbitrary diaries: up to 4 months of days, some missing, some with two records
 * for one day, pain whole or fractional, every other figure sometimes missing; today a little
 * after the last day or among them; a forecast of 0-8 days with gaps in its pressure.
 */

const START = '2026-01-01';

const figures = {
  pain: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.double({ min: 0, max: 10, noNaN: true })),
  sleepHours: fc.option(fc.double({ min: 0, max: 14, noNaN: true })),
  stress: fc.option(fc.integer({ min: 0, max: 10 })),
  pressure: fc.option(fc.double({ min: 950, max: 1050, noNaN: true })),
};

interface GeneratedDay {
  offset: number;
  pain: number;
  sleepHours: number | null;
  stress: number | null;
  pressure: number | null;
}

const inputArbitrary = fc.record({
  // Day i of the diary, logged 4 times in 5.
  diary: fc.array(fc.record({ logged: fc.integer({ min: 0, max: 4 }), ...figures }), {
    maxLength: 120,
    size: 'max',
  }),
  // A few more records on days already in it (or not).
  extra: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 120 }), ...figures }), {
    maxLength: 4,
  }),
  todayOffset: fc.integer({ min: 10, max: 130 }),
  forecast: fc.array(fc.option(fc.double({ min: 950, max: 1050, noNaN: true })), { maxLength: 8 }),
});

function inputOf(generated: {
  diary: (Omit<GeneratedDay, 'offset'> & { logged: number })[];
  extra: GeneratedDay[];
  todayOffset: number;
  forecast: (number | null)[];
}) {
  const today = addDays(START, generated.todayOffset);
  const days: GeneratedDay[] = [
    ...generated.diary.flatMap((day, offset) => (day.logged > 0 ? [{ ...day, offset }] : [])),
    ...generated.extra,
  ];
  return {
    days: days.map((day) => testDay(addDays(START, day.offset), day.pain, day)),
    today,
    forecast: forecastDays(today, generated.forecast),
  };
}

const isOneDecimal = (value: number) => Math.abs(Math.round(value * 10) / 10 - value) < 1e-9;
const isPercent = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;

function checkShape(result: WeekPrediction) {
  expect(numbersIn(result).every(Number.isFinite)).toBe(true);
  if (result.daysNeeded > 0) {
    expect(result.predictions).toEqual([]);
    expect(result.accuracy).toBeNull();
    expect(result.daysNeeded + result.daysWithEntries).toBe(14);
    return;
  }
  expect(result.predictions).toHaveLength(8);
  for (const day of result.predictions) {
    const { predictedPainLevel: level, range } = day;
    expect(level).toBeGreaterThanOrEqual(0);
    expect(level).toBeLessThanOrEqual(10);
    expect(isOneDecimal(level)).toBe(true);
    expect(range.low).toBeGreaterThanOrEqual(0);
    expect(range.low).toBeLessThanOrEqual(level);
    expect(range.high).toBeGreaterThanOrEqual(level);
    expect(range.high).toBeLessThanOrEqual(10);
    expect(isPercent(day.confidence)).toBe(true);
    expect(isPercent(day.flareProbability)).toBe(true);
    expect(day.horizon).toBeGreaterThanOrEqual(1);
    expect(day.primaryFactors.length).toBeGreaterThan(0);
    for (const factor of day.primaryFactors) expect(isPercent(factor.confidence)).toBe(true);
    expect(day.recommendations.length).toBeGreaterThan(0);
  }
  for (const insight of result.insights) {
    expect(isPercent(insight.confidence)).toBe(true);
    expect(insight.dataPoints).toBeGreaterThan(0);
  }
}

describe('predictWeek on arbitrary diaries', () => {
  it('keeps every level, range and percentage in bounds, with no NaN or Infinity', () => {
    fc.assert(
      fc.property(inputArbitrary, (generated) => checkShape(predictWeek(inputOf(generated)))),
      { numRuns: 150 },
    );
  });

  it('gives the same answer whatever order the days come in', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 1, max: 1000 }), (generated, seed) => {
        const input = inputOf(generated);
        const result = predictWeek(input);
        expect(predictWeek({ ...input, days: shuffled(input.days, seed) })).toEqual(result);
        expect(predictWeek({ ...input, days: [...input.days].reverse() })).toEqual(result);
      }),
      { numRuns: 100 },
    );
  });
});
