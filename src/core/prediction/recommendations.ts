import type { ExplainedFactor } from './factors';
import type { RiskLevel } from './types';

/**
 * Short, cautious suggestions for a predicted day: self-care the user already knows (pacing,
 * sleep routine, relaxation) tied to what drives the prediction, the medication plan kept at
 * hand when the risk is high, and the clinician when pain may be unusually severe. Nothing here
 * is medical advice; nothing says a step will lower the pain.
 */

export const MAX_RECOMMENDATIONS = 4;

export const ADVICE = {
  clinician:
    'If your pain is unusually severe or different from your usual pain, contact your clinician',
  medication: 'Keep your medication plan within reach, as agreed with your clinician',
  pacing: 'Pace your day: spread tasks out and rest before pain builds',
  flare: 'Go gently while the flare settles: shorter tasks and more rests',
  sleep: 'Keep to a regular bedtime and wind down early',
  stress: 'Plan a breathing or relaxation exercise',
  pressure: 'Plan lighter activity around the change in pressure',
  routine: 'Keep to your usual routine and pacing',
} as const;

const weekdayAdvice = (factor: string) => `Plan a lighter day on ${factor}`;

/** Strongest concern first, at most MAX_RECOMMENDATIONS, no repeats. */
export function recommendationsFor(risk: RiskLevel, factors: readonly ExplainedFactor[]): string[] {
  const advice: string[] = [];
  if (risk === 'severe') advice.push(ADVICE.clinician);
  if (risk === 'severe' || risk === 'high') advice.push(ADVICE.medication);
  for (const factor of factors) {
    if (factor.impact <= 0) continue;
    if (factor.kind === 'flare') advice.push(ADVICE.flare);
    else if (factor.kind === 'sleep') advice.push(ADVICE.sleep);
    else if (factor.kind === 'stress') advice.push(ADVICE.stress);
    else if (factor.kind === 'pressure') advice.push(ADVICE.pressure);
    else if (factor.kind === 'weekday') advice.push(weekdayAdvice(factor.factor));
  }
  if (risk !== 'low') advice.push(ADVICE.pacing);
  if (advice.length === 0) advice.push(ADVICE.routine);
  return [...new Set(advice)].slice(0, MAX_RECOMMENDATIONS);
}
