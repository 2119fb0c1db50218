import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEVICES } from '@core/biometrics/devices';
import type { BiometricDevice, DeviceEvent, SyncResult } from '@core/biometrics/types';
import { hashToken } from '../../secret-token';
import { api, rowCount, SAMPLE_ID, type Who } from '../../test-support/api';
import { registerUser, type TestApp } from '../../test-support/test-app';
import { RECONNECT_FIRST } from './sync-service';
import {
  ago,
  batch,
  connectDevice,
  createBiometricsApp,
  dataTypes,
  devicePayload,
  push,
} from '../../test-support/biometrics';

let t: TestApp;
let call: ReturnType<typeof api>;
let alice: Who;
let bob: Who;
beforeAll(async () => {
  t = await createBiometricsApp();
  call = api(t);
  alice = await registerUser(t.app, { timeZone: 'Europe/Madrid' });
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const listOf = async (who: Who) =>
  (await call(who, 'GET', '/api/biometric-devices')).json() as BiometricDevice[];

describe('POST /api/biometric-devices/connect', () => {
  it('makes a push device, hands its token over once and keeps only the hash', async () => {
    const result = await connectDevice(t, alice, { dataRetentionDays: 90 });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.pushUrl).toMatch(/^http:\/\/localhost(:80)?\/api\/biometric-readings$/);
    expect(result.device).toMatchObject({
      name: 'Withings scale',
      type: 'smart_scale',
      brand: 'Withings',
      model: 'Body+',
      connection: 'push',
      isConnected: true,
      batteryLevel: null,
      lastSync: null,
      connectionStatus: 'poor',
      syncFrequency: 'real-time',
      dataRetentionDays: 90,
      readingsToday: 0,
      readingCount: 0,
      readingTypes: [],
      disconnectedAt: null,
    });
    const row = await t.database.db
      .selectFrom('biometric_devices')
      .selectAll()
      .where('id', '=', result.device.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(result.token as string));
    expect(JSON.stringify(row)).not.toContain(result.token as string);
    // The list never carries a token.
    expect(JSON.stringify(await listOf(alice))).not.toContain(result.token as string);
  });

  it('makes a CSV device without a token, kept a year by default', async () => {
    const result = await connectDevice(t, alice, {
      name: 'Fitbit Charge 6',
      type: 'fitness_tracker',
      connection: 'csv',
      dataTypes: dataTypes('heartRate', 'activityLevel'),
    });
    expect(result.token).toBeNull();
    expect(result.pushUrl).toBeNull();
    expect(result.device).toMatchObject({
      connection: 'csv',
      connectionStatus: 'active',
      syncFrequency: 'manual',
      dataRetentionDays: 365,
    });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ type: 'toaster' }, 'type'],
    [{ connection: 'bluetooth' }, 'connection'],
    [{ dataTypes: dataTypes() }, 'dataTypes'],
    [{ dataTypes: { heartRate: 'yes' } }, 'dataTypes'],
    [{ dataRetentionDays: 12 }, 'dataRetentionDays'],
    [{ colour: 'red' }, ''],
  ])('refuses %j with a 400 naming %s and stores nothing', async (change, field) => {
    const before = await rowCount(t, 'biometric_devices', bob.user.id);
    const response = await call(bob, 'POST', '/api/biometric-devices/connect', {
      ...devicePayload(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await rowCount(t, 'biometric_devices', bob.user.id)).toBe(before);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/biometric-devices/connect',
      headers: { cookie: bob.cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
  });

  it(`stops at ${MAX_DEVICES} devices with a 409`, async () => {
    const carol = await registerUser(t.app);
    for (let i = 0; i < MAX_DEVICES; i += 1) {
      await connectDevice(t, carol, { name: `Device ${i}`, connection: 'csv' });
    }
    const response = await call(carol, 'POST', '/api/biometric-devices/connect', devicePayload());
    expect(response.statusCode).toBe(409);
    expect(await rowCount(t, 'biometric_devices', carol.user.id)).toBe(MAX_DEVICES);
  });
});

describe('a device’s life: change, disconnect, reconnect, remove', () => {
  it('changes the settings of the user’s own device only', async () => {
    const { device } = await connectDevice(t, alice, { name: 'Old name' });
    const url = `/api/biometric-devices/${device.id}`;
    const changed = await call(alice, 'PATCH', url, {
      name: 'Bathroom scale',
      dataRetentionDays: 730,
      dataTypes: dataTypes('weight'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Bathroom scale',
      dataRetentionDays: 730,
      dataTypes: dataTypes('weight'),
    });
    expect((await call(bob, 'PATCH', url, { name: 'Mine now' })).statusCode).toBe(404);
    expect(
      (await call(alice, 'PATCH', '/api/biometric-devices/not-an-id', { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(alice, 'PATCH', url, {})).statusCode).toBe(400);
    expect((await call(alice, 'PATCH', url, { dataRetentionDays: -1 })).statusCode).toBe(400);
    expect((await listOf(alice)).find((d) => d.id === device.id)?.name).toBe('Bathroom scale');
  });

  it('disconnecting kills the token at once; reconnecting gives a new one and the old stays dead', async () => {
    const { device, token } = await connectDevice(t, alice, { name: 'Cuff' });
    const reading = batch([{ type: 'heart_rate', value: 70, timestamp: ago(5) }]);
    expect((await push(t, token, reading)).statusCode).toBe(200);

    const off = await call(alice, 'POST', `/api/biometric-devices/${device.id}/disconnect`);
    expect(off.json()).toMatchObject({ isConnected: false, connectionStatus: 'disconnected' });
    expect((await push(t, token, reading)).statusCode).toBe(401);
    // Disconnected devices come after the connected ones.
    const list = await listOf(alice);
    expect(list.findIndex((d) => d.id === device.id)).toBeGreaterThan(
      list.findLastIndex((d) => d.isConnected),
    );

    const sync = await call(alice, 'POST', `/api/biometric-devices/${device.id}/sync`);
    expect(sync.statusCode).toBe(409);
    expect(sync.json().message).toBe(RECONNECT_FIRST);

    const on = await call(alice, 'POST', `/api/biometric-devices/${device.id}/reconnect`);
    const again = on.json();
    expect(again.device.isConnected).toBe(true);
    expect(again.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.token).not.toBe(token);
    expect((await push(t, token, reading)).statusCode).toBe(401);
    const accepted = await push(
      t,
      again.token,
      batch([{ type: 'heart_rate', value: 71, timestamp: ago(1) }]),
    );
    expect(accepted.json()).toMatchObject({ accepted: 1, deviceId: device.id });

    const events = (
      await call(alice, 'GET', `/api/biometric-devices/${device.id}/activity`)
    ).json() as DeviceEvent[];
    expect(events.map((e) => e.action)).toEqual([
      'push',
      'reconnected',
      'disconnected',
      'push',
      'connected',
    ]);
    expect(events[0]?.detail).toBe('1 of 1 readings added');
    expect(
      (await call(bob, 'GET', `/api/biometric-devices/${device.id}/activity`)).statusCode,
    ).toBe(404);
    expect(
      (await call(bob, 'POST', `/api/biometric-devices/${device.id}/reconnect`)).statusCode,
    ).toBe(404);
    expect(
      (await call(bob, 'POST', `/api/biometric-devices/${device.id}/disconnect`)).statusCode,
    ).toBe(404);
  });

  it('Sync on a pushing device says when it last sent', async () => {
    const { device, token } = await connectDevice(t, alice, { name: 'Ring' });
    const before = (
      await call(alice, 'POST', `/api/biometric-devices/${device.id}/sync`)
    ).json() as SyncResult;
    expect(before.import).toBeNull();
    expect(before.message).toBe(
      'No readings have arrived from Ring yet. Send one with the example request in its settings.',
    );
    await push(t, token, batch([{ type: 'heart_rate', value: 64, timestamp: ago(2) }]));
    const after = (
      await call(alice, 'POST', `/api/biometric-devices/${device.id}/sync`)
    ).json() as SyncResult;
    expect(after.message).toMatch(
      /^Ring sends its readings itself; the last arrived \d+ seconds? ago\.$/,
    );
    expect(after.device.connectionStatus).toBe('active');
    expect((await call(bob, 'POST', `/api/biometric-devices/${device.id}/sync`)).statusCode).toBe(
      404,
    );
  });

  it('removing a device deletes it with its readings, summaries, alerts and activity', async () => {
    const { device, token } = await connectDevice(t, alice, { name: 'To remove' });
    const pushed = await push(
      t,
      token,
      batch([
        { type: 'oxygen_saturation', value: 85, timestamp: ago(10) },
        { type: 'heart_rate', value: 80, timestamp: ago(9) },
      ]),
    );
    expect(pushed.json().accepted).toBe(2);
    const url = `/api/biometric-devices/${device.id}`;
    expect((await call(bob, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', url)).statusCode).toBe(204);
    const left = async (
      table: 'biometric_readings' | 'biometric_daily' | 'health_alerts' | 'biometric_device_events',
    ) =>
      (
        await t.database.db
          .selectFrom(table)
          .select('device_id')
          .where('device_id', '=', device.id)
          .execute()
      ).length;
    expect(await left('biometric_readings')).toBe(0);
    expect(await left('biometric_daily')).toBe(0);
    expect(await left('health_alerts')).toBe(0);
    expect(await left('biometric_device_events')).toBe(0);
    expect((await call(alice, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/biometric-devices/${SAMPLE_ID}`)).statusCode).toBe(
      404,
    );
  });
});
