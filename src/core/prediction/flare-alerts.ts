import { dayNumber, WEEKDAY_NAMES, weekdayIndex } from '../calendar';
import { CRISIS_LINE, EMERGENCY_NUMBER } from '../emergency-options';
import type { FlareAlertSettings, FlareAlertSeverity } from './api';
import type { DayPrediction, RiskLevel } from './types';

/**
 * When a predicted day becomes a flare alert. Alerts look a few days ahead only: a week-ahead
 * prediction is too uncertain to warn about, and someone whose pain is always high would
 * otherwise be warned every day about every day. One alert per day at risk (the store's unique
 * index); a day that later looks better keeps its alert until acknowledged.
 */

/** Today, tomorrow and the day after: the days an alert can be raised for. */
export const ALERT_DAYS_AHEAD = 2;

export const EMERGENCY_CONTACTS = [EMERGENCY_NUMBER, CRISIS_LINE];

const RISK_ORDER: readonly RiskLevel[] = ['low', 'moderate', 'high', 'severe'];

const SEVERITY: Record<Exclude<RiskLevel, 'low'>, FlareAlertSeverity> = {
  moderate: 'moderate',
  high: 'high',
  severe: 'critical',
};

export function atLeastRisk(level: RiskLevel, minimum: RiskLevel): boolean {
  return RISK_ORDER.indexOf(level) >= RISK_ORDER.indexOf(minimum);
}

/** "Today", "Tomorrow", or "In 2 days (Friday)". */
export function alertTimeframe(date: string, today: string): string {
  const ahead = (dayNumber(date) ?? 0) - (dayNumber(today) ?? 0);
  if (ahead <= 0) return 'Today';
  if (ahead === 1) return 'Tomorrow';
  return `In ${ahead} days (${WEEKDAY_NAMES[weekdayIndex(date)] ?? date})`;
}

export interface NewFlareAlert {
  date: string;
  severity: FlareAlertSeverity;
  probability: number;
  predictedPainLevel: number;
  triggerFactors: string[];
  preventiveActions: string[];
}

/** The alerts `predictions` call for under `settings`: days from today to 2 days ahead. */
export function alertsFor(
  predictions: readonly DayPrediction[],
  today: string,
  settings: FlareAlertSettings,
): NewFlareAlert[] {
  if (!settings.enabled) return [];
  const first = dayNumber(today);
  if (first === null) return [];
  const alerts: NewFlareAlert[] = [];
  for (const prediction of predictions) {
    const day = dayNumber(prediction.date);
    if (day === null || day < first || day > first + ALERT_DAYS_AHEAD) continue;
    const level = prediction.riskLevel;
    if (level === 'low' || !atLeastRisk(level, settings.minRiskLevel)) continue;
    alerts.push({
      date: prediction.date,
      severity: SEVERITY[level],
      probability: prediction.flareProbability,
      predictedPainLevel: prediction.predictedPainLevel,
      triggerFactors: prediction.primaryFactors.map((factor) => factor.description),
      preventiveActions: prediction.recommendations,
    });
  }
  return alerts;
}
