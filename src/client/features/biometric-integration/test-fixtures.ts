import { dataTypesFor } from '@core/biometrics/devices';
import type {
  BiometricCorrelation,
  BiometricCorrelations,
  BiometricDevice,
  BiometricImport,
  BiometricReading,
  DailyReadingSeries,
  HealthAlert,
} from '@core/biometrics/types';

/* Records as the biometrics API answers them, for the page's component tests. */

export const WATCH_ID = '0b7e3c1a-4d5f-4a6b-8c7d-9e0f1a2b3c4d';
export const CUFF_ID = '1c8f4d2b-5e6a-4b7c-9d8e-0f1a2b3c4d5e';

export function device(overrides: Partial<BiometricDevice> = {}): BiometricDevice {
  return {
    id: WATCH_ID,
    name: "Robin's Apple Watch",
    type: 'smartwatch',
    brand: 'Apple',
    model: 'Watch Series 9',
    connection: 'apple_health',
    sourceName: "Robin's Apple Watch",
    isConnected: true,
    batteryLevel: null,
    lastSync: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    connectionStatus: 'active',
    dataTypes: dataTypesFor(['heart_rate', 'sleep']),
    syncFrequency: 'manual',
    dataRetentionDays: 365,
    readingsToday: 12,
    readingCount: 4200,
    readingTypes: ['heart_rate', 'sleep'],
    connectedAt: '2025-06-01T10:00:00.000Z',
    disconnectedAt: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function cuff(overrides: Partial<BiometricDevice> = {}): BiometricDevice {
  return device({
    id: CUFF_ID,
    name: 'Bedroom cuff',
    type: 'blood_pressure_monitor',
    brand: 'Omron',
    model: 'M7',
    connection: 'push',
    sourceName: null,
    batteryLevel: 80,
    syncFrequency: 'real-time',
    dataTypes: dataTypesFor(['blood_pressure']),
    readingTypes: ['blood_pressure'],
    readingsToday: 2,
    readingCount: 31,
    ...overrides,
  });
}

export function alert(overrides: Partial<HealthAlert> = {}): HealthAlert {
  return {
    id: 'alert-1',
    type: 'vitals_abnormal',
    severity: 'medium',
    title: 'High blood pressure',
    description: 'A blood pressure of 150/95 mmHg is in the stage 2 hypertension range.',
    deviceId: CUFF_ID,
    deviceName: 'Bedroom cuff',
    triggeredAt: '2025-07-14T08:00:00.000Z',
    isRead: false,
    isResolved: false,
    recommendedAction: 'Measure again at rest on another day.',
    ...overrides,
  };
}

export function correlation(overrides: Partial<BiometricCorrelation> = {}): BiometricCorrelation {
  return {
    key: 'sleep:0',
    metric: 'sleep',
    metricLabel: "Sleep (from Robin's Apple Watch)",
    lag: 0,
    correlation: -0.62,
    strength: 'strong',
    significant: true,
    pValue: 0.001,
    qValue: 0.004,
    difference: null,
    description:
      "Longer sleep (from Robin's Apple Watch) goes with less pain the day after (rho = -0.62, n = 40, significant).",
    sampleSize: 40,
    lastUpdated: '2025-07-15T08:00:00.000Z',
    trendDirection: 'stable',
    trendDescription: 'Sleep has not moved over the last 4 weeks.',
    ...overrides,
  };
}

export function correlations(
  overrides: Partial<BiometricCorrelations> = {},
): BiometricCorrelations {
  return {
    correlations: [correlation()],
    pairedDays: 40,
    minimumDays: 14,
    tested: 14,
    lastUpdated: '2025-07-15T08:00:00.000Z',
    ...overrides,
  };
}

export function reading(overrides: Partial<BiometricReading> = {}): BiometricReading {
  return {
    id: 'reading-1',
    deviceId: CUFF_ID,
    deviceName: 'Bedroom cuff',
    dataType: 'blood_pressure',
    value: 122,
    value2: 78,
    unit: 'mmHg',
    timestamp: '2025-07-15T07:30:00.000Z',
    endTimestamp: null,
    qualityScore: null,
    correlatedPainLevel: null,
    isAnomalous: false,
    contextTags: [],
    ...overrides,
  };
}

export function series(overrides: Partial<DailyReadingSeries> = {}): DailyReadingSeries {
  return {
    type: 'heart_rate',
    unit: 'bpm',
    days: [
      { date: '2025-07-14', value: 64, value2: null, min: 58, max: 90, count: 300 },
      { date: '2025-07-15', value: 66, value2: null, min: 59, max: 95, count: 280 },
    ],
    ...overrides,
  };
}

export function importItem(overrides: Partial<BiometricImport> = {}): BiometricImport {
  return {
    id: 'import-1',
    kind: 'apple_health',
    fileName: 'export.zip',
    status: 'running',
    progress: 0.25,
    recordsRead: 1000,
    readingsAdded: 800,
    duplicates: 0,
    skipped: 0,
    ignored: 0,
    summarizedOnly: 0,
    lineErrors: [],
    lineErrorCount: 0,
    error: null,
    deviceIds: [],
    fileKept: true,
    dismissed: false,
    createdAt: '2025-07-15T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}
