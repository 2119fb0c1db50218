import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createLocalDater } from '@core/biometrics/local-dates';
import type { ParsedReading } from '@core/biometrics/reading-types';
import type { HealthAlert } from '@core/biometrics/types';
import { toJson } from '../../db/codecs';
import { dataTypes, push, batch, connectDevice, ALL_TYPES } from '../../test-support/biometrics';
import type { TestApp } from '../../test-support/test-app';
import { createReadingWriter } from '../biometrics/reading-writer';
import type { NewRow } from './records';
import { call, type Who } from './test-data';

/**
 * Biometric Integration for the export and import tests: a scale that pushes its own readings
 * (through the real push API, with its token) and an Apple Health watch whose readings went
 * through the reading writer as an import would, two of them so old that only their daily
 * summaries are left. Times are whole minutes before the seed ran.
 */

const MINUTE = 60_000;
const DAY = 1440;

export interface BiometricSeed {
  /** The scale's push token: it must never reach an export. */
  token: string;
  scaleId: string;
  watchId: string;
  /** ms since the epoch, `minutesAgo` before the seed's "now". */
  at: (minutesAgo: number) => number;
}

export const WATCH_SOURCE = 'Alice’s Apple Watch';

/** The watch's resting heart rates: three recent (the last one raises an alert), two old. */
export const WATCH_READINGS = [
  { minutesAgo: 3 * DAY, value: 58 },
  { minutesAgo: 2 * DAY, value: 61 },
  { minutesAgo: DAY, value: 105 },
  { minutesAgo: 700 * DAY, value: 55 },
  { minutesAgo: 701 * DAY, value: 57 },
] as const;

/** What the seed stores: 9 readings kept, 11 daily summaries and 4 alerts over 2 devices. */
export const SEEDED = { devices: 2, readings: 9, summaries: 11, alerts: 4 } as const;

/** A device row as the app stores it, `at` its creation and connection. */
export function deviceRow(
  who: Who,
  at: string,
  columns: Partial<NewRow<'biometric_devices'>> = {},
): NewRow<'biometric_devices'> & { id: string } {
  return {
    id: randomUUID(),
    user_id: who.user.id,
    name: 'Scale',
    type: 'smart_scale',
    brand: '',
    model: '',
    connection: 'csv',
    source_name: null,
    is_connected: true,
    token_hash: null,
    battery_level: null,
    data_types: toJson(ALL_TYPES),
    data_retention_days: 365,
    last_sync: null,
    last_import_id: null,
    connected_at: at,
    disconnected_at: null,
    created_at: at,
    updated_at: at,
    ...columns,
  };
}

export async function seedBiometrics(t: TestApp, who: Who): Promise<BiometricSeed> {
  const { timeZone } = (await call(t, who, 'GET', '/api/auth/user')).json() as {
    timeZone: string;
  };
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const at = (minutesAgo: number) => now - minutesAgo * MINUTE;
  const iso = (minutesAgo: number) => new Date(at(minutesAgo)).toISOString();

  // An Apple Health source as its import makes it, created a year ago.
  const created = new Date(at(365 * DAY)).toISOString();
  const watch = deviceRow(who, created, {
    name: 'Apple Watch',
    type: 'smartwatch',
    brand: 'Apple',
    model: 'Watch7,5',
    connection: 'apple_health',
    source_name: WATCH_SOURCE,
    data_types: toJson(dataTypes('heartRate', 'sleepMetrics')),
    last_sync: created,
  });
  const watchId = watch.id;
  await t.database.db.insertInto('biometric_devices').values(watch).execute();
  const reading = (minutesAgo: number, value: number): ParsedReading => ({
    type: 'resting_heart_rate',
    start: at(minutesAgo),
    end: null,
    value,
    value2: null,
    context: '',
    quality: null,
  });
  await createReadingWriter(t.database).write(
    { userId: who.user.id, localDate: createLocalDater(timeZone), now, importId: 'seed-import' },
    WATCH_READINGS.map(({ minutesAgo, value }) => ({
      target: { deviceId: watchId, retentionDays: 365, allowed: null },
      reading: reading(minutesAgo, value),
    })),
  );

  const connected = await connectDevice(t, who, { dataTypes: ALL_TYPES });
  const token = connected.token!;
  const pushed = await push(
    t,
    token,
    batch(
      [
        { type: 'heart_rate', value: 64, timestamp: iso(60), quality: 88 },
        { type: 'blood_pressure', value: 150, diastolic: 95, timestamp: iso(70) },
        { type: 'oxygen_saturation', value: 90, timestamp: iso(80) },
        { type: 'weight', value: 72.4, timestamp: iso(2 * DAY) },
        {
          type: 'sleep',
          value: 95,
          timestamp: iso(DAY + 600),
          endTimestamp: iso(DAY + 505),
          stage: 'deep',
        },
        { type: 'steps', value: 523, timestamp: iso(200), endTimestamp: iso(140) },
      ],
      15,
    ),
  );
  expect(pushed.statusCode, pushed.body).toBe(200);
  expect(pushed.json()).toMatchObject({ accepted: 6, duplicates: 0 });

  // One alert read and resolved, so its state and resolution time travel too.
  const alerts = (await call(t, who, 'GET', '/api/health-alerts')).json() as HealthAlert[];
  const oxygen = alerts.find((alert) => alert.title === 'Low blood oxygen')!;
  const resolved = await call(t, who, 'PATCH', `/api/health-alerts/${oxygen.id}`, {
    isResolved: true,
  });
  expect(resolved.statusCode, resolved.body).toBe(200);
  return { token, scaleId: connected.device.id, watchId, at };
}
