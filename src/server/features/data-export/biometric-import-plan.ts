import { dailyOfTuple, type ExportReading } from '@core/biometric-export';
import type { ReadingType } from '@core/biometrics/reading-types';
import type { ImportCounts } from '@core/data-export';
import type { ImportFile } from '@core/data-import';
import { alertRow, dailyRow, deviceRow } from './biometric-records';
import { foldName, instantKey } from './natural-keys';
import type { NewRow } from './records';

/**
 * Which of a file's Biometric Integration records are new to an account (import-plan.ts
 * explains the idea; these are its keys for devices and what hangs off them):
 * - a device: an Apple Health device by its source name (as the Apple Health import finds it
 *   again); any other by its connection, name (any case) and the instant it was created. A
 *   device the account already has keeps its row, its settings and its token;
 * - a reading: its device, type, time and sleep stage (the table's unique index), so the
 *   database itself tells what was already there (store.ts counts the rows it inserted);
 * - a day's summary: its device, type and date. The account's summary stays unless the file's
 *   counts more readings (both were snapshots; the larger one saw more). Summaries are never
 *   made from the imported readings: older days have no readings left, only summaries;
 * - an alert: its device, rule and date (one alert per device, rule and day).
 */

interface DeviceKeyFields {
  connection: string;
  sourceName: string | null;
  name: string;
  createdAt: string;
}

export interface ExistingBiometrics {
  devices: (DeviceKeyFields & { id: string })[];
  alerts: { deviceId: string | null; rule: string; date: string }[];
}

/** A file's reading list pointed at the account's device. */
export interface TargetedReadings {
  deviceId: string;
  type: ReadingType;
  readings: ExportReading[];
}

export interface BiometricRows {
  devices: NewRow<'biometric_devices'>[];
  alerts: NewRow<'health_alerts'>[];
  readings: TargetedReadings[];
  /** One per device, type and date: the file's largest when it repeats one. */
  summaries: NewRow<'biometric_daily'>[];
}

function deviceKey(device: DeviceKeyFields) {
  return device.connection === 'apple_health'
    ? `apple_health|${device.sourceName}`
    : `${device.connection}|${foldName(device.name)}|${instantKey(device.createdAt)}`;
}

const alertKey = (deviceId: string | null, rule: string, date: string) =>
  `${deviceId ?? ''}|${rule}|${date}`;

export function planBiometrics(
  file: ImportFile,
  existing: ExistingBiometrics,
  context: {
    userId: string;
    newId: () => string;
    importedAt: string;
    imported: ImportCounts;
    skipped: ImportCounts;
  },
): BiometricRows {
  const { userId, newId, importedAt, imported, skipped } = context;
  const rows: BiometricRows = { devices: [], alerts: [], readings: [], summaries: [] };

  const deviceIds = new Map(existing.devices.map((d) => [deviceKey(d), d.id]));
  /** File id -> the account's device id. */
  const deviceTarget = new Map<string, string>();
  for (const device of file.biometricDevices) {
    const key = deviceKey(device);
    let id = deviceIds.get(key);
    if (id) {
      skipped.biometricDevices += 1;
    } else {
      id = newId();
      deviceIds.set(key, id);
      rows.devices.push(deviceRow(device, { id, userId }, importedAt));
      imported.biometricDevices += 1;
    }
    deviceTarget.set(device.id, id);
  }
  // Lists name devices the file has (the schema checks it).
  const targetOf = (fileId: string) => deviceTarget.get(fileId)!;

  // Counted as already there until the database says which it took (service.ts).
  rows.readings = file.biometricReadings.map((series) => {
    skipped.biometricReadings += series.readings.length;
    return { deviceId: targetOf(series.deviceId), type: series.type, readings: series.readings };
  });

  const summaries = new Map<string, NewRow<'biometric_daily'>>();
  for (const series of file.biometricDailySummaries) {
    const deviceId = targetOf(series.deviceId);
    skipped.biometricDailySummaries += series.days.length;
    for (const tuple of series.days) {
      const day = dailyOfTuple(tuple);
      const key = `${deviceId}|${series.type}|${day.date}`;
      const found = summaries.get(key);
      if (!found || day.count > found.count) {
        summaries.set(key, dailyRow(userId, deviceId, series.type, day));
      }
    }
  }
  rows.summaries = [...summaries.values()];

  const alertKeys = new Set(existing.alerts.map((a) => alertKey(a.deviceId, a.rule, a.date)));
  for (const alert of file.healthAlerts) {
    const deviceId = alert.deviceId === null ? null : targetOf(alert.deviceId);
    const key = alertKey(deviceId, alert.rule, alert.date);
    if (alertKeys.has(key)) {
      skipped.healthAlerts += 1;
      continue;
    }
    alertKeys.add(key);
    rows.alerts.push(alertRow(alert, { id: newId(), userId }, deviceId));
    imported.healthAlerts += 1;
  }
  return rows;
}
