import type { FlareAlertSeverity } from '@core/prediction/api';
import type { RiskLevel, WeatherRiskLabel } from '@core/prediction/types';

/*
 * Tints the dark theme redefines (styles.css), so the pale inks stay readable there too; the
 * level is always written out beside its colour.
 */
export const RISK_LOOK: Record<RiskLevel, { word: string; className: string }> = {
  low: { word: 'Low risk', className: 'border-green-300 bg-green-100 text-green-900' },
  moderate: { word: 'Moderate risk', className: 'border-amber-300 bg-amber-100 text-amber-900' },
  high: { word: 'High risk', className: 'border-red-300 bg-red-50 text-red-900' },
  severe: { word: 'Severe risk', className: 'border-red-400 bg-red-100 text-red-900' },
};

/** The level alone, where the heading already says "risk" (Today's Risk). */
export const RISK_LEVEL_WORDS: Record<RiskLevel, string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  severe: 'Severe',
};

export const ALERT_LOOK: Record<FlareAlertSeverity, { word: string; className: string }> = {
  moderate: { word: 'Moderate', className: 'border-amber-300 bg-amber-100 text-amber-900' },
  high: { word: 'High', className: 'border-red-300 bg-red-50 text-red-900' },
  critical: { word: 'Critical', className: 'border-red-400 bg-red-100 text-red-900' },
};

export const WEATHER_LOOK: Record<WeatherRiskLabel, string> = {
  'High Risk': 'bg-red-100 text-red-900',
  Moderate: 'bg-amber-100 text-amber-900',
  'Low Risk': 'bg-green-100 text-green-900',
  Neutral: 'bg-slate-100 text-slate-700',
};

export const MODEL_WORDS = {
  yesterday: 'your pain the day before',
  'seven-day-mean': 'your average over the last 7 days',
  linear: 'a model of your own recent pain, weekday, sleep, stress and pressure',
} as const;
