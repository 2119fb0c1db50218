import { describe, expect, it } from 'vitest';
import { alertsFor, alertTimeframe, atLeastRisk } from './flare-alerts';
import type { DayPrediction, RiskLevel } from './types';

const TODAY = '2026-11-25'; // a Wednesday

function day(date: string, riskLevel: RiskLevel, level = 7): DayPrediction {
  return {
    date,
    horizon: 1,
    predictedPainLevel: level,
    range: { low: level - 1, high: level + 1 },
    confidence: 60,
    riskLevel,
    primaryFactors: [
      { factor: 'Short sleep', impact: 0.8, confidence: 60, description: 'You slept 5 h' },
    ],
    recommendations: ['Pace your day'],
    flareProbability: 55,
  };
}

describe('flare alerts', () => {
  const on = { enabled: true, minRiskLevel: 'high' } as const;

  it('raises one alert per high or severe day from today to 2 days ahead', () => {
    const alerts = alertsFor(
      [
        day('2026-11-25', 'moderate', 5),
        day('2026-11-26', 'high'),
        day('2026-11-27', 'severe', 8.5),
        day('2026-11-28', 'severe', 9),
      ],
      TODAY,
      on,
    );
    expect(alerts.map((alert) => [alert.date, alert.severity])).toEqual([
      ['2026-11-26', 'high'],
      ['2026-11-27', 'critical'],
    ]);
    expect(alerts[0]).toMatchObject({
      probability: 55,
      predictedPainLevel: 7,
      triggerFactors: ['You slept 5 h'],
      preventiveActions: ['Pace your day'],
    });
  });

  it('follows the lowest level chosen, and nothing when alerts are off', () => {
    const days = [day('2026-11-25', 'moderate', 5), day('2026-11-26', 'high')];
    expect(alertsFor(days, TODAY, { enabled: true, minRiskLevel: 'moderate' })).toHaveLength(2);
    expect(alertsFor(days, TODAY, { enabled: true, minRiskLevel: 'severe' })).toHaveLength(0);
    expect(alertsFor(days, TODAY, { enabled: false, minRiskLevel: 'moderate' })).toHaveLength(0);
    expect(alertsFor([day('2026-11-24', 'severe')], TODAY, on)).toHaveLength(0);
  });

  it('orders risk levels and names the timeframe', () => {
    expect(atLeastRisk('high', 'high')).toBe(true);
    expect(atLeastRisk('moderate', 'high')).toBe(false);
    expect(atLeastRisk('severe', 'moderate')).toBe(true);
    expect(alertTimeframe('2026-11-25', TODAY)).toBe('Today');
    expect(alertTimeframe('2026-11-26', TODAY)).toBe('Tomorrow');
    expect(alertTimeframe('2026-11-27', TODAY)).toBe('In 2 days (Friday)');
  });
});
