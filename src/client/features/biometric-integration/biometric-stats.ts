import { isBannerSeverity } from '@core/biometrics/alerts';
import type { BiometricCorrelations, BiometricDevice, HealthAlert } from '@core/biometrics/types';
import { plural } from '@core/report/words';

export interface BiometricStats {
  connectedDevices: number;
  connectedDetail: string;
  dataPointsToday: number;
  strongCorrelations: number;
  correlationsDetail: string;
  unreadAlerts: number;
  alertsDetail: string;
}

/** Unresolved alerts high or critical: the ones the banner and the stat card call urgent. */
export function urgentAlerts(alerts: readonly HealthAlert[]): HealthAlert[] {
  return alerts.filter((alert) => !alert.isResolved && isBannerSeverity(alert.severity));
}

function correlationsDetail(correlations: BiometricCorrelations): string {
  const { pairedDays, minimumDays, tested } = correlations;
  if (tested === 0) {
    // Below the minimum the card says what is still needed instead of a zero finding.
    return `Needs ${minimumDays} days with pain and device data (${pairedDays} so far)`;
  }
  const significant = correlations.correlations.filter((item) => item.significant).length;
  return `${significant} significant of ${tested} tested`;
}

function alertsDetail(alerts: readonly HealthAlert[], unread: number): string {
  const urgent = urgentAlerts(alerts).length;
  if (urgent > 0) return `${urgent} ${urgent === 1 ? 'needs' : 'need'} attention`;
  return unread > 0 ? 'None urgent' : 'None unread';
}

/** The four stat cards (spec): Connected Devices, Data Points Today, Strong Correlations, Health Alerts. */
export function biometricStats(
  devices: readonly BiometricDevice[],
  alerts: readonly HealthAlert[],
  correlations: BiometricCorrelations,
): BiometricStats {
  const connected = devices.filter((device) => device.isConnected).length;
  const unread = alerts.filter((alert) => !alert.isRead).length;
  return {
    connectedDevices: connected,
    connectedDetail: devices.length === 0 ? 'None added yet' : `Of ${devices.length} added`,
    dataPointsToday: devices.reduce((sum, device) => sum + device.readingsToday, 0),
    strongCorrelations: correlations.correlations.filter(
      (item) => item.significant && (item.strength === 'strong' || item.strength === 'very strong'),
    ).length,
    correlationsDetail: correlationsDetail(correlations),
    unreadAlerts: unread,
    alertsDetail: alertsDetail(alerts, unread),
  };
}

/** "From 2 devices": how many sent the readings counted today. */
export function todayDetail(devices: readonly BiometricDevice[]): string {
  const sending = devices.filter((device) => device.readingsToday > 0).length;
  return sending === 0 ? 'None yet today' : `From ${plural(sending, 'device')}`;
}
