import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { format1 } from '../stats/numbers';
import { seededRandom } from '../stats/random';
import {
  ANALYSIS_NOW,
  ANALYSIS_TODAY,
  analysisEntry,
  dailyAnalysisEntries,
} from '../test-support/analysis-input';
import { numbersIn } from '../test-support/arbitraries';
import { shuffled } from '../test-support/entries';
import { biometricCorrelations } from './correlations';
import type { DailyAggregate } from './daily-values';
import { dailyRows, PHONE, row, WATCH } from './test-days';

function correlate(pains: readonly number[], aggregates: readonly DailyAggregate[]) {
  return biometricCorrelations({
    entries: dailyAnalysisEntries(pains.map((painLevel) => ({ painLevel }))),
    aggregates,
    today: ANALYSIS_TODAY,
    now: ANALYSIS_NOW,
  });
}

/** 200 nights, 3 in 10 under 6 h, each followed by a day with 2 more points of pain. */
function shortNightDiary(seed: number, days = 200) {
  const random = seededRandom(seed);
  const hours: number[] = [];
  const pains: number[] = [];
  for (let i = 0; i < days; i += 1) {
    const short = random() < 0.3;
    hours.push(short ? 4 + random() * 1.9 : 6.2 + random() * 2.5);
    pains.push(Math.round(3 + (short ? 2 : 0) + (random() - 0.5) * 3));
  }
  return {
    pains,
    sleep: dailyRows(
      'sleep',
      hours.map((h) => Math.round(h * 60)),
    ),
  };
}

/** Every metric and pain drawn independently of each other. */
function noiseDiary(seed: number, days = 150) {
  const random = seededRandom(seed);
  const series = (min: number, max: number) =>
    Array.from({ length: days }, () => min + random() * (max - min));
  return {
    pains: series(0, 10).map(Math.round),
    aggregates: [
      ...dailyRows('sleep', series(240, 540).map(Math.round)),
      ...dailyRows('resting_heart_rate', series(55, 75)),
      ...dailyRows('heart_rate_variability', series(20, 80)),
      ...dailyRows('steps', series(1000, 12000).map(Math.round), PHONE),
      ...dailyRows('oxygen_saturation', series(93, 99)),
      ...dailyRows('weight', series(68, 72)),
    ],
  };
}

describe('biometric correlations', () => {
  it('find a planted short-night effect, sized and described', () => {
    const { pains, sleep } = shortNightDiary(7);
    const result = correlate(pains, sleep);
    const short = result.correlations.find((c) => c.key === 'short_nights:0');
    expect(short).toMatchObject({
      metric: 'short_nights',
      metricLabel: "Nights under 6 h of sleep (from Jane's Apple Watch)",
      lag: 0,
      significant: true,
      sampleSize: 200,
      lastUpdated: ANALYSIS_NOW.toISOString(),
    });
    expect(short?.difference).toBeGreaterThan(1.6);
    expect(short?.difference).toBeLessThan(2.4);
    expect(short?.qValue).toBeLessThan(0.05);
    expect(short?.description).toMatch(
      /^Nights under 6 h of sleep \(from Jane's Apple Watch\) go with \d\.\d points more pain the next day \(n = 200, significant\)\.$/,
    );
    expect(short?.description).toContain(`${format1(short?.difference ?? 0)} points`);

    const sleep0 = result.correlations.find((c) => c.key === 'sleep:0');
    expect(sleep0?.correlation).toBeLessThan(0);
    expect(sleep0?.metricLabel).toBe("Sleep (from Jane's Apple Watch)");
    expect(sleep0?.description).toMatch(
      /^Longer sleep \(from Jane's Apple Watch\) goes with less pain the day after \(rho = -0\.\d\d, n = 200, significant\)\.$/,
    );
    expect(result).toMatchObject({ pairedDays: 200, minimumDays: 14 });
    // sleep at lags 0 and 1, short nights at lag 0.
    expect(result.tested).toBe(3);
    expect(result.correlations.map((c) => c.key).sort()).toEqual([
      'short_nights:0',
      'sleep:0',
      'sleep:1',
    ]);
  });

  it('put significant results first, then the stronger', () => {
    const { correlations } = correlate(shortNightDiary(7).pains, shortNightDiary(7).sleep);
    const ranks = correlations.map((c) => [Number(!c.significant), -Math.abs(c.correlation)]);
    expect(ranks).toEqual(
      [...ranks].sort(
        ([a, b], [c, d]) => (a as number) - (c as number) || (b as number) - (d as number),
      ),
    );
  });

  it('call nothing significant on independent series', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { pains, aggregates } = noiseDiary(seed);
      const result = correlate(pains, aggregates);
      expect(result.tested).toBe(13);
      expect(result.correlations.filter((c) => c.significant)).toEqual([]);
      for (const { description } of result.correlations) {
        expect(description).toMatch(/, not significant\)\.$/);
      }
    }
  });

  it('leave out of short nights the days whose night no device measured', () => {
    const { pains, sleep } = shortNightDiary(11);
    const everyOther = sleep.filter((_, i) => i % 2 === 0);
    const { correlations } = correlate(pains, everyOther);
    expect(correlations.find((c) => c.key === 'short_nights:0')?.sampleSize).toBe(100);
  });

  it('count a night as short under 6 h, not at 6 h', () => {
    const pains = Array.from({ length: 56 }, (_, i) => (i < 28 ? 3 : 6) + (i % 3));
    const sleep = dailyRows(
      'sleep',
      pains.map((_, i) => (i < 28 ? 360 : 359)),
    );
    const short = correlate(pains, sleep).correlations.find((c) => c.key === 'short_nights:0');
    expect(short?.trendDescription).toBe(
      'Short nights went from 0 of 28 to 28 of 28 in the last 4 weeks.',
    );
    expect(short?.difference).toBe(3);
  });

  it('test a metric from 14 days beside pain, not 13', () => {
    const pains = Array.from({ length: 30 }, (_, i) => (i * 7) % 11);
    const heart = (days: number) =>
      dailyRows(
        'resting_heart_rate',
        pains.map((pain, i) => (i >= 30 - days ? 60 + pain + (i % 3) : null)),
      );
    const keys = (days: number) => correlate(pains, heart(days)).correlations.map((c) => c.key);
    expect(keys(13)).toEqual([]);
    // The last day has no next day yet: 14 same-day pairs, 13 next-day ones.
    expect(keys(14)).toEqual(['resting_heart_rate:0']);
    expect(keys(15).sort()).toEqual(['resting_heart_rate:0', 'resting_heart_rate:1']);
    expect(correlate(pains, heart(13))).toMatchObject({ pairedDays: 13, tested: 0 });
  });

  it('describe a same-day metric with its rho and days', () => {
    const pains = Array.from({ length: 40 }, (_, i) => (i * 3) % 10);
    const heart = dailyRows(
      'resting_heart_rate',
      pains.map((pain) => 58 + pain),
    );
    const same = correlate(pains, heart).correlations.find((c) => c.key === 'resting_heart_rate:0');
    expect(same).toMatchObject({ correlation: 1, strength: 'very strong', significant: true });
    expect(same?.description).toBe(
      "Higher resting heart rate (from Jane's Apple Watch) goes with more pain the same day (rho = 1.00, n = 40, significant).",
    );
  });

  it('name your devices when no one device gave most days, and time in bed when it gave most nights', () => {
    const { pains } = shortNightDiary(3, 40);
    const minutes = pains.map((pain) => 540 - pain * 40);
    const alternating = [
      ...dailyRows(
        'steps',
        minutes.map((m, i) => (i % 2 === 0 ? m * 10 : null)),
        PHONE,
      ),
      ...dailyRows(
        'steps',
        minutes.map((m, i) => (i % 2 === 1 ? m * 10 : null)),
        WATCH,
      ),
      ...dailyRows('time_in_bed', minutes, PHONE),
      ...dailyRows(
        'sleep',
        minutes.map((m, i) => (i % 3 === 0 ? m : null)),
      ),
    ];
    const labels = new Map(
      correlate(pains, alternating).correlations.map((c) => [c.key, c.metricLabel]),
    );
    expect(labels.get('steps:0')).toBe('Steps (from your devices)');
    // Two nights in three are the phone's time in bed, one the watch's sleep.
    expect(labels.get('sleep:0')).toBe("Time in bed (from Jane's iPhone)");
    expect(labels.get('short_nights:0')).toBe("Nights under 6 h in bed (from Jane's iPhone)");
  });

  it('count paired days and metrics inside the last 365 days only', () => {
    const pains = Array.from({ length: 400 }, (_, i) => i % 9);
    const result = correlate(
      pains,
      dailyRows(
        'weight',
        pains.map((p, i) => 70 + p / 10 + (i % 4)),
      ),
    );
    expect(result.pairedDays).toBe(365);
    expect(result.correlations.find((c) => c.key === 'weight:0')?.sampleSize).toBe(365);
  });
});

const PROPERTY_TYPES = [
  'sleep',
  'time_in_bed',
  'resting_heart_rate',
  'heart_rate_variability',
  'steps',
  'oxygen_saturation',
  'weight',
  'heart_rate',
] as const;

/**
 * A few device series over 20 to 40 days ending today, each with gaps, and pain with gaps: long
 * enough that most runs have metrics to test.
 */
const seriesArbitrary = fc.record({
  device: fc.constantFrom(WATCH, PHONE),
  type: fc.constantFrom(...PROPERTY_TYPES),
  days: fc.array(
    fc.option(
      fc.record({
        count: fc.integer({ min: 0, max: 4 }),
        value: fc.double({ min: 0, max: 600, noNaN: true }),
      }),
      { freq: 4 },
    ),
    { minLength: 20, maxLength: 40 },
  ),
});

const diaryArbitrary = fc.record({
  pains: fc.array(fc.option(fc.integer({ min: 0, max: 10 }), { freq: 5 }), {
    minLength: 24,
    maxLength: 40,
  }),
  series: fc.uniqueArray(seriesArbitrary, {
    minLength: 1,
    maxLength: 6,
    selector: (one) => `${one.device.id}:${one.type}`,
  }),
  seed: fc.integer(),
});

const dateBack = (index: number, length: number) => addDays(ANALYSIS_TODAY, index - length + 1);

describe('biometric correlations on any data', () => {
  it('never give NaN, keep rho within [-1, 1], and ignore the order of the rows', () => {
    const tested: number[] = [];
    fc.assert(
      fc.property(diaryArbitrary, ({ pains, series, seed }) => {
        const entries = pains.flatMap((painLevel, i) =>
          painLevel === null ? [] : [analysisEntry({ date: dateBack(i, pains.length), painLevel })],
        );
        const aggregates = series.flatMap(({ device, type, days }) =>
          days.flatMap((day, i) =>
            day === null
              ? []
              : [
                  row(type, dateBack(i, days.length), 0, device, {
                    count: day.count,
                    sum: day.value * day.count,
                    min: day.value,
                    max: day.value * 1.1,
                  }),
                ],
          ),
        );
        const run = (rows: readonly DailyAggregate[]) =>
          biometricCorrelations({
            entries,
            aggregates: rows,
            today: ANALYSIS_TODAY,
            now: ANALYSIS_NOW,
          });
        const result = run(aggregates);
        tested.push(result.tested);
        expect(numbersIn(result).every(Number.isFinite)).toBe(true);
        for (const c of result.correlations) {
          expect(Math.abs(c.correlation)).toBeLessThanOrEqual(1);
          expect(c.pValue).toBeGreaterThan(0);
          expect(c.qValue).toBeLessThanOrEqual(1);
          expect(c.sampleSize).toBeGreaterThanOrEqual(14);
        }
        expect(result.tested).toBe(result.correlations.length);
        expect(run(shuffled(aggregates, seed))).toEqual(result);
      }),
      { numRuns: 60 },
    );
    // The property means something only if the runs test metrics.
    expect(tested.filter((count) => count > 0).length).toBeGreaterThan(20);
  });
});
