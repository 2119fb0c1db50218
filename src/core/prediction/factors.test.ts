import { describe, expect, it } from 'vitest';
import { analysisDays } from '../analysis/days';
import { generateDemoData } from '../demo/generate-demo-data';
import { dayNumber } from '../calendar';
import { seededRandom } from '../stats/random';
import { baselineFactor, painText } from './factors';
import { predictWeek } from './predict-week';
import { dailyDays } from './test-days';
import { buildTimeline, historyUpTo } from './timeline';

const TODAY = '2026-03-04'; // a Wednesday

/**
 * Sleep that holds for 10 nights at a time, and pain 3 + 0.8 per hour under 7 the day after a
 * night; the last 10 nights, up to today's, were 5.2 h.
 */
function sleepDiary() {
  const random = seededRandom(12);
  const blocks = Array.from({ length: 15 }, (_, index) =>
    index === 14 ? 5.2 : Math.round((5 + random() * 4) * 10) / 10,
  );
  const sleeps = Array.from(
    { length: 150 },
    (_, index) => blocks[Math.floor(index / 10)] as number,
  );
  const pains = sleeps.map((_, index) =>
    index === 0 ? 3 : 3 + 0.8 * (7 - (sleeps[index - 1] as number)) + (random() - 0.5) * 0.4,
  );
  return dailyDays(pains, TODAY, (index) => ({ sleepHours: sleeps[index] as number }));
}

const sleepFactor = (factors: readonly { factor: string }[]) =>
  factors.find((factor) => factor.factor.endsWith('sleep'));

describe('linear factors', () => {
  const result = predictWeek({ days: sleepDiary(), today: TODAY, forecast: [] });

  it('names the night just slept in plain words, with its points', () => {
    expect(result.accuracy?.model).toBe('linear');
    const tomorrow = result.predictions[1]!;
    const sleep = sleepFactor(tomorrow.primaryFactors) as (typeof tomorrow.primaryFactors)[number];
    expect(sleep.factor).toBe('Short sleep');
    expect(sleep.description).toMatch(/^You slept 5\.2 h last night, under your usual 6\.\d h$/);
    expect(sleep.impact).toBeGreaterThan(0.5);
    expect(sleep.confidence).toBe(tomorrow.confidence);
    expect(tomorrow.recommendations).toContain('Keep to a regular bedtime and wind down early');
  });

  it('speaks of recent nights further ahead', () => {
    const later = result.predictions[3]!.primaryFactors.find((factor) =>
      factor.factor.endsWith('sleep'),
    );
    expect(later?.description).toMatch(
      /^You have slept \d\.\d h a night lately, (under|over) your usual/,
    );
  });

  it('lists only factors of 0.1 point or more, strongest first', () => {
    for (const day of result.predictions) {
      const sizes = day.primaryFactors.map((factor) => Math.abs(factor.impact));
      expect(sizes.every((size) => size >= 0.1)).toBe(true);
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    }
  });
});

describe('baselineFactor', () => {
  const days = dailyDays([4, 4, 4, 4, 5.5, null, null, 6], TODAY);
  const end = dayNumber(TODAY) as number;
  const timeline = buildTimeline(historyUpTo(days, end), end + 1, 7);
  const base = { timeline, targetDay: end + 1, confidence: 40 };

  it('repeats yesterday’s pain, against the usual level', () => {
    const factor = baselineFactor('yesterday', 6, { ...base, origin: 7, todayDay: end + 1 });
    expect(factor).toEqual({
      kind: 'baseline',
      factor: 'Your last entry',
      // 6 against the mean of 4, 4, 4, 4, 5.5, 6 = 4.58
      impact: 1.4,
      confidence: 40,
      description: 'Based on your pain yesterday (6/10)',
    });
  });

  it('dates an older last entry, and writes fractions with one decimal', () => {
    const factor = baselineFactor('yesterday', 5.5, { ...base, origin: 5, todayDay: end + 1 });
    expect(factor.description).toBe('Based on your last entry, on Sunday 1 Mar 2026 (5.5/10)');
    const mean = baselineFactor('seven-day-mean', 4.7, { ...base, origin: 7, todayDay: end + 1 });
    expect(mean.description).toBe(
      'Based on your average over your last 7 days with entries (4.7/10)',
    );
  });

  it('writes whole pains without a decimal', () => {
    expect(painText(6)).toBe('6');
    expect(painText(6.25)).toBe('6.3');
  });
});

describe('factor directions', () => {
  // Seed 22 is the demo account's diary, where the model's sleep coefficient, taken alone,
  // once read "More sleep: +0.9 points".
  it.each([22, 5, 9])(
    'never lists a factor whose points go against its words (seed %i)',
    (seed) => {
      const document = generateDemoData({
        seed,
        endDate: '2026-11-24',
        days: 365,
        timeZone: 'UTC',
      });
      const result = predictWeek({
        days: analysisDays(document.journalEntries),
        today: '2026-11-25',
        forecast: [],
      });
      const factors = result.predictions.flatMap((day) => day.primaryFactors);
      expect(factors.length).toBeGreaterThan(0);
      for (const factor of factors) {
        if (factor.factor === 'Short sleep' || factor.factor === 'Higher stress') {
          expect(factor.impact, factor.factor).toBeGreaterThan(0);
        }
        if (factor.factor === 'More sleep' || factor.factor === 'Lower stress') {
          expect(factor.impact, factor.factor).toBeLessThan(0);
        }
      }
    },
  );
});
