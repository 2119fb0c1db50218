import { describe, expect, it } from 'vitest';
import { biometricStats, todayDetail } from './biometric-stats';
import { poorReason } from './device-look';
import { alert, correlation, correlations, cuff, device } from './test-fixtures';

describe('biometricStats', () => {
  it('counts connected devices, today’s readings, strong significant correlations and unread alerts', () => {
    const stats = biometricStats(
      [device(), cuff(), device({ id: 'old', isConnected: false, readingsToday: 1 })],
      [
        alert(),
        alert({ id: 'a2', severity: 'critical' }),
        alert({ id: 'a3', severity: 'high', isRead: true, isResolved: true }),
      ],
      correlations({
        correlations: [
          correlation(),
          correlation({ key: 'steps:0', strength: 'very strong' }),
          correlation({ key: 'weight:0', strength: 'strong', significant: false }),
          correlation({ key: 'hrv:0', strength: 'moderate' }),
        ],
      }),
    );
    expect(stats.connectedDevices).toBe(2);
    expect(stats.connectedDetail).toBe('Of 3 added');
    expect(stats.dataPointsToday).toBe(15);
    expect(stats.strongCorrelations).toBe(2);
    expect(stats.correlationsDetail).toBe('3 significant of 14 tested');
    expect(stats.unreadAlerts).toBe(2);
    expect(stats.alertsDetail).toBe('1 needs attention');
  });

  it('says what is still needed before anything is tested, and when nothing is unread', () => {
    const stats = biometricStats(
      [],
      [alert({ isRead: true })],
      correlations({ correlations: [], tested: 0, pairedDays: 5 }),
    );
    expect(stats.correlationsDetail).toBe('Needs 14 days with pain and device data (5 so far)');
    expect(stats.alertsDetail).toBe('None unread');
    expect(stats.connectedDetail).toBe('None added yet');
    expect(todayDetail([])).toBe('None yet today');
  });
});

describe('poorReason', () => {
  const now = new Date('2025-07-15T12:00:00.000Z');
  it('says how long a pushing device has been quiet', () => {
    expect(
      poorReason({ connectionStatus: 'poor', lastSync: '2025-07-12T11:00:00.000Z' }, now),
    ).toBe('No readings for 3 days');
    expect(poorReason({ connectionStatus: 'poor', lastSync: null }, now)).toBe('No readings yet');
    expect(poorReason({ connectionStatus: 'active', lastSync: null }, now)).toBeNull();
  });
});
