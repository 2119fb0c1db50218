import type { EffectStrength } from '../analysis/types';
import type { Connection, ConnectionStatus, DeviceType, SyncFrequency } from './devices';
import type { DataTypes, ReadingType } from './reading-types';

/**
 * The API shapes of Biometric Integration (spec document 2 sections 3, 4 and 7). Every figure
 * comes from the signed-in user's own readings.
 */

export interface BiometricDevice {
  id: string;
  name: string;
  type: DeviceType;
  brand: string;
  model: string;
  connection: Connection;
  /** Apple Health's source name the device was made from; null for other connections. */
  sourceName: string | null;
  isConnected: boolean;
  /** 0-100 as the device last reported it; null when it never did. */
  batteryLevel: number | null;
  /** The last time readings arrived (push) or an import finished (files). */
  lastSync: string | null;
  connectionStatus: ConnectionStatus;
  dataTypes: DataTypes;
  syncFrequency: SyncFrequency;
  dataRetentionDays: number;
  /** Readings whose local date is today in the user's time zone. */
  readingsToday: number;
  /** Raw readings kept (within dataRetentionDays). */
  readingCount: number;
  /** The reading types this device has sent, in READING_TYPES order. */
  readingTypes: ReadingType[];
  connectedAt: string;
  disconnectedAt: string | null;
  createdAt: string;
}

/** POST /api/biometric-devices/connect and /{id}/reconnect: a push device's token, once. */
export interface ConnectResult {
  device: BiometricDevice;
  /** Only for push devices, and only in this answer: Cairn keeps just its hash. */
  token: string | null;
  /** Where the device sends readings (POST), absolute. */
  pushUrl: string | null;
}

export interface BiometricReading {
  id: string;
  deviceId: string;
  deviceName: string;
  dataType: ReadingType;
  value: number;
  /** Diastolic for blood pressure; null otherwise. */
  value2: number | null;
  unit: string;
  timestamp: string;
  /** The end of an interval (sleep, steps); null for a moment. */
  endTimestamp: string | null;
  qualityScore: number | null;
  /** The mean pain of the reading's day from the journal; null when nothing was logged. */
  correlatedPainLevel: number | null;
  /** Outside the ranges that raise a health alert (alerts.ts). */
  isAnomalous: boolean;
  /** The sleep stage, or nothing. */
  contextTags: string[];
}

/** GET /api/biometric-readings/daily: one value per day and type, for the small charts. */
export interface DailyReadingSeries {
  type: ReadingType;
  unit: string;
  days: DailyReadingValue[];
}

export interface DailyReadingValue {
  date: string;
  /** The day's value (mean, or the sum for steps and sleep) as the analysis uses it. */
  value: number;
  /** Diastolic mean for blood pressure. */
  value2: number | null;
  min: number;
  max: number;
  count: number;
}

export const ALERT_TYPES = ['vitals_abnormal', 'battery_low'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export interface HealthAlert {
  id: string;
  type: AlertType;
  severity: AlertSeverity;
  title: string;
  description: string;
  deviceId: string | null;
  deviceName: string | null;
  triggeredAt: string;
  isRead: boolean;
  isResolved: boolean;
  recommendedAction: string;
}

export const TREND_DIRECTIONS = ['stable', 'improving', 'concerning'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];

export const CORRELATION_METRICS = [
  'sleep',
  'short_nights',
  'resting_heart_rate',
  'heart_rate_variability',
  'steps',
  'oxygen_saturation',
  'weight',
] as const;
export type CorrelationMetric = (typeof CORRELATION_METRICS)[number];

export interface BiometricCorrelation {
  /** `${metric}:${lag}`, stable across refreshes. */
  key: string;
  metric: CorrelationMetric;
  /** "Sleep (from Jane's Apple Watch)". */
  metricLabel: string;
  /** 0: pain the same day (for sleep: the day after the night); 1: the next day. */
  lag: 0 | 1;
  /** Spearman's rho, -1 to 1. */
  correlation: number;
  /** The spec's labels on |rho| (0.7, 0.5, 0.3). */
  strength: EffectStrength;
  significant: boolean;
  pValue: number;
  qValue: number;
  /** For short nights: pain with them minus pain without, in points. */
  difference: number | null;
  description: string;
  /** Days with both the metric and pain. */
  sampleSize: number;
  lastUpdated: string;
  trendDirection: TrendDirection;
  /** One sentence on the trend: what moved over the last 4 weeks, or that nothing did. */
  trendDescription: string;
}

export interface BiometricCorrelations {
  correlations: BiometricCorrelation[];
  /** Days that have both pain in the journal and at least one device metric. */
  pairedDays: number;
  /** Days a metric needs with pain before it is tested. */
  minimumDays: number;
  /** Factors tested (the q-values are corrected over this many). */
  tested: number;
  lastUpdated: string;
}

export const IMPORT_KINDS = ['apple_health', 'csv'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * - queued / running: the background job has it (poll GET /api/biometric-imports/{id});
 * - needs_confirmation: a CSV file with bad rows: nothing stored yet; the person may import the
 *   good rows (POST .../confirm) or leave it;
 * - completed; failed (nothing more will happen; `error` says why);
 * - discarded: a CSV with bad rows the person chose not to import; nothing was stored.
 */
export const IMPORT_STATUSES = [
  'queued',
  'running',
  'needs_confirmation',
  'completed',
  'failed',
  'discarded',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportLineError {
  line: number;
  message: string;
}

export interface BiometricImport {
  id: string;
  kind: ImportKind;
  fileName: string;
  status: ImportStatus;
  /** 0 to 1, from the bytes read. */
  progress: number;
  /** Records (Apple Health) or data rows (CSV) read so far. */
  recordsRead: number;
  readingsAdded: number;
  /** Already stored by an earlier import or push: not added again. */
  duplicates: number;
  /** Unreadable or implausible values, and rows with errors when the good rows were imported. */
  skipped: number;
  /** Records of kinds Cairn does not keep (workouts, audio exposure, ...). */
  ignored: number;
  /** Readings older than the device's retention: only their daily summary was kept. */
  summarizedOnly: number;
  /** CSV rows that could not be read, first ones only (lineErrorCount has them all). */
  lineErrors: ImportLineError[];
  lineErrorCount: number;
  error: string | null;
  /** Devices this import wrote to. */
  deviceIds: string[];
  /** Whether the uploaded file is still kept, so Sync can run it again. */
  fileKept: boolean;
  /** Put away by the person (POST .../dismiss): the page no longer shows its result. */
  dismissed: boolean;
  createdAt: string;
  finishedAt: string | null;
}

/** POST /api/biometric-devices/{id}/sync. */
export interface SyncResult {
  device: BiometricDevice;
  /** The re-run of the latest upload, for file devices. */
  import: BiometricImport | null;
  /** What happened, in a sentence for the toast. */
  message: string;
}

/** POST /api/biometric-readings with a device token. */
export interface PushResult {
  /** Readings stored now. */
  accepted: number;
  /** Already stored (a push sent again): not added twice. */
  duplicates: number;
  /** Older than the device's retention: not kept. */
  outsideRetention: number;
  deviceId: string;
  lastSync: string;
  batteryLevel: number | null;
}

export interface DeviceEvent {
  id: string;
  action: 'connected' | 'push' | 'import' | 'disconnected' | 'reconnected' | 'settings';
  detail: string | null;
  at: string;
}
