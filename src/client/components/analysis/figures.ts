import type { AiInsight, AiInsightType, AiSeverity, EffectStrength } from '@core/analysis/types';
import { plural } from '@core/report/words';

/*
 * Words and colours for the analysis figures. Every colour here is a tint the dark theme
 * redefines (styles.css), and every coloured figure is shown with its words as well.
 */

/**
 * Strength says how closely pain followed a factor, not whether that is good or bad, so the
 * scale avoids the red/green of worse/better. Ink on tint is 7:1 or more in both themes.
 */
export const STRENGTH_CLASSES: Record<EffectStrength, string> = {
  'very strong': 'bg-violet-100 text-violet-900 ring-1 ring-violet-300',
  strong: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300',
  moderate: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  weak: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
};

/** "+0.45", "−0.62" (a real minus sign), "0.00". */
export function formatRho(rho: number): string {
  const fixed = Math.abs(rho).toFixed(2);
  if (fixed === '0.00') return fixed;
  return `${rho > 0 ? '+' : '−'}${fixed}`;
}

/** "q = 0.012", "q < 0.001". */
export function formatQ(q: number): string {
  return q < 0.001 ? 'q < 0.001' : `q = ${q.toFixed(3)}`;
}

/** "+12.5%", "−8.0%", "0%". */
export function formatSignedPercent(value: number): string {
  if (Math.abs(value) < 0.05) return '0%';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}%`;
}

export { capitalize } from '@core/report/words';

/** Spec document 2 section 9: flare risk above 60 red, above 30 yellow, else green. */
export const FLARE_RISK_RED_ABOVE = 60;
export const FLARE_RISK_YELLOW_ABOVE = 30;

export type FlareRiskLevel = 'high' | 'moderate' | 'low';

export function flareRiskLevel(percent: number): FlareRiskLevel {
  if (percent > FLARE_RISK_RED_ABOVE) return 'high';
  if (percent > FLARE_RISK_YELLOW_ABOVE) return 'moderate';
  return 'low';
}

export const FLARE_RISK_LOOK: Record<
  FlareRiskLevel,
  { word: string; text: string; badge: string }
> = {
  high: { word: 'High', text: 'text-red-700', badge: 'bg-red-100 text-red-900' },
  moderate: { word: 'Moderate', text: 'text-amber-700', badge: 'bg-amber-100 text-amber-900' },
  low: { word: 'Low', text: 'text-green-700', badge: 'bg-green-100 text-green-900' },
};

export const SEVERITY_LOOK: Record<AiSeverity, { word: string; className: string }> = {
  low: { word: 'Low', className: 'bg-slate-100 text-slate-700' },
  medium: { word: 'Medium', className: 'bg-amber-100 text-amber-900' },
  high: { word: 'High', className: 'bg-orange-100 text-orange-900' },
  critical: { word: 'Critical', className: 'bg-red-100 text-red-900' },
};

export const isCritical = (severity: AiSeverity) => severity === 'high' || severity === 'critical';

export const INSIGHT_TYPE_WORDS: Record<AiInsightType, string> = {
  pattern: 'Pattern',
  prediction: 'Prediction',
  recommendation: 'Recommendation',
  correlation: 'Correlation',
  warning: 'Warning',
};

/** "84 days" or "5 flares": what an insight rests on. */
export const insightBasis = (insight: AiInsight) =>
  plural(insight.dataPoints, insight.dataUnit === 'flares' ? 'flare' : 'day');

/** The display limit of spec document 2 section 9: an insight card shows 2 recommendations. */
export const CARD_RECOMMENDATIONS = 2;
