import { ALERT_SEVERITIES, type HealthAlert } from '@core/biometrics/types';

const rank = (alert: HealthAlert) => ALERT_SEVERITIES.indexOf(alert.severity);

/**
 * The dialog's order: unresolved first, the most severe of them first (a crisis reading above a
 * low battery, whatever came in last), then newest first.
 */
export function openMostSevereFirst(a: HealthAlert, b: HealthAlert): number {
  if (a.isResolved !== b.isResolved) return a.isResolved ? 1 : -1;
  if (!a.isResolved) return bySeverityThenNewest(a, b);
  return b.triggeredAt.localeCompare(a.triggeredAt);
}

/** The banner's order: the most severe first, then the newest. */
export function bySeverityThenNewest(a: HealthAlert, b: HealthAlert): number {
  return rank(b) - rank(a) || b.triggeredAt.localeCompare(a.triggeredAt);
}
