import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MAX_READINGS, PUSH_PER_MINUTE } from '@core/biometrics/schemas';
import type { BiometricDevice, HealthAlert, PushResult } from '@core/biometrics/types';
import { api, rowCount, type Who } from '../../test-support/api';
import { registerUser, type TestApp } from '../../test-support/test-app';
import { BAD_TOKEN, NO_TOKEN, TOO_OFTEN } from './push-routes';
import {
  ago,
  batch,
  connectDevice,
  createBiometricsApp,
  dataTypes,
  push,
} from '../../test-support/biometrics';

let t: TestApp;
let call: ReturnType<typeof api>;
let alice: Who;
let bob: Who;
beforeAll(async () => {
  t = await createBiometricsApp();
  call = api(t);
  alice = await registerUser(t.app, { timeZone: 'America/New_York' });
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const readingsOf = (who: Who) => rowCount(t, 'biometric_readings', who.user.id);

describe('POST /api/biometric-readings with a device token', () => {
  it('stores a batch in canonical units, with the battery, and adds nothing twice', async () => {
    const { device, token } = await connectDevice(t, alice, { name: 'Home Assistant' });
    const body = batch(
      [
        { type: 'weight', value: 154, unit: 'lb', timestamp: ago(30) },
        { type: 'blood_pressure', value: 124, diastolic: 79, timestamp: ago(29) },
        { type: 'body_temperature', value: 98.6, unit: '°F', timestamp: ago(28) },
        {
          type: 'sleep',
          value: 410,
          timestamp: ago(600),
          endTimestamp: ago(190),
          stage: 'deep',
        },
      ],
      55,
    );
    const first = await push(t, token, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      accepted: 4,
      duplicates: 0,
      outsideRetention: 0,
      deviceId: device.id,
      batteryLevel: 55,
    } satisfies Partial<PushResult>);
    const again = await push(t, token, body);
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 4 });
    expect(await readingsOf(alice)).toBe(4);

    const rows = await t.database.db
      .selectFrom('biometric_readings')
      .select(['type', 'value', 'value2', 'context', 'end_at'])
      .where('device_id', '=', device.id)
      .orderBy('type')
      .execute();
    expect(rows.map((r) => [r.type, Math.round(r.value * 100) / 100, r.value2, r.context])).toEqual(
      [
        ['blood_pressure', 124, 79, ''],
        ['body_temperature', 37, null, ''],
        ['sleep', 410, null, 'deep'],
        ['weight', 69.85, null, ''],
      ],
    );
    const listed = (
      (await call(alice, 'GET', '/api/biometric-devices')).json() as BiometricDevice[]
    ).find((d) => d.id === device.id);
    expect(listed).toMatchObject({
      batteryLevel: 55,
      connectionStatus: 'active',
      readingCount: 4,
      readingTypes: ['blood_pressure', 'body_temperature', 'weight', 'sleep'],
    });
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    const body = batch([{ type: 'heart_rate', value: 60, timestamp: ago(1) }]);
    const none = await push(t, null, body);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(NO_TOKEN);
    expect((await push(t, 'not-a-token', body)).json().message).toBe(BAD_TOKEN);
    expect((await push(t, 'A'.repeat(43), body)).statusCode).toBe(401);
    // A session is not a device token: a signed-in browser cannot push.
    const withSession = await t.app.inject({
      method: 'POST',
      url: '/api/biometric-readings',
      headers: { cookie: alice.cookie },
      payload: body,
    });
    expect(withSession.statusCode).toBe(401);
  });

  it('answers 404 when the batch names another device than the token’s', async () => {
    const mine = await connectDevice(t, alice, { name: 'Mine' });
    const theirs = await connectDevice(t, bob, { name: 'Theirs' });
    const response = await push(t, mine.token, {
      deviceId: theirs.device.id,
      readings: [{ type: 'heart_rate', value: 60, timestamp: ago(1) }],
    });
    expect(response.statusCode).toBe(404);
    expect(await rowCount(t, 'biometric_readings', bob.user.id)).toBe(0);
    const named = await push(t, mine.token, {
      deviceId: mine.device.id,
      readings: [{ type: 'heart_rate', value: 60, timestamp: ago(1) }],
    });
    expect(named.statusCode).toBe(200);
  });

  const good = { type: 'heart_rate', value: 61, timestamp: ago(3) };
  const after = (bad: object) => ({ readings: [good, bad] });
  it.each([
    [{ readings: 'many' }, 'readings'],
    [after({ type: 'mood', value: 5, timestamp: ago(1) }), 'readings.1.type'],
    [after({ type: 'heart_rate', value: 'fast', timestamp: ago(1) }), 'readings.1.value'],
    [after({ type: 'heart_rate', value: 400, timestamp: ago(1) }), 'readings.1.value'],
    [
      after({ type: 'heart_rate', value: 60, timestamp: '2026-01-01 10:00' }),
      'readings.1.timestamp',
    ],
    [
      after({ type: 'heart_rate', value: 60, timestamp: '2026-01-01T10:00:00' }),
      'readings.1.timestamp',
    ],
    [after({ type: 'weight', value: 70, unit: 'stone-ish', timestamp: ago(1) }), 'readings.1.unit'],
    [after({ type: 'blood_pressure', value: 120, timestamp: ago(1) }), 'readings.1.diastolic'],
    [after({ type: 'sleep', value: 400, timestamp: ago(1) }), 'readings.1.endTimestamp'],
    [after({ type: 'heart_rate', value: 60, timestamp: ago(-60) }), 'readings.1.timestamp'],
    [{ batteryLevel: 101 }, 'batteryLevel'],
    [{}, 'body'],
    [{ readings: [good], extra: 1 }, 'Unrecognized key'],
  ])('refuses %j with a 400 naming %s, storing nothing of the batch', async (body, field) => {
    const { token } = await connectDevice(t, bob, { name: `Bad ${field}` });
    const before = await readingsOf(bob);
    const response = await push(t, token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await readingsOf(bob)).toBe(before);
  });

  it('refuses a kind the device is not set to send, and more than the most a batch may carry', async () => {
    const { token } = await connectDevice(t, bob, {
      name: 'Scale only',
      dataTypes: dataTypes('weight'),
    });
    const wrongKind = await push(
      t,
      token,
      batch([{ type: 'heart_rate', value: 60, timestamp: ago(1) }]),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(
      'readings.0.type: Scale only is not set to send heart rate. Turn it on in the device’s settings in Cairn.',
    );
    const many = Array.from({ length: PUSH_MAX_READINGS + 1 }, (_, i) => ({
      type: 'weight',
      value: 70,
      timestamp: ago(i + 1),
    }));
    const tooMany = await push(t, token, { readings: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(`at most ${PUSH_MAX_READINGS}`);
  });

  it('keeps readings older than the retention out and says so', async () => {
    const { token } = await connectDevice(t, bob, { name: 'Short memory', dataRetentionDays: 30 });
    const response = await push(
      t,
      token,
      batch([
        { type: 'heart_rate', value: 60, timestamp: ago(31 * 24 * 60) },
        { type: 'heart_rate', value: 61, timestamp: ago(2) },
      ]),
    );
    expect(response.json()).toMatchObject({ accepted: 1, outsideRetention: 1 });
  });

  it(`limits a device to ${PUSH_PER_MINUTE} requests a minute`, async () => {
    const { token } = await connectDevice(t, bob, { name: 'Chatty' });
    for (let i = 0; i < PUSH_PER_MINUTE; i += 1) {
      expect((await push(t, token, { batteryLevel: 80 })).statusCode).toBe(200);
    }
    const refused = await push(t, token, { batteryLevel: 80 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_OFTEN);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('raises a critical alert for a crisis blood pressure and a battery alert below 20 %, resolved once charged', async () => {
    const carol = await registerUser(t.app);
    const { device, token } = await connectDevice(t, carol, { name: 'Cuff' });
    await push(
      t,
      token,
      batch(
        [
          { type: 'blood_pressure', value: 186, diastolic: 110, timestamp: ago(5) },
          { type: 'blood_pressure', value: 190, diastolic: 112, timestamp: ago(4) },
          // Old readings never raise an alert.
          { type: 'oxygen_saturation', value: 85, timestamp: ago(20 * 24 * 60) },
        ],
        19,
      ),
    );
    const alerts = (await call(carol, 'GET', '/api/health-alerts')).json() as HealthAlert[];
    expect(alerts.map((a) => [a.type, a.severity, a.title])).toEqual(
      expect.arrayContaining([
        ['vitals_abnormal', 'critical', 'Very high blood pressure'],
        ['battery_low', 'low', 'Battery low'],
      ]),
    );
    expect(alerts).toHaveLength(2);
    expect(alerts.find((a) => a.type === 'vitals_abnormal')).toMatchObject({
      deviceId: device.id,
      deviceName: 'Cuff',
      isRead: false,
      isResolved: false,
      description:
        'A blood pressure of 186/110 mmHg is in the hypertensive crisis range (180/120 or higher).',
    });
    expect(alerts.find((a) => a.type === 'vitals_abnormal')?.recommendedAction).toContain(
      'seek medical care now',
    );
    await push(t, token, { batteryLevel: 80 });
    const after = (await call(carol, 'GET', '/api/health-alerts')).json() as HealthAlert[];
    expect(after.find((a) => a.type === 'battery_low')?.isResolved).toBe(true);
  });
});
