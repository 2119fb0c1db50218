import {
  readingTuple,
  type DailySummaryFields,
  type ExportBiometricDevice,
  type ExportHealthAlert,
  type ExportReading,
} from '@core/biometric-export';
import type { ParsedReading, ReadingType } from '@core/biometrics/reading-types';
import type { ImportBiometricDevice, ImportHealthAlert } from '@core/data-import';
import { toIsoOrNull, toJson } from '../../db/codecs';
import { NO_COUNTS } from '../biometrics/device-store';
import {
  presentAlert,
  presentDevice,
  readingOfRow,
  type AlertRow,
  type DeviceRow,
  type ReadingRow,
} from '../biometrics/presenters';
import { iso, isoOrNull, type NewRow, type Target } from './records';

/**
 * Biometric Integration's rows to export records and back (biometric-export.ts has the file's
 * shapes). Devices and alerts are the API's own presented shapes, less what the API derives.
 */

/** A device row without its token hash: the export never reads it. */
export type ExportedDeviceRow = Omit<DeviceRow, 'token_hash'>;

export function deviceRecord(row: ExportedDeviceRow): ExportBiometricDevice {
  const {
    connectionStatus: _status,
    syncFrequency: _frequency,
    readingsToday: _today,
    readingCount: _count,
    readingTypes: _types,
    ...record
  } = presentDevice({ ...row, token_hash: null }, NO_COUNTS);
  return record;
}

export function alertRecord(row: AlertRow): ExportHealthAlert {
  const { deviceName: _name, ...alert } = presentAlert(row, null);
  return { ...alert, rule: row.rule, date: row.date, resolvedAt: toIsoOrNull(row.resolved_at) };
}

export type ExportedReadingRow = Pick<
  ReadingRow,
  'type' | 'taken_at' | 'end_at' | 'value' | 'value2' | 'context' | 'quality'
>;

/** Times are bigint columns: numbers once the connection has parsed them (db/connection.ts). */
export function readingRecord(row: ExportedReadingRow): ExportReading {
  return readingTuple(readingOfRow(row));
}

/**
 * An imported device, never with a token: one that pushes its own readings comes back
 * disconnected (at the import) and gets a new token when the person presses Reconnect. Only an
 * Apple Health device keeps a source name (the key its next import finds it by).
 */
export function deviceRow(
  record: ImportBiometricDevice,
  { id, userId }: Target,
  importedAt: string,
): NewRow<'biometric_devices'> {
  const push = record.connection === 'push';
  return {
    id,
    user_id: userId,
    name: record.name,
    type: record.type,
    brand: record.brand,
    model: record.model,
    connection: record.connection,
    source_name: record.connection === 'apple_health' ? record.sourceName : null,
    is_connected: push ? false : record.isConnected,
    token_hash: null,
    battery_level: record.batteryLevel,
    data_types: toJson(record.dataTypes),
    data_retention_days: record.dataRetentionDays,
    last_sync: isoOrNull(record.lastSync),
    last_import_id: null,
    connected_at: iso(record.connectedAt),
    disconnected_at: push && record.isConnected ? importedAt : isoOrNull(record.disconnectedAt),
    created_at: iso(record.createdAt),
    updated_at: importedAt,
  };
}

export function alertRow(
  record: ImportHealthAlert,
  { id, userId }: Target,
  deviceId: string | null,
): NewRow<'health_alerts'> {
  return {
    id,
    user_id: userId,
    device_id: deviceId,
    type: record.type,
    rule: record.rule,
    severity: record.severity,
    title: record.title,
    description: record.description,
    recommended_action: record.recommendedAction,
    date: record.date,
    triggered_at: iso(record.triggeredAt),
    is_read: record.isRead,
    is_resolved: record.isResolved,
    resolved_at: isoOrNull(record.resolvedAt),
  };
}

/** `localDate` is the user's date of the instant the reading counts on (countedAt). */
export function readingRow(
  userId: string,
  deviceId: string,
  reading: ParsedReading,
  localDate: string,
): NewRow<'biometric_readings'> {
  return {
    user_id: userId,
    device_id: deviceId,
    type: reading.type,
    taken_at: reading.start,
    end_at: reading.end,
    local_date: localDate,
    value: reading.value,
    value2: reading.value2,
    context: reading.context,
    quality: reading.quality,
  };
}

/**
 * A summary from a file belongs to no biometric import: no later import of a file may add to
 * it (the reading writer adds to an old day only when its own import wrote it).
 */
export function dailyRow(
  userId: string,
  deviceId: string,
  type: ReadingType,
  day: DailySummaryFields,
): NewRow<'biometric_daily'> {
  return { user_id: userId, device_id: deviceId, type, ...day, import_id: null };
}
