import type { FLARE_ALERT_LEVELS } from '../settings';
import type {
  DayPrediction,
  ModelAccuracy,
  PredictionModel,
  PredictiveInsight,
  WeatherImpactDay,
  WeatherSensitivity,
} from './types';

/**
 * What `GET /api/predictions`, `GET /api/flare-alerts` and `PATCH` on them answer and take. Free
 * of zod: the dashboard imports the URL on its first paint; the schemas of the `PATCH` bodies are
 * in ./flare-alert-schemas.
 */

export const PREDICTIONS_URL = '/api/predictions';
export const FLARE_ALERTS_URL = '/api/flare-alerts';

/** A predicted day as stored (spec "Pain prediction"), with what happened once the day came. */
export interface StoredPrediction extends DayPrediction {
  id: string;
  model: PredictionModel;
  /** The model's backtest within-1-point percent when it was made; null without a backtest. */
  accuracy: number | null;
  /** ISO instant this version was made. */
  generatedAt: string;
  /** Mean pain of the day's entries; null until the day has entries. */
  actualPainLevel: number | null;
  /** Within 1 point of what happened; null until the day has entries. */
  predictionMet: boolean | null;
}

export type FlareAlertSeverity = 'moderate' | 'high' | 'critical';

/** Spec "Flare alert". */
export interface FlareAlert {
  id: string;
  /** The day at risk, yyyy-MM-dd. */
  date: string;
  severity: FlareAlertSeverity;
  /** Percent chance the day reaches the user's flare threshold (from the backtest's errors). */
  probability: number;
  predictedPainLevel: number;
  /** "Tomorrow", "In 2 days (Friday)", "Today". */
  timeframe: string;
  triggerFactors: string[];
  preventiveActions: string[];
  issuedAt: string;
  /** Shown in the app (Cairn has no push yet): true once acknowledged. */
  userNotified: boolean;
  acknowledgedAt: string | null;
  /** The emergency and crisis numbers the emergency screen uses. */
  emergencyContacts: string[];
}

export type FlareAlertLevel = (typeof FLARE_ALERT_LEVELS)[number];

export interface FlareAlertSettings {
  enabled: boolean;
  /** The lowest predicted risk level that raises an alert. */
  minRiskLevel: FlareAlertLevel;
}

export interface FlareAlertsResponse {
  /** Newest day first: those not yet acknowledged, then the acknowledged of the last 30 days. */
  alerts: FlareAlert[];
  settings: FlareAlertSettings;
}

/** Whether the weather impact forecast could be made, and if not, why. */
export type WeatherStatus = 'ok' | 'no-location' | 'off' | 'unavailable';

export interface PredictionsResponse {
  /** The user's today, yyyy-MM-dd. */
  today: string;
  daysWithEntries: number;
  /** Days with entries still needed (14 in all) before there are numbers; 0 once there are. */
  daysNeeded: number;
  /** Today's prediction, from the days before it; null while daysNeeded > 0. */
  todayPrediction: StoredPrediction | null;
  /** The next 7 days, tomorrow first. */
  predictions: StoredPrediction[];
  accuracy: ModelAccuracy | null;
  /** Stored predictions of past days with entries, newest first (the last 14). */
  recentOutcomes: StoredPrediction[];
  weatherStatus: WeatherStatus;
  /** How the user's pain has followed pressure; null below 14 days with pressure. */
  sensitivity: WeatherSensitivity | null;
  weatherImpact: WeatherImpactDay[];
  insights: PredictiveInsight[];
  /** Alerts not yet acknowledged, for days from today on, nearest first. */
  activeAlerts: FlareAlert[];
  alertSettings: FlareAlertSettings;
}
