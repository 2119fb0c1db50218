import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingOfTuple } from '@core/biometric-export';
import { MAX_DEVICES } from '@core/biometrics/devices';
import { createLocalDater } from '@core/biometrics/local-dates';
import { countedAt } from '@core/biometrics/reading-types';
import type { BiometricDevice, ConnectResult } from '@core/biometrics/types';
import { DEVICES_RECONNECT_NOTE, importSummary, type ExportDocument } from '@core/data-export';
import { toIso } from '../../db/codecs';
import { hashToken } from '../../secret-token';
import { ALL_TYPES, batch, push } from '../../test-support/biometrics';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { deviceRow, SEEDED, seedBiometrics, type BiometricSeed } from './biometric-test-data';
import { IMPORT_TOO_MANY_DEVICES_MESSAGE } from './service';
import { call, exportOf, rowCounts, type Who } from './test-data';

let t: TestApp;
let alice: Who;
let seed: BiometricSeed;
let aliceFile: ExportDocument;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  seed = await seedBiometrics(t, alice);
  aliceFile = await exportOf(t, alice);
});
afterAll(() => t.close());

const importAs = (who: Who, payload: unknown) => call(t, who, 'POST', '/api/import', payload);
const copy = (): ExportDocument => structuredClone(aliceFile);
const devicesOf = (who: Who) =>
  t.database.db
    .selectFrom('biometric_devices')
    .selectAll()
    .where('user_id', '=', who.user.id)
    .orderBy('created_at')
    .execute();

describe('POST /api/import: Biometric Integration', () => {
  it('restores devices, pushing ones disconnected and without a token, with everything they measured', async () => {
    const bob = await registerUser(t.app, { timeZone: 'Pacific/Kiritimati' });
    const before = Date.now();
    const response = await importAs(bob, aliceFile);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported).toMatchObject({
      biometricDevices: SEEDED.devices,
      biometricReadings: SEEDED.readings,
      biometricDailySummaries: SEEDED.summaries,
      healthAlerts: SEEDED.alerts,
    });
    expect(importSummary(response.json())).toContain(DEVICES_RECONNECT_NOTE);

    const rows = await devicesOf(bob);
    expect(rows.map((row) => [row.name, row.token_hash, Boolean(row.is_connected)])).toEqual([
      ['Apple Watch', null, true],
      ['Withings scale', null, false],
    ]);
    expect(Date.parse(toIso(rows[1]!.disconnected_at!))).toBeGreaterThanOrEqual(before - 1);
    expect(rows.map((row) => row.id)).not.toContain(seed.scaleId);

    // The device list counts the restored readings, and shows the scale waiting for Reconnect.
    const listed = (
      await call(t, bob, 'GET', '/api/biometric-devices')
    ).json() as BiometricDevice[];
    expect(listed.map((d) => [d.name, d.readingCount, d.connectionStatus])).toEqual([
      ['Apple Watch', 3, 'active'],
      ['Withings scale', 6, 'disconnected'],
    ]);

    // Each reading counts on Bob's own calendar day (UTC+14), a night on the day it ends.
    const bobDay = createLocalDater('Pacific/Kiritimati');
    const stored = await t.database.db
      .selectFrom('biometric_readings')
      .select(['type', 'taken_at', 'end_at', 'local_date'])
      .where('user_id', '=', bob.user.id)
      .execute();
    const expected = aliceFile.biometricReadings!.flatMap((series) =>
      series.readings.map((tuple) => {
        const reading = readingOfTuple(series.type, tuple);
        return `${series.type} ${reading.start} ${bobDay(countedAt(reading))}`;
      }),
    );
    expect(stored.map((r) => `${r.type} ${Number(r.taken_at)} ${r.local_date}`).sort()).toEqual(
      expected.sort(),
    );

    // Reconnect gives the scale a token of its own, which pushes to Bob's scale.
    const scale = rows[1]!;
    const reconnected = await call(t, bob, 'POST', `/api/biometric-devices/${scale.id}/reconnect`);
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    const { token } = reconnected.json() as ConnectResult;
    expect(token).not.toBe(seed.token);
    const pushed = await push(t, token, batch([], 80));
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json().deviceId).toBe(scale.id);
  });

  it("keeps a device the account already has as it is, with its token and Alice's counts", async () => {
    const before = await devicesOf(alice);
    const counts = await rowCounts(t, alice.user.id);
    const response = await importAs(alice, aliceFile);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported).toMatchObject({
      biometricDevices: 0,
      biometricReadings: 0,
      biometricDailySummaries: 0,
      healthAlerts: 0,
    });
    expect(response.json().skipped).toMatchObject({
      biometricDevices: SEEDED.devices,
      biometricReadings: SEEDED.readings,
      biometricDailySummaries: SEEDED.summaries,
      healthAlerts: SEEDED.alerts,
    });
    expect(await devicesOf(alice)).toEqual(before);
    expect(before[1]!.token_hash).toBe(hashToken(seed.token));
    expect(await rowCounts(t, alice.user.id)).toEqual(counts);
  });

  it('finds devices again by source name, or by connection, name and creation time', async () => {
    const bob = await registerUser(t.app);
    await importAs(bob, aliceFile);
    const later = copy();
    const [watch, scale] = later.biometricDevices!;
    // Renamed, the watch is still its Apple Health source; the scale's name in another case
    // and its creation time in another offset are still the scale.
    watch!.name = 'My watch';
    const created = new Date(scale!.createdAt);
    scale!.name = scale!.name.toUpperCase();
    scale!.createdAt = new Date(created.getTime()).toISOString().replace('Z', '+00:00');
    // A scale made at another moment is another device.
    later.biometricDevices!.push({
      ...scale!,
      id: 'other-scale',
      createdAt: '2025-01-01T00:00:00Z',
    });
    const response = await importAs(bob, later);
    expect(response.json().imported.biometricDevices).toBe(1);
    expect(response.json().skipped.biometricDevices).toBe(2);
    expect((await devicesOf(bob)).map((row) => row.name)).toEqual([
      'WITHINGS SCALE',
      'Apple Watch',
      'Withings scale',
    ]);
  });

  it('keeps the larger of two summaries of one day, and never makes them from readings', async () => {
    const bob = await registerUser(t.app);
    const withoutSummaries = { ...copy(), biometricDailySummaries: [] };
    const first = await importAs(bob, withoutSummaries);
    expect(first.json().imported.biometricReadings).toBe(SEEDED.readings);
    expect(await rowCounts(t, bob.user.id)).toMatchObject({ biometric_daily: 0 });

    expect((await importAs(bob, aliceFile)).json().imported.biometricDailySummaries).toBe(
      SEEDED.summaries,
    );
    const heartRate = (count: number, sum: number) => {
      const file = copy();
      const series = file.biometricDailySummaries!.find((s) => s.type === 'heart_rate')!;
      series.days = [[series.days[0]![0], count, sum, 60, 70]];
      return file;
    };
    const stored = async () =>
      t.database.db
        .selectFrom('biometric_daily')
        .select(['count', 'sum', 'min', 'max'])
        .where('user_id', '=', bob.user.id)
        .where('type', '=', 'heart_rate')
        .executeTakeFirstOrThrow();
    const more = await importAs(bob, heartRate(3, 192));
    expect(more.json().imported.biometricDailySummaries).toBe(1);
    expect(more.json().skipped.biometricDailySummaries).toBe(SEEDED.summaries - 1);
    expect(await stored()).toEqual({ count: 3, sum: 192, min: 60, max: 70 });
    // Fewer readings than the account's day: the account's stays.
    const fewer = await importAs(bob, heartRate(2, 130));
    expect(fewer.json().imported.biometricDailySummaries).toBe(0);
    expect(await stored()).toEqual({ count: 3, sum: 192, min: 60, max: 70 });
  });

  it('imports an export made before Biometric Integration', async () => {
    const bob = await registerUser(t.app);
    const {
      biometricDevices: _d,
      biometricReadings: _r,
      biometricDailySummaries: _s,
      healthAlerts: _a,
      ...older
    } = copy();
    const response = await importAs(bob, older);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowCounts(t, bob.user.id)).toMatchObject({
      biometric_devices: 0,
      biometric_readings: 0,
      biometric_daily: 0,
      health_alerts: 0,
    });
  });

  it(`answers 409 when the account would hold more than ${MAX_DEVICES} devices, storing nothing`, async () => {
    const withDevices = async (count: number) => {
      const who = await registerUser(t.app);
      await t.database.db
        .insertInto('biometric_devices')
        .values(
          Array.from({ length: count }, (_, index) =>
            deviceRow(who, '2026-01-01T00:00:00.000Z', { name: `Scale ${index}` }),
          ),
        )
        .execute();
      return who;
    };
    // The file's two devices fill the account exactly...
    const full = await withDevices(MAX_DEVICES - SEEDED.devices);
    expect((await importAs(full, aliceFile)).statusCode).toBe(200);
    // ...and one more is refused, with nothing of the file written.
    const over = await withDevices(MAX_DEVICES - SEEDED.devices + 1);
    const before = await rowCounts(t);
    const response = await importAs(over, aliceFile);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: IMPORT_TOO_MANY_DEVICES_MESSAGE });
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('exporting and importing many readings', () => {
  /** Enough to take several pages of the export and several inserts of the import. */
  const COUNT = 12_345;

  it('keeps every reading, in order, through pages and chunks', async () => {
    const owner = await registerUser(t.app, { timeZone: 'Europe/Madrid' });
    const connected = (
      await call(t, owner, 'POST', '/api/biometric-devices/connect', {
        name: 'Chest strap',
        type: 'heart_rate_monitor',
        connection: 'push',
        dataTypes: ALL_TYPES,
      })
    ).json() as ConnectResult;
    const deviceId = connected.device.id;
    const start = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: COUNT }, (_, index) => ({
      user_id: owner.user.id,
      device_id: deviceId,
      // Heart rates every 30 s; every tenth a step count over that half minute.
      type: index % 10 === 0 ? 'steps' : 'heart_rate',
      taken_at: start + index * 30_000,
      end_at: index % 10 === 0 ? start + (index + 1) * 30_000 : null,
      local_date: '2026-01-01',
      value: index % 10 === 0 ? index % 97 : 50 + (index % 50) + 0.5,
      value2: null,
      context: '',
      quality: index % 3 === 0 ? 90 : null,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await t.database.db
        .insertInto('biometric_readings')
        .values(rows.slice(i, i + 1000))
        .execute();
    }

    const file = await exportOf(t, owner);
    const series = file.biometricReadings!;
    expect(series.map((s) => [s.type, s.readings.length])).toEqual([
      ['heart_rate', COUNT - Math.ceil(COUNT / 10)],
      ['steps', Math.ceil(COUNT / 10)],
    ]);
    const fromFile = series.flatMap((s) =>
      s.readings.map((tuple) => readingOfTuple(s.type, tuple)),
    );
    expect(fromFile.map((r) => [r.type, r.start, r.end, r.value, r.quality])).toEqual(
      rows
        .map((row) => [row.type, row.taken_at, row.end_at, row.value, row.quality])
        .sort((a, b) => (a[0] === b[0] ? 0 : a[0] === 'heart_rate' ? -1 : 1)),
    );

    const heir = await registerUser(t.app, { timeZone: 'Europe/Madrid' });
    const response = await importAs(heir, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported.biometricReadings).toBe(COUNT);
    const restored = await exportOf(t, heir);
    expect(restored.biometricReadings!.map((s) => s.readings)).toEqual(
      series.map((s) => s.readings),
    );
    const devices = (
      await call(t, heir, 'GET', '/api/biometric-devices')
    ).json() as BiometricDevice[];
    expect(devices.map((d) => d.readingCount)).toEqual([COUNT]);
  });
});
