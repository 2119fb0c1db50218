import { above } from '../stats/numbers';
import type { EffectStrength } from './types';

/** The spec's correlation colour thresholds on |rho| (document 2 section 9), and their words. */
export const STRENGTH_THRESHOLDS = { veryStrong: 0.7, strong: 0.5, moderate: 0.3 } as const;

export function effectStrength(rho: number): EffectStrength {
  const size = Math.abs(rho);
  if (above(size, STRENGTH_THRESHOLDS.veryStrong)) return 'very strong';
  if (above(size, STRENGTH_THRESHOLDS.strong)) return 'strong';
  if (above(size, STRENGTH_THRESHOLDS.moderate)) return 'moderate';
  return 'weak';
}
