import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDater } from '@core/biometrics/local-dates';
import type { BiometricDevice, BiometricImport } from '@core/biometrics/types';
import { api, rowCount, type Who } from '../../test-support/api';
import {
  ago,
  batch,
  connectDevice,
  createBiometricsApp,
  push,
  upload,
} from '../../test-support/biometrics';
import { registerUser, type TestApp } from '../../test-support/test-app';
import { createReadingWriter } from './reading-writer';

let t: TestApp;
let call: ReturnType<typeof api>;
let ada: Who;
beforeAll(async () => {
  t = await createBiometricsApp();
  call = api(t);
  ada = await registerUser(t.app, { timeZone: 'UTC' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

const deviceOf = async (id: string) =>
  ((await call(ada, 'GET', '/api/biometric-devices')).json() as BiometricDevice[]).find(
    (device) => device.id === id,
  ) as BiometricDevice;

describe('the nightly clean-up', () => {
  it('deletes raw readings past each device’s retention, keeping their daily summaries', async () => {
    const { device, token } = await connectDevice(t, ada, { name: 'Ring', dataRetentionDays: 30 });
    expect(
      (await push(t, token, batch([{ type: 'heart_rate', value: 61, timestamp: ago(5) }])))
        .statusCode,
    ).toBe(200);
    // Readings stored 40 and 31 days ago, when they were still within the 30 days.
    const storedThen = Date.now() - 20 * DAY;
    const outcome = await createReadingWriter(t.database).write(
      { userId: ada.user.id, localDate: createLocalDater('UTC'), now: storedThen, importId: null },
      [40, 31, 29].map((daysAgo) => ({
        target: { deviceId: device.id, retentionDays: 30, allowed: null },
        reading: {
          type: 'resting_heart_rate' as const,
          start: Date.now() - daysAgo * DAY,
          end: null,
          value: 60 + daysAgo,
          value2: null,
          context: '',
          quality: null,
        },
      })),
    );
    expect(outcome.added).toBe(3);
    expect((await deviceOf(device.id)).readingCount).toBe(4);

    const report = await t.app.biometrics.cleanup();
    expect(report.readingsDeleted).toBe(2);
    const left = await t.database.db
      .selectFrom('biometric_readings')
      .select('value')
      .where('device_id', '=', device.id)
      .orderBy('value')
      .execute();
    expect(left.map((row) => row.value)).toEqual([61, 89]);
    expect((await deviceOf(device.id)).readingCount).toBe(2);
    const summaries = await t.database.db
      .selectFrom('biometric_daily')
      .select(['type', 'count'])
      .where('device_id', '=', device.id)
      .execute();
    expect(summaries).toHaveLength(4);
    expect((await t.app.biometrics.cleanup()).readingsDeleted).toBe(0);
  });

  it('keeps the latest upload for Sync and deletes older ones and any past 30 days', async () => {
    const xml = (value: number) =>
      `<?xml version="1.0"?><HealthData locale="en_US"><Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" value="${value}" startDate="2026-01-05 08:31:00 +0000" endDate="2026-01-05 08:31:00 +0000"/></HealthData>`;
    const ids: string[] = [];
    for (const value of [60, 61]) {
      const sent = await upload(
        t,
        ada,
        { kind: 'apple_health' },
        { name: 'export.xml', content: xml(value) },
      );
      ids.push((sent.json() as BiometricImport).id);
      await t.app.biometrics.idle();
    }
    const pathOf = async (id: string) =>
      (
        await t.database.db
          .selectFrom('biometric_imports')
          .select('file_path')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).file_path;
    const [older, newer] = [await pathOf(ids[0]!), await pathOf(ids[1]!)];
    expect(existsSync(older as string) && existsSync(newer as string)).toBe(true);

    await t.app.biometrics.cleanup();
    expect(await pathOf(ids[0]!)).toBeNull();
    expect(existsSync(older as string)).toBe(false);
    expect(existsSync(newer as string)).toBe(true);
    expect((await call(ada, 'GET', `/api/biometric-imports/${ids[1]}`)).json().fileKept).toBe(true);

    await t.database.db
      .updateTable('biometric_imports')
      .set({ finished_at: new Date(Date.now() - 31 * DAY).toISOString() })
      .where('id', '=', ids[1]!)
      .execute();
    expect((await t.app.biometrics.cleanup()).filesDeleted).toBe(1);
    expect(existsSync(newer as string)).toBe(false);
    expect((await call(ada, 'GET', `/api/biometric-imports/${ids[1]}`)).json().fileKept).toBe(
      false,
    );
  });

  it('drops activity older than 90 days', async () => {
    const { device } = await connectDevice(t, ada, { name: 'Old friend' });
    await t.database.db
      .updateTable('biometric_device_events')
      .set({ at: new Date(Date.now() - 91 * DAY).toISOString() })
      .where('device_id', '=', device.id)
      .execute();
    const before = await rowCount(t, 'biometric_device_events', ada.user.id);
    expect((await t.app.biometrics.cleanup()).eventsDeleted).toBe(1);
    expect(await rowCount(t, 'biometric_device_events', ada.user.id)).toBe(before - 1);
  });
});
