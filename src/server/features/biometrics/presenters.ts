import type { Selectable } from 'kysely';
import { isAnomalous } from '@core/biometrics/alerts';
import {
  connectionStatus,
  syncFrequencyOf,
  type Connection,
  type DeviceType,
} from '@core/biometrics/devices';
import {
  DATA_TYPE_FLAGS,
  READING_TYPE_INFO,
  READING_TYPES,
  type DataTypes,
  type ParsedReading,
  type ReadingType,
} from '@core/biometrics/reading-types';
import type {
  AlertSeverity,
  AlertType,
  BiometricDevice,
  BiometricImport,
  BiometricReading,
  DeviceEvent,
  HealthAlert,
  ImportKind,
  ImportStatus,
} from '@core/biometrics/types';
import { fromJson, storedFlags, toBool, toIso, toIsoOrNull } from '../../db/codecs';
import type {
  BiometricDeviceEventsTable,
  BiometricDevicesTable,
  BiometricImportsTable,
  BiometricReadingsTable,
  HealthAlertsTable,
} from '../../db/schema';

/** Rows of migration 0009 to the API shapes of core/biometrics/types.ts. */

export type DeviceRow = Selectable<BiometricDevicesTable>;
export type ReadingRow = Selectable<BiometricReadingsTable>;
export type AlertRow = Selectable<HealthAlertsTable>;
export type ImportRow = Selectable<BiometricImportsTable>;
export type DeviceEventRow = Selectable<BiometricDeviceEventsTable>;

/** Stored flags with every key present (a missing one reads as off). */
export function dataTypesOf(row: Pick<DeviceRow, 'data_types'>): DataTypes {
  return storedFlags(row.data_types, DATA_TYPE_FLAGS);
}

/** What the device list adds to a row from its readings. */
export interface DeviceCounts {
  readingsToday: number;
  readingCount: number;
  readingTypes: ReadonlySet<string>;
}

export function presentDevice(
  row: DeviceRow,
  counts: DeviceCounts,
  now = Date.now(),
): BiometricDevice {
  const connection = row.connection as Connection;
  const lastSync = toIsoOrNull(row.last_sync);
  const isConnected = toBool(row.is_connected);
  return {
    id: row.id,
    name: row.name,
    type: row.type as DeviceType,
    brand: row.brand,
    model: row.model,
    connection,
    sourceName: row.source_name,
    isConnected,
    batteryLevel: row.battery_level,
    lastSync,
    connectionStatus: connectionStatus({ isConnected, connection, lastSync }, now),
    dataTypes: dataTypesOf(row),
    syncFrequency: syncFrequencyOf(connection),
    dataRetentionDays: row.data_retention_days,
    readingsToday: counts.readingsToday,
    readingCount: counts.readingCount,
    readingTypes: READING_TYPES.filter((type) => counts.readingTypes.has(type)),
    connectedAt: toIso(row.connected_at),
    disconnectedAt: toIsoOrNull(row.disconnected_at),
    createdAt: toIso(row.created_at),
  };
}

/** A stored reading as core's ParsedReading (times are bigint columns, parsed as numbers). */
export function readingOfRow(
  row: Pick<
    ReadingRow,
    'type' | 'taken_at' | 'end_at' | 'value' | 'value2' | 'context' | 'quality'
  >,
): ParsedReading {
  return {
    type: row.type as ReadingType,
    start: Number(row.taken_at),
    end: row.end_at === null ? null : Number(row.end_at),
    value: row.value,
    value2: row.value2,
    context: row.context,
    quality: row.quality,
  };
}

export function presentReading(
  row: Pick<
    ReadingRow,
    'id' | 'device_id' | 'type' | 'taken_at' | 'end_at' | 'value' | 'value2' | 'context' | 'quality'
  >,
  deviceName: string,
  dayPain: number | null,
): BiometricReading {
  const reading = readingOfRow(row);
  return {
    id: String(row.id),
    deviceId: row.device_id,
    deviceName,
    dataType: reading.type,
    value: reading.value,
    value2: reading.value2,
    unit: READING_TYPE_INFO[reading.type].unit,
    timestamp: new Date(reading.start).toISOString(),
    endTimestamp: reading.end === null ? null : new Date(reading.end).toISOString(),
    qualityScore: reading.quality,
    correlatedPainLevel: dayPain,
    isAnomalous: isAnomalous(reading),
    contextTags: reading.context === '' ? [] : [reading.context],
  };
}

export function presentAlert(row: AlertRow, deviceName: string | null): HealthAlert {
  return {
    id: row.id,
    type: row.type as AlertType,
    severity: row.severity as AlertSeverity,
    title: row.title,
    description: row.description,
    deviceId: row.device_id,
    deviceName,
    triggeredAt: toIso(row.triggered_at),
    isRead: toBool(row.is_read),
    isResolved: toBool(row.is_resolved),
    recommendedAction: row.recommended_action,
  };
}

export function presentImport(row: ImportRow): BiometricImport {
  const total = Number(row.bytes_total);
  const read = Number(row.bytes_read);
  const status = row.status as ImportStatus;
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    status,
    progress: status === 'completed' ? 1 : total > 0 ? Math.min(1, read / total) : 0,
    recordsRead: row.records_read,
    readingsAdded: row.readings_added,
    duplicates: row.duplicates,
    skipped: row.skipped,
    ignored: row.ignored,
    summarizedOnly: row.summarized_only,
    lineErrors: fromJson(row.line_errors, []),
    lineErrorCount: row.line_error_count,
    error: row.error,
    deviceIds: fromJson<string[]>(row.device_ids, []),
    fileKept: row.file_path !== null,
    dismissed: row.dismissed_at !== null,
    createdAt: toIso(row.created_at),
    finishedAt: toIsoOrNull(row.finished_at),
  };
}

export function presentEvent(row: DeviceEventRow): DeviceEvent {
  return {
    id: row.id,
    action: row.action as DeviceEvent['action'],
    detail: row.detail,
    at: toIso(row.at),
  };
}
