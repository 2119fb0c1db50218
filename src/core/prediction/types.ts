import type { DailyWeather } from '../weather';

/**
 * The 7-day pain prediction engine's contract (spec document 2 sections 3 and 9). Every figure
 * comes from the user's own history; an accuracy is always a backtest, never a constant.
 */

/** Spec section 3. Thresholds on the predicted level are in risk.ts. */
export type RiskLevel = 'low' | 'moderate' | 'high' | 'severe';

/** The candidates the backtest chooses between (model-selection.ts). */
export type PredictionModel = 'yesterday' | 'seven-day-mean' | 'linear';

export interface PredictionFactor {
  /** Short name, e.g. "Short sleep", "Falling pressure", "Mondays". */
  factor: string;
  /** Points of pain this factor adds (+) or takes away (-) in this prediction. */
  impact: number;
  /** 0 to 100. */
  confidence: number;
  /** One plain sentence a tired person can read. */
  description: string;
}

/** One day's prediction (spec "Pain prediction", without the stored/outcome fields). */
export interface DayPrediction {
  /** yyyy-MM-dd, the user's calendar date predicted. */
  date: string;
  /** Days ahead of the last day the prediction could read (1 = the next day). */
  horizon: number;
  /** 0 to 10, one decimal. */
  predictedPainLevel: number;
  /** From the backtest's errors at this horizon; contains the predicted level; within 0-10. */
  range: { low: number; high: number };
  /** Percent of backtested days at this horizon within 1 point of what happened, 0 to 100. */
  confidence: number;
  riskLevel: RiskLevel;
  /** Strongest first; screens show the first 3. */
  primaryFactors: PredictionFactor[];
  recommendations: string[];
  /** Percent chance the day reaches the user's flare threshold, from the backtest's errors. */
  flareProbability: number;
}

/** How the chosen model did in the rolling-origin backtest over the last 60 days. */
export interface ModelAccuracy {
  model: PredictionModel;
  /** Mean absolute error, points, one decimal. */
  meanAbsoluteError: number;
  /** Percent of the n days predicted within 1 point. */
  withinOnePercent: number;
  /** Days checked. */
  n: number;
  /** The same figures for the simple baselines, so a screen can say what the model beats. */
  baselines: { model: PredictionModel; meanAbsoluteError: number }[];
}

/** How this user's pain has followed the weather (weather-sensitivity.ts). */
export interface WeatherSensitivity {
  /** Points of pain per hPa of pressure below the user's usual (positive: lower pressure, more pain). */
  perHpaBelowUsual: number;
  /** Points of pain per hPa of fall since the day before (positive: falling pressure, more pain). */
  perHpaFall: number;
  /** The user's mean pressure on days with a reading, hPa. */
  usualPressure: number;
  /** Days with pressure behind the fit. */
  n: number;
}

export type WeatherRiskLabel = 'High Risk' | 'Moderate' | 'Low Risk' | 'Neutral';

/** A forecast day with its pain risk (spec "Weather forecast day"). */
export interface WeatherImpactDay extends DailyWeather {
  /** Points of pain this day's pressure suggests for this user; 0 without weather history. */
  painRiskFactor: number;
  label: WeatherRiskLabel;
}

/** Spec "Predictive insight". */
export interface PredictiveInsight {
  type: 'pattern' | 'timing' | 'trigger' | 'prevention';
  title: string;
  description: string;
  /** 0 to 100. */
  confidence: number;
  /** When it matters, e.g. "Next 7 days", "Thursday". */
  timeRelevance: string;
  actionable: boolean;
  recommendations: string[];
  /** Days of data behind it. */
  dataPoints: number;
}

export interface WeekPrediction {
  /** Days with entries still needed before there are numbers (0 once there are; needs 14). */
  daysNeeded: number;
  /** Days with entries the engine read. */
  daysWithEntries: number;
  /** Today (from the days before it), then the next 7 days; [] while daysNeeded > 0. */
  predictions: DayPrediction[];
  /** null until the backtest has enough days. */
  accuracy: ModelAccuracy | null;
  /** null without enough days with pressure. */
  sensitivity: WeatherSensitivity | null;
  /** One per forecast day given; [] without a forecast. */
  weatherImpact: WeatherImpactDay[];
  insights: PredictiveInsight[];
  /** The user's flare threshold (analysis/flares.ts), for the alert's probability. */
  flareThreshold: number;
}
