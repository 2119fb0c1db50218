import { describe, expect, it } from 'vitest';
import { NO_DEMO_EFFECTS } from '../demo/demo-options';
import { habitFinding } from './habit-findings';
import { predictiveInsights, type PredictedDay } from './insights';
import { predictWeek } from './predict-week';
import { demoDays, forecastDays } from './test-days';
import { historyUpTo } from './timeline';
import type { DayPrediction, RiskLevel } from './types';
import { weekdayPattern } from './weekday-pattern';

const END = '2026-11-25';
const SEEDS = [1, 2, 3, 4, 5];

const history = (days: ReturnType<typeof demoDays>) => historyUpTo(days, days.at(-1)!.day);
const lastDay = (days: ReturnType<typeof demoDays>) => days.at(-1)!.day;

describe('weekdayPattern', () => {
  it('finds planted harder Mondays and Tuesdays, and nothing in noise', () => {
    const found = SEEDS.map((seed) => {
      const days = demoDays(seed, 365, END, { ...NO_DEMO_EFFECTS, weekly: 1 });
      return weekdayPattern(history(days), lastDay(days));
    });
    expect(
      found.every((pattern) => pattern?.name === 'Monday' || pattern?.name === 'Tuesday'),
    ).toBe(true);
    expect(found[0]?.difference).toBeGreaterThanOrEqual(0.5);
    expect(found[0]?.n).toBeGreaterThan(300);

    const noise = SEEDS.map((seed) => {
      const days = demoDays(seed, 365, END, NO_DEMO_EFFECTS);
      return weekdayPattern(history(days), lastDay(days));
    });
    expect(noise).toEqual(SEEDS.map(() => null));
  });
});

describe('habitFinding', () => {
  it('finds planted short-sleep pain, and nothing in noise', () => {
    for (const seed of SEEDS) {
      const planted = demoDays(seed, 365, END, { ...NO_DEMO_EFFECTS, shortSleep: 1.5 });
      expect(habitFinding(history(planted), lastDay(planted))?.habit).toBe('sleep');
      const noise = demoDays(seed, 365, END, NO_DEMO_EFFECTS);
      expect(habitFinding(history(noise), lastDay(noise))).toBeNull();
    }
  });
});

function coming(levels: readonly [number, RiskLevel][]): PredictedDay[] {
  return levels.map(([level, risk], index) => ({
    prediction: {
      date: `2026-11-${26 + index}`,
      horizon: index + 1,
      predictedPainLevel: level,
      range: { low: level - 1, high: level + 1 },
      confidence: 40 + index,
      riskLevel: risk,
      primaryFactors: [],
      recommendations: ['Pace your day'],
      flareProbability: 30,
    } satisfies DayPrediction,
    checkedDays: 20 + index,
  }));
}

describe('predictiveInsights', () => {
  const none = {
    pattern: null,
    trigger: null,
    habit: null,
    weatherImpact: [],
    usualPressure: null,
  };

  it('gives nothing without a finding', () => {
    expect(
      predictiveInsights({
        ...none,
        coming: coming([
          [5, 'moderate'],
          [3, 'low'],
        ]),
      }),
    ).toEqual([]);
  });

  it('names the hardest coming day when its risk is high or severe', () => {
    const insights = predictiveInsights({
      ...none,
      coming: coming([
        [6.5, 'high'],
        [8.2, 'severe'],
        [8.1, 'severe'],
      ]),
    });
    expect(insights).toEqual([
      {
        type: 'timing',
        title: 'Friday looks like the hardest day',
        description:
          'Your pain is predicted at 8.2 on Friday 27 Nov 2026 (likely 7.2 to 9.2), severe risk, with a 30% chance of reaching your flare level.',
        confidence: 41,
        timeRelevance: 'Friday',
        actionable: true,
        recommendations: ['Pace your day'],
        dataPoints: 21,
      },
    ]);
  });

  it('reports a weather trigger with the first risky forecast day', () => {
    const weatherImpact = forecastDays('2026-11-26', [1012, 1003]).map((day, index) => ({
      ...day,
      painRiskFactor: index === 0 ? 0.1 : 0.9,
      label: index === 0 ? ('Neutral' as const) : ('Moderate' as const),
    }));
    const [insight] = predictiveInsights({
      ...none,
      coming: [],
      trigger: { kind: 'fall', points: 0.62, hPa: 6, rho: 0.2, qValue: 0.01, n: 200 },
      weatherImpact,
    });
    expect(insight).toMatchObject({
      type: 'trigger',
      title: 'Falling pressure',
      description:
        'On days when the pressure fell about 6 hPa, your pain has tended to be 0.6 points higher (200 days with pressure readings).',
      timeRelevance: 'Friday',
      dataPoints: 200,
    });
    expect(insight?.confidence).toBe(86);
  });
});

describe('predictWeek insights', () => {
  it('finds the planted patterns of a diary and none in noise', () => {
    const planted = demoDays(3, 365, END, { ...NO_DEMO_EFFECTS, weekly: 1, shortSleep: 1.5 });
    const found = predictWeek({ days: planted, today: END, forecast: [] }).insights;
    expect(found.map((insight) => insight.type)).toEqual(['pattern', 'prevention']);
    expect(found[1]?.description).toMatch(
      /^Over the last year, days after a night under 6 hours averaged \d\.\d\/10, against \d\.\d\/10 after longer nights \(\d+ and \d+ days, significant\)\.$/,
    );
    for (const seed of SEEDS) {
      const noise = demoDays(seed, 365, END, NO_DEMO_EFFECTS);
      expect(predictWeek({ days: noise, today: END, forecast: [] }).insights).toEqual([]);
    }
  });
});
