import { above, atLeast } from '../stats/numbers';
import type { RiskLevel, WeatherRiskLabel } from './types';

/**
 * Risk words for a predicted pain level and for a forecast day's weather. The level's
 * thresholds continue the 3-day prediction's (three-day.ts: above 6 high, above 4 medium) and
 * add "severe" for 8 and above, where the emergency scale's severe pain begins.
 */

/** A predicted level at or above this is severe. */
export const SEVERE_RISK_FROM = 8;
/** Above this (and under 8) is high. */
export const HIGH_RISK_ABOVE = 6;
/** Above this (and at most 6) is moderate; at most this is low. */
export const MODERATE_RISK_ABOVE = 4;

export function riskLevel(predicted: number): RiskLevel {
  if (atLeast(predicted, SEVERE_RISK_FROM)) return 'severe';
  if (above(predicted, HIGH_RISK_ABOVE)) return 'high';
  if (above(predicted, MODERATE_RISK_ABOVE)) return 'moderate';
  return 'low';
}

/** Points of pain a forecast day's pressure suggests, above which it is "High Risk". */
export const WEATHER_HIGH_RISK_ABOVE = 1;
/** Above this (and at most 1) it is "Moderate". */
export const WEATHER_MODERATE_ABOVE = 0.5;
/** Below this it is "Low Risk" (the weather suggests less pain than usual). */
export const WEATHER_LOW_RISK_BELOW = -0.5;

/** Spec section 3: above 1 High Risk, above 0.5 Moderate, below -0.5 Low Risk, else Neutral. */
export function weatherRiskLabel(factor: number): WeatherRiskLabel {
  if (above(factor, WEATHER_HIGH_RISK_ABOVE)) return 'High Risk';
  if (above(factor, WEATHER_MODERATE_ABOVE)) return 'Moderate';
  if (above(WEATHER_LOW_RISK_BELOW, factor)) return 'Low Risk';
  return 'Neutral';
}
