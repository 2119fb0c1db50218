import { addDays } from '@core/calendar';
import { PERIOD_DAYS, periodWindow, type AnalysisPeriod } from '@core/analysis/periods';
import type {
  AiInsight,
  AiPattern,
  AnalysisResult,
  FactorEffect,
  SeriesDay,
} from '@core/analysis/types';
import type { Prediction } from '@core/prediction/three-day';

/*
 * Analysis answers for the client tests: a few months of a realistic journal, and a new
 * account with nothing logged. Not used by the app.
 */

export const FIXTURE_TODAY = '2026-03-31';
const GENERATED_AT = '2026-03-31T08:00:00.000Z';

/** Flare days of the realistic series (two runs), and days without an entry. */
const FLARE_DAYS = new Set(['2026-02-10', '2026-02-11', '2026-02-12', '2026-03-20', '2026-03-21']);
const MISSING_DAYS = new Set(['2026-01-05', '2026-01-06', '2026-02-20', '2026-03-02']);

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Every day of the window: a weekly rhythm around 5, the flare runs at 8, a few gaps. */
function seriesFor(period: AnalysisPeriod, withData: boolean): SeriesDay[] {
  const { from, days } = periodWindow(period, FIXTURE_TODAY);
  const out: SeriesDay[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDays(from, index);
    const flare = withData && FLARE_DAYS.has(date);
    const pain =
      !withData || MISSING_DAYS.has(date) ? null : flare ? 8 : round1(4.5 + ((index * 3) % 7) / 5);
    out.push({
      date,
      pain,
      rollingMean: null,
      flare,
      mood: pain === null ? null : 3,
      sleepHours: pain === null ? null : 7,
      sleepQuality: pain === null ? null : 6,
      stress: pain === null ? null : 4,
      energy: pain === null ? null : 5,
      pressure: pain === null ? null : 1012,
    });
  }
  for (let index = 0; index < out.length; index += 1) {
    const week = out.slice(Math.max(0, index - 6), index + 1).flatMap((day) => day.pain ?? []);
    out[index]!.rollingMean =
      week.length >= 4 ? round1(week.reduce((a, b) => a + b, 0) / week.length) : null;
  }
  return out;
}

function effect(
  partial: Partial<FactorEffect> & Pick<FactorEffect, 'key' | 'factor' | 'group' | 'rho'>,
): FactorEffect {
  return {
    kind: 'numeric',
    lag: 0,
    n: 84,
    strength: 'weak',
    daysWith: null,
    daysWithout: null,
    meanWith: null,
    meanWithout: null,
    difference: null,
    pValue: 0.5,
    qValue: 0.6,
    significant: false,
    description: `${partial.factor} and your pain (n = ${partial.n ?? 84}).`,
    ...partial,
  };
}

export const EFFECTS: FactorEffect[] = [
  effect({
    key: 'stressLevel:0',
    factor: 'Stress level',
    group: 'stress',
    rho: 0.74,
    strength: 'very strong',
    pValue: 0.0005,
    qValue: 0.0009,
    significant: true,
    description: 'On days with more stress your pain was higher (n = 84, significant).',
  }),
  effect({
    key: 'sleepHours:1',
    factor: 'Sleep hours',
    group: 'sleep',
    lag: 1,
    rho: -0.52,
    strength: 'strong',
    pValue: 0.001,
    qValue: 0.004,
    significant: true,
    description:
      'After nights with more sleep your pain the next day was lower (n = 84, significant).',
  }),
  effect({
    key: 'sleepQuality:0',
    factor: 'Sleep quality',
    group: 'sleep',
    n: 80,
    rho: -0.31,
    strength: 'moderate',
    pValue: 0.012,
    qValue: 0.03,
    significant: true,
    description: 'On days after better sleep your pain was lower (n = 80, significant).',
  }),
  effect({
    key: 'pressure:1',
    factor: 'Air pressure',
    group: 'weather',
    lag: 1,
    n: 70,
    rho: -0.22,
    pValue: 0.06,
    qValue: 0.12,
    description:
      'When the air pressure was lower your pain the next day was a little higher (n = 70, not significant).',
  }),
  effect({
    key: 'adherence:0',
    factor: 'Medication taken as scheduled',
    group: 'medication',
    n: 60,
    rho: -0.18,
    pValue: 0.16,
    qValue: 0.21,
    description:
      'On days you took your scheduled doses your pain was a little lower (n = 60, not significant).',
  }),
  effect({
    key: 'activity:walking:0',
    factor: 'Activity: walking',
    group: 'activity',
    kind: 'yesno',
    rho: -0.28,
    daysWith: 20,
    daysWithout: 64,
    meanWith: 4.6,
    meanWithout: 5.4,
    difference: -0.8,
    pValue: 0.05,
    qValue: 0.09,
    description:
      'On days you walked your pain was 0.8 lower (20 days with, 64 without, not significant).',
  }),
  effect({
    key: 'tag:gluten:1',
    factor: 'Tag: gluten',
    group: 'tag',
    kind: 'yesno',
    lag: 1,
    rho: 0.35,
    strength: 'moderate',
    daysWith: 12,
    daysWithout: 72,
    meanWith: 6.3,
    meanWithout: 5.0,
    difference: 1.3,
    pValue: 0.02,
    qValue: 0.04,
    significant: true,
    description:
      'The day after a day tagged gluten your pain was 1.3 higher (12 days with, 72 without, significant).',
  }),
  effect({
    key: 'moodLevel:0',
    factor: 'Mood',
    group: 'mood',
    rho: -0.45,
    strength: 'moderate',
    pValue: 0.003,
    qValue: 0.008,
    significant: true,
    description: 'On days with a better mood your pain was lower (n = 84, significant).',
  }),
];

export const PATTERNS: AiPattern[] = [
  {
    id: 'short-sleep',
    name: 'Flares after short sleep',
    description: '5 of your 7 flares began within a day of a night under 6 hours of sleep.',
    episodes: 5,
    frequency: 1.7,
    averageDuration: 2.2,
    averageIntensity: 8.3,
    commonTriggers: [
      { name: 'Poor sleep', kind: 'tag', episodes: 3, lift: 2.4 },
      { name: 'Gardening', kind: 'activity', episodes: 2, lift: 1.8 },
    ],
    timePatterns: {
      weekdays: [0, 2, 1, 0, 1, 1, 0],
      peakWeekday: 'Monday',
      timesOfDay: { night: 4, morning: 2, afternoon: 1, evening: 1 },
      loggedTimes: 8,
      peakTimeOfDay: 'night',
    },
    reliability: 64,
    nextPredictedOccurrence: {
      date: '2026-04-09',
      medianIntervalDays: 12,
      intervalCv: 0.31,
      intervals: 4,
      reliability: 'moderate',
      reliabilityPercent: 64,
    },
    nextPredictionNote: null,
    prevention_strategies: [
      'Protect your sleep on the nights before busy days: short nights came before most of these flares.',
      'On a day after a short night, plan lighter tasks and pace yourself.',
    ],
    identifiedAt: GENERATED_AT,
  },
  {
    id: 'all-flares',
    name: 'All flares',
    description: 'Your 7 flares in the last 3 months.',
    episodes: 7,
    frequency: 2.3,
    averageDuration: 2.1,
    averageIntensity: 8.1,
    commonTriggers: [],
    timePatterns: {
      weekdays: [1, 2, 1, 1, 1, 1, 0],
      peakWeekday: 'Monday',
      timesOfDay: { night: 0, morning: 0, afternoon: 0, evening: 0 },
      loggedTimes: 0,
      peakTimeOfDay: null,
    },
    reliability: null,
    nextPredictedOccurrence: null,
    nextPredictionNote: 'The gaps between your flares vary too much to say when the next may come.',
    prevention_strategies: ['Keep a rescue plan ready: what helped during past flares.'],
    identifiedAt: GENERATED_AT,
  },
];

export const INSIGHTS: AiInsight[] = [
  {
    id: 'warning-flare-risk',
    type: 'warning',
    title: 'Flares have been frequent lately',
    description: 'A flare began in 5 of the last 12 weeks.',
    confidence: 78,
    severity: 'high',
    category: 'Flares',
    dataPoints: 84,
    dataUnit: 'days',
    timeframe: 'Last 3 months',
    actionable: true,
    recommendations: ['Talk to your clinician about a flare plan.'],
    relatedFactors: ['Flares'],
    accuracy: null,
    analysis: '7 flares began in the last 3 months, about 2.3 a month.',
    generatedAt: GENERATED_AT,
  },
  {
    id: 'correlation-stress',
    type: 'correlation',
    title: 'Stress and pain rise together',
    description: 'On days with more stress your pain was higher.',
    confidence: 91,
    severity: 'medium',
    category: 'Stress',
    dataPoints: 84,
    dataUnit: 'days',
    timeframe: 'Last 3 months',
    actionable: true,
    recommendations: [
      'Try a short breathing exercise on stressful days.',
      'Note what caused the stress, to spot what you can change.',
      'Ask your clinician about stress support.',
    ],
    relatedFactors: ['Stress level', 'Mood'],
    accuracy: null,
    analysis: "Spearman's rho 0.74 over 84 days; permutation p = 0.0005, q = 0.0009.",
    generatedAt: GENERATED_AT,
  },
  {
    id: 'pattern-short-sleep',
    type: 'pattern',
    title: 'Flares often follow short nights',
    description: '5 of 7 flares began within a day of a night under 6 hours of sleep.',
    confidence: 70,
    severity: 'medium',
    category: 'Sleep',
    dataPoints: 7,
    dataUnit: 'flares',
    timeframe: 'Last 3 months',
    actionable: true,
    recommendations: ['Keep a regular bedtime.'],
    relatedFactors: ['Sleep hours'],
    accuracy: null,
    analysis: 'Short nights came before 5 of your 7 flares.',
    generatedAt: GENERATED_AT,
  },
  {
    id: 'prediction-accuracy',
    type: 'prediction',
    title: 'Predictions were close on 71% of days',
    description: 'Checked against 60 days you had already logged.',
    confidence: 60,
    severity: 'low',
    category: 'Predictions',
    dataPoints: 60,
    dataUnit: 'days',
    timeframe: 'Last 3 months',
    actionable: false,
    recommendations: [],
    relatedFactors: [],
    accuracy: 71,
    analysis: 'Within 1 point of your logged pain on 43 of 60 backtested days.',
    generatedAt: GENERATED_AT,
  },
];

export const PREDICTIONS: Prediction[] = [
  {
    date: '2026-04-01',
    predictedPainLevel: 6.8,
    confidence: 0.6,
    riskFactors: [
      'Stress is up',
      'Short sleep last night',
      'Wednesdays run high',
      'Pressure falling',
    ],
    preventiveActions: ['Plan rest'],
    weatherFactor: 0.4,
    stressFactor: 0.7,
    sleepFactor: 0.6,
  },
  {
    date: '2026-04-02',
    predictedPainLevel: 5.1,
    confidence: 0.4,
    riskFactors: [],
    preventiveActions: [],
    weatherFactor: null,
    stressFactor: null,
    sleepFactor: null,
  },
  {
    date: '2026-04-03',
    predictedPainLevel: 4.2,
    confidence: 0.2,
    riskFactors: [],
    preventiveActions: [],
    weatherFactor: null,
    stressFactor: null,
    sleepFactor: null,
  },
];

/** A few months of a realistic journal: patterns, effects, insights, medications. */
export function analysisFixture(period: AnalysisPeriod = '3months'): AnalysisResult {
  const { from, to, days } = periodWindow(period, FIXTURE_TODAY);
  return {
    period,
    from,
    to,
    periodDays: days,
    generatedAt: GENERATED_AT,
    stats: {
      dataPoints: 142,
      entries: 84,
      doseLogs: 58,
      days: 84,
      patternsIdentified: PATTERNS.length,
      insightsCount: INSIGHTS.length,
      predictionAccuracy: { percent: 71, n: 60, withinPoints: 1 },
      averagePain: 5.2,
      previousAveragePain: 5.8,
      previousDays: 80,
      painTrend: 'improving',
      flareRisk: { percent: 45, days: 90 },
      flareRiskDaysNeeded: 0,
      medicationEffectiveness: { average: 6.4, ratings: 31 },
    },
    summary:
      'You had 7 flares in the last 3 months, about 2.3 a month, lasting 2.1 days on average at 8.1/10. 5 of 7 began within a day of a night under 6 hours of sleep.',
    flares: {
      threshold: 7,
      count: 7,
      perMonth: 2.3,
      meanDurationDays: 2.1,
      meanIntensity: 8.1,
      days: 84,
      episodes: [
        { start: '2026-02-10', end: '2026-02-12', durationDays: 3, peak: 8.5, meanIntensity: 8 },
        { start: '2026-03-20', end: '2026-03-21', durationDays: 2, peak: 8.2, meanIntensity: 8 },
      ],
    },
    patterns: PATTERNS,
    flaresNeeded: 0,
    effects: EFFECTS,
    effectsDaysNeeded: 0,
    coverage: {
      weather: { days: 70, needed: 0 },
      sleep: { days: 84, needed: 0 },
      medication: { days: 60, needed: 0 },
      stress: { days: 84, needed: 0 },
      activity: { days: 84, needed: 0 },
    },
    commonTriggers: [
      {
        name: 'Poor sleep',
        kind: 'tag',
        frequencyPercent: 71,
        impact: 6.8,
        days: 18,
        episodes: 5,
        lift: 2.4,
        significant: false,
      },
      {
        name: 'Weather change',
        kind: 'trigger',
        frequencyPercent: 43,
        impact: 6.1,
        days: 9,
        episodes: 3,
        lift: 1.9,
        significant: false,
      },
    ],
    seasonal:
      period === '1year'
        ? {
            status: 'ready',
            trends: [
              {
                season: 'Winter',
                months: 'Dec-Feb',
                meanPain: 5.9,
                days: 88,
                changePercent: 12.5,
                description: 'Winter days were harder than your year as a whole.',
              },
              {
                season: 'Spring',
                months: 'Mar-May',
                meanPain: 5.1,
                days: 90,
                changePercent: -3.2,
                description: 'Spring was close to your usual.',
              },
              {
                season: 'Summer',
                months: 'Jun-Aug',
                meanPain: 4.6,
                days: 85,
                changePercent: -12.4,
                description: 'Summer days were easier.',
              },
              {
                season: 'Autumn',
                months: 'Sep-Nov',
                meanPain: 5.4,
                days: 86,
                changePercent: 2.1,
                description: 'Autumn was close to your usual.',
              },
            ],
          }
        : { status: 'needs-data', daysNeeded: 275 },
    medications: [
      {
        medicationId: 'med-1',
        name: 'Naproxen',
        averageRating: 6.4,
        ratings: 31,
        takenDays: 52,
        missedDays: 8,
        meanPainTaken: 5,
        meanPainMissed: 6.1,
        difference: -1.1,
      },
      {
        medicationId: 'med-2',
        name: 'Amitriptyline',
        averageRating: null,
        ratings: 0,
        takenDays: 40,
        missedDays: 2,
        meanPainTaken: 5.1,
        meanPainMissed: null,
        difference: null,
      },
    ],
    insights: INSIGHTS,
    predictions: PREDICTIONS,
    predictionDaysNeeded: 0,
    series: seriesFor(period, true),
  };
}

/** A new account: nothing logged, every section waiting for data. */
export function emptyAnalysis(period: AnalysisPeriod = '3months'): AnalysisResult {
  const { from, to } = periodWindow(period, FIXTURE_TODAY);
  return {
    period,
    from,
    to,
    periodDays: PERIOD_DAYS[period],
    generatedAt: GENERATED_AT,
    stats: {
      dataPoints: 0,
      entries: 0,
      doseLogs: 0,
      days: 0,
      patternsIdentified: 0,
      insightsCount: 0,
      predictionAccuracy: null,
      averagePain: null,
      previousAveragePain: null,
      previousDays: 0,
      painTrend: null,
      flareRisk: null,
      flareRiskDaysNeeded: 14,
      medicationEffectiveness: null,
    },
    summary: null,
    flares: {
      threshold: 7,
      count: 0,
      perMonth: null,
      meanDurationDays: null,
      meanIntensity: null,
      days: 0,
      episodes: [],
    },
    patterns: [],
    flaresNeeded: 3,
    effects: [],
    effectsDaysNeeded: 14,
    coverage: {
      weather: { days: 0, needed: 14 },
      sleep: { days: 0, needed: 14 },
      medication: { days: 0, needed: 14 },
      stress: { days: 0, needed: 14 },
      activity: { days: 0, needed: 14 },
    },
    commonTriggers: [],
    seasonal: { status: 'needs-data', daysNeeded: 365 },
    medications: [],
    insights: [],
    predictions: [],
    predictionDaysNeeded: 7,
    series: seriesFor(period, false),
  };
}
