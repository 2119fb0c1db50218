import type { FlareAlert, PredictionsResponse, StoredPrediction } from '@core/prediction/api';
import { round1 } from '@core/stats/numbers';
import type { RiskLevel, WeatherImpactDay } from '@core/prediction/types';

/*
 * A week of predictions as GET /api/predictions answers, for the pages' tests. Not used by the
 * app. Today is Wednesday 2025-07-16.
 */

export const FIXTURE_TODAY = '2025-07-16';

const LEVELS: [string, number, RiskLevel][] = [
  ['2025-07-17', 6.5, 'high'],
  ['2025-07-18', 8.2, 'severe'],
  ['2025-07-19', 4.4, 'moderate'],
  ['2025-07-20', 3.1, 'low'],
  ['2025-07-21', 5, 'moderate'],
  ['2025-07-22', 5.5, 'moderate'],
  ['2025-07-23', 4, 'low'],
];

function prediction(date: string, level: number, riskLevel: RiskLevel): StoredPrediction {
  return {
    id: `p-${date}`,
    date,
    horizon: 1,
    predictedPainLevel: level,
    range: { low: round1(Math.max(0, level - 1.5)), high: round1(Math.min(10, level + 1.2)) },
    confidence: 64,
    riskLevel,
    primaryFactors: [
      { factor: 'Short sleep', impact: 0.8, confidence: 64, description: 'You slept 5.2 h' },
      { factor: 'Fridays', impact: 0.6, confidence: 64, description: 'Fridays run high' },
      { factor: 'Falling pressure', impact: 0.3, confidence: 64, description: 'Down 6 hPa' },
      { factor: 'Recent pain', impact: -0.2, confidence: 64, description: 'Easing lately' },
    ],
    recommendations: ['Keep a regular bedtime'],
    flareProbability: 40,
    model: 'linear',
    accuracy: 71,
    generatedAt: '2025-07-16T08:00:00.000Z',
    actualPainLevel: null,
    predictionMet: null,
  };
}

function weatherDay(date: string, painRiskFactor: number, label: WeatherImpactDay['label']) {
  return {
    date,
    temperatureMin: 15,
    temperatureMax: 25,
    temperatureMean: 20,
    humidity: 50,
    pressure: 1008,
    precipitationChance: 30,
    windSpeed: 10,
    uvIndex: 5,
    weatherCode: 61,
    description: 'Rainy' as const,
    painRiskFactor,
    label,
  };
}

export const FIXTURE_ALERT: FlareAlert = {
  id: 'alert-1',
  date: '2025-07-18',
  severity: 'critical',
  probability: 62,
  predictedPainLevel: 8.2,
  timeframe: 'In 2 days (Friday)',
  triggerFactors: ['You slept 5.2 h'],
  preventiveActions: ['Keep a regular bedtime'],
  issuedAt: '2025-07-16T08:00:00.000Z',
  userNotified: false,
  acknowledgedAt: null,
  emergencyContacts: ['911', '988'],
};

export function predictionsFixture(): PredictionsResponse {
  return {
    today: FIXTURE_TODAY,
    daysWithEntries: 120,
    daysNeeded: 0,
    todayPrediction: prediction(FIXTURE_TODAY, 7.1, 'high'),
    predictions: LEVELS.map(([date, level, risk]) => prediction(date, level, risk)),
    accuracy: {
      model: 'linear',
      meanAbsoluteError: 0.8,
      withinOnePercent: 71,
      n: 60,
      baselines: [
        { model: 'yesterday', meanAbsoluteError: 1.2 },
        { model: 'seven-day-mean', meanAbsoluteError: 1 },
      ],
    },
    recentOutcomes: [
      { ...prediction('2025-07-15', 5, 'moderate'), actualPainLevel: 5.5, predictionMet: true },
      { ...prediction('2025-07-14', 3, 'low'), actualPainLevel: 6, predictionMet: false },
    ],
    weatherStatus: 'ok',
    sensitivity: { perHpaBelowUsual: 0.05, perHpaFall: 0.1, usualPressure: 1015, n: 90 },
    weatherImpact: [
      weatherDay(FIXTURE_TODAY, 0.2, 'Neutral'),
      weatherDay('2025-07-17', 1.4, 'High Risk'),
      weatherDay('2025-07-18', 0.7, 'Moderate'),
      weatherDay('2025-07-19', -0.8, 'Low Risk'),
      weatherDay('2025-07-20', 0, 'Neutral'),
      weatherDay('2025-07-21', 0, 'Neutral'),
      weatherDay('2025-07-22', 0, 'Neutral'),
      weatherDay('2025-07-23', 0, 'Neutral'),
    ],
    insights: [
      {
        type: 'timing',
        title: 'Friday looks hardest',
        description: 'Predicted 8.2/10, your highest this week.',
        confidence: 64,
        timeRelevance: 'Friday',
        actionable: true,
        recommendations: ['Plan a lighter Friday'],
        dataPoints: 120,
      },
    ],
    activeAlerts: [FIXTURE_ALERT],
    alertSettings: { enabled: true, minRiskLevel: 'high' },
  };
}

export function notEnoughDays(): PredictionsResponse {
  return {
    ...predictionsFixture(),
    daysWithEntries: 5,
    daysNeeded: 9,
    todayPrediction: null,
    predictions: [],
    accuracy: null,
    recentOutcomes: [],
    weatherStatus: 'no-location',
    sensitivity: null,
    weatherImpact: [],
    insights: [],
    activeAlerts: [],
  };
}
