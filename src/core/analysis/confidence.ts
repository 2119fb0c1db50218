import type { AiSeverity } from './types';

/**
 * Confidence (0-100) of an insight, from what it rests on, never a constant:
 *
 * - a tested effect: (1 - q) x n / (n + 30): a q of 0.01 over 90 days gives 74, over 20 days 40;
 * - a count of flares: share x k / (k + 3): 5 of 7 flares gives 45, 9 of 10 gives 69;
 * - a descriptive figure over n days (a trend, a forecast): n / (n + 30).
 */
export function effectConfidence(n: number, qValue: number): number {
  return Math.round((1 - qValue) * (n / (n + 30)) * 100);
}

export function countConfidence(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * (count / (count + 3)) * 100);
}

export function daysConfidence(days: number): number {
  return Math.round((days / (days + 30)) * 100);
}

export const SEVERITY_RANK: Record<AiSeverity, number> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
};

/** From an effect's |rho|: above 0.5 high, above 0.3 medium, else low. */
export function severityFromRho(rho: number): AiSeverity {
  const size = Math.abs(rho);
  if (size > 0.5) return 'high';
  if (size > 0.3) return 'medium';
  return 'low';
}
