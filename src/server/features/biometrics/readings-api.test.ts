import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiometricReading, DailyReadingSeries, HealthAlert } from '@core/biometrics/types';
import { localDate } from '@core/time-zone';
import { api, SAMPLE_ID, type Who } from '../../test-support/api';
import { registerUser, type TestApp } from '../../test-support/test-app';
import {
  ago,
  batch,
  connectDevice,
  createBiometricsApp,
  push,
} from '../../test-support/biometrics';

let t: TestApp;
let call: ReturnType<typeof api>;
let alice: Who;
let bob: Who;
let deviceId: string;
beforeAll(async () => {
  t = await createBiometricsApp();
  call = api(t);
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
  const { device, token } = await connectDevice(t, alice, { name: 'Watch' });
  deviceId = device.id;
  const pushed = await push(
    t,
    token,
    batch([
      { type: 'heart_rate', value: 70, timestamp: ago(120) },
      { type: 'heart_rate', value: 90, timestamp: ago(60) },
      { type: 'blood_pressure', value: 150, diastolic: 95, timestamp: ago(30) },
      { type: 'steps', value: 1000, timestamp: ago(50), endTimestamp: ago(40) },
      { type: 'steps', value: 500, timestamp: ago(20), endTimestamp: ago(10) },
      { type: 'heart_rate', value: 66, timestamp: ago(3 * 24 * 60) },
    ]),
  );
  expect(pushed.json().accepted).toBe(6);
  // Bob's reading must never show in Alice's lists.
  const theirs = await connectDevice(t, bob, { name: 'Bob’s watch' });
  await push(t, theirs.token, batch([{ type: 'heart_rate', value: 100, timestamp: ago(5) }]));
  await call(alice, 'POST', '/api/journal-entries', {
    date: localDate(new Date(Date.now() - 3 * 86_400_000), 'UTC'),
    painLevel: 7,
  });
});
afterAll(() => t.close());

describe('GET /api/biometric-readings', () => {
  it('lists the user’s newest readings first, with the day’s pain and what is out of range', async () => {
    const readings = (
      await call(alice, 'GET', '/api/biometric-readings')
    ).json() as BiometricReading[];
    expect(readings.map((r) => [r.dataType, r.value])).toEqual([
      ['steps', 500],
      ['blood_pressure', 150],
      ['steps', 1000],
      ['heart_rate', 90],
      ['heart_rate', 70],
      ['heart_rate', 66],
    ]);
    expect(readings[1]).toMatchObject({
      deviceId,
      deviceName: 'Watch',
      value2: 95,
      unit: 'mmHg',
      isAnomalous: true,
      endTimestamp: null,
      contextTags: [],
    });
    expect(readings[0]?.endTimestamp).not.toBeNull();
    expect(readings[5]?.correlatedPainLevel).toBe(7);
    expect(readings[0]?.correlatedPainLevel).toBeNull();
  });

  it('filters by type and device, and limits', async () => {
    const hr = (await call(alice, 'GET', '/api/biometric-readings?type=heart_rate&limit=2')).json();
    expect(hr.map((r: BiometricReading) => r.value)).toEqual([90, 70]);
    const byDevice = await call(alice, 'GET', `/api/biometric-readings?deviceId=${SAMPLE_ID}`);
    expect(byDevice.json()).toEqual([]);
  });

  it.each([
    ['type=mood', 'type'],
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['deviceId=nope', 'deviceId'],
    ['colour=red', 'query'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const response = await call(alice, 'GET', `/api/biometric-readings?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('GET /api/biometric-readings/daily', () => {
  it('gives one value a day per type: means for levels, sums for steps', async () => {
    const series = (
      await call(alice, 'GET', '/api/biometric-readings/daily?days=7')
    ).json() as DailyReadingSeries[];
    const byType = Object.fromEntries(series.map((s) => [s.type, s]));
    expect(Object.keys(byType)).toEqual(['heart_rate', 'blood_pressure', 'steps']);
    const today = localDate(new Date(), 'UTC');
    const todayHr = byType.heart_rate?.days.find((d) => d.date === today);
    // Two readings today unless the last hour crossed midnight.
    if (todayHr?.count === 2) expect(todayHr).toMatchObject({ value: 80, min: 70, max: 90 });
    expect(byType.blood_pressure?.days.at(-1)).toMatchObject({ value: 150, value2: 95 });
    expect(byType.steps?.unit).toBe('steps');
    expect(byType.heart_rate?.days).toHaveLength(todayHr?.count === 2 ? 2 : 3);
    expect((await call(alice, 'GET', '/api/biometric-readings/daily?days=5')).statusCode).toBe(400);
    expect((await call(bob, 'GET', '/api/biometric-readings/daily')).json()).toHaveLength(1);
  });
});

describe('GET /api/biometric-readings/export.csv', () => {
  it('downloads every reading of the user as Cairn’s readings CSV, oldest first', async () => {
    const response = await call(alice, 'GET', '/api/biometric-readings/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="cairn-\d{4}-\d{2}-\d{2}-readings\.csv"/,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toMatch(/^timestamp,type,value,unit/);
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain('heart_rate,66');
    expect(response.body).not.toContain('Bob');
  });
});

describe('health alerts', () => {
  it('lists the user’s alerts; marks one read, resolves it, and marks all read', async () => {
    const alerts = (await call(alice, 'GET', '/api/health-alerts')).json() as HealthAlert[];
    expect(alerts.map((a) => a.title)).toEqual(['High blood pressure']);
    const [alert] = alerts as [HealthAlert];
    expect(alert).toMatchObject({ severity: 'medium', isRead: false, isResolved: false });
    const url = `/api/health-alerts/${alert.id}`;
    expect((await call(bob, 'PATCH', url, { isRead: true })).statusCode).toBe(404);
    expect((await call(alice, 'PATCH', url, { isRead: 'yes' })).statusCode).toBe(400);
    expect((await call(alice, 'PATCH', url, {})).statusCode).toBe(400);
    expect((await call(alice, 'PATCH', url, { isResolved: true })).json()).toMatchObject({
      isRead: true,
      isResolved: true,
    });
    expect((await call(alice, 'PATCH', url, { isResolved: false })).json()).toMatchObject({
      isResolved: false,
    });
    expect((await call(alice, 'POST', '/api/health-alerts/read-all')).json()).toEqual({
      updated: 0,
    });
    expect((await call(bob, 'GET', '/api/health-alerts')).json()).toEqual([]);
  });
});
