import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import type { BiometricCorrelations } from '@core/biometrics/types';
import { hashSeed, seededRandom } from '@core/stats/random';
import { localDate } from '@core/time-zone';
import { api, type Who } from '../../test-support/api';
import { connectDevice, createBiometricsApp, dataTypes, push } from '../../test-support/biometrics';
import { registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;
let kai: Who;
let bob: Who;

/**
 * About a third of the last 45 nights are short, on days drawn at random (a strictly periodic
 * pattern would line up with the permutation test's blocks and hide itself); the day after a
 * short night hurts more.
 */
const DAYS = 45;
const draw = seededRandom(hashSeed('short nights'));
const SHORT = new Set(Array.from({ length: DAYS }, (_, i) => i + 1).filter(() => draw() < 0.35));
const isShort = (daysAgo: number) => SHORT.has(daysAgo);

beforeAll(async () => {
  t = await createBiometricsApp();
  call = api(t);
  kai = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
  const today = localDate(new Date(), 'UTC');
  const { token } = await connectDevice(t, kai, {
    name: 'Kai’s ring',
    type: 'sleep_tracker',
    dataTypes: dataTypes('sleepMetrics'),
  });
  const readings = [];
  for (let daysAgo = 1; daysAgo <= DAYS; daysAgo += 1) {
    const date = addDays(today, -daysAgo);
    const entry = await call(kai, 'POST', '/api/journal-entries', {
      date,
      painLevel: isShort(daysAgo) ? 7 + (daysAgo % 2) : 3 + (daysAgo % 2),
    });
    expect(entry.statusCode).toBe(201);
    const wake = Date.parse(`${date}T07:00:00.000Z`);
    const hours = isShort(daysAgo) ? 5 : 7.5;
    readings.push({
      type: 'sleep',
      value: hours * 60,
      timestamp: new Date(wake - hours * 3_600_000).toISOString(),
      endTimestamp: new Date(wake).toISOString(),
    });
  }
  expect((await push(t, token, { readings })).json().accepted).toBe(DAYS);
});
afterAll(() => t.close());

describe('GET /api/biometric-correlations', () => {
  it('finds that short nights from the ring go with more pain, with the days it rests on', async () => {
    const response = await call(kai, 'GET', '/api/biometric-correlations');
    expect(response.statusCode).toBe(200);
    const result = response.json() as BiometricCorrelations;
    expect(result).toMatchObject({ pairedDays: DAYS, minimumDays: 14 });
    const short = result.correlations.find((c) => c.key === 'short_nights:0');
    expect(short).toMatchObject({
      metric: 'short_nights',
      metricLabel: 'Nights under 6 h of sleep (from Kai’s ring)',
      significant: true,
      sampleSize: DAYS,
    });
    expect(short?.difference).toBeGreaterThan(3);
    expect(short?.description).toMatch(
      /^Nights under 6 h of sleep \(from Kai’s ring\) go with \d\.\d points more pain the next day \(n = 45, significant\)\.$/,
    );
    // Hours of sleep are tested too, against pain the day after the night and the day after that.
    expect(result.correlations.map((c) => c.key)).toEqual(
      expect.arrayContaining(['sleep:0', 'sleep:1', 'short_nights:0']),
    );
    expect(result.tested).toBe(result.correlations.length);
  });

  it('has nothing to say about someone without device data, and nothing for a visitor', async () => {
    const result = (
      await call(bob, 'GET', '/api/biometric-correlations')
    ).json() as BiometricCorrelations;
    expect(result).toMatchObject({ correlations: [], pairedDays: 0, tested: 0 });
    expect((await call(null, 'GET', '/api/biometric-correlations')).statusCode).toBe(401);
  });
});
