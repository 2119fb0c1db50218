import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appleHealthExportXml,
  type ExportBloodPressure,
  type ExportRecord,
} from '@core/biometrics/apple-health/export-writer';
import type {
  BiometricDevice,
  BiometricImport,
  HealthAlert,
  SyncResult,
} from '@core/biometrics/types';
import { api, rowCount, SAMPLE_ID, type Who } from '../../test-support/api';
import { registerUser, type TestApp } from '../../test-support/test-app';
import { IMPORT_RUNNING } from './import-service';
import {
  connectDevice,
  createBiometricsApp,
  dataTypes,
  upload,
  zipExport,
} from '../../test-support/biometrics';

let t: TestApp & { dataDir: string };
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createBiometricsApp();
  call = api(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const WATCH = 'Sam’s Apple Watch';
const WATCH_DEVICE =
  '<<HKDevice: 0x1>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,1, software:11.0>';
const hour = (hoursAgo: number) => Date.now() - hoursAgo * 60 * MINUTE;

/** A small export: heart rate, a night of sleep, a low SpO2, a blood pressure and a scale. */
function exportRecords(): (ExportRecord | ExportBloodPressure)[] {
  const watch = (type: string, unit: string, value: string, start: number, end = start) => ({
    type,
    sourceName: WATCH,
    device: WATCH_DEVICE,
    unit,
    value,
    start,
    end,
    offsetMinutes: 60,
  });
  return [
    watch('HKQuantityTypeIdentifierHeartRate', 'count/min', '64', hour(30)),
    watch('HKQuantityTypeIdentifierHeartRate', 'count/min', '72', hour(29)),
    watch(
      'HKCategoryTypeIdentifierSleepAnalysis',
      '',
      'HKCategoryValueSleepAnalysisAsleepCore',
      hour(10),
      hour(6),
    ),
    watch('HKQuantityTypeIdentifierOxygenSaturation', '%', '0.9', hour(5)),
    watch('HKQuantityTypeIdentifierAppleStandTime', 'min', '5', hour(4)),
    {
      type: 'HKQuantityTypeIdentifierBodyMass',
      sourceName: 'Withings',
      unit: 'lb',
      value: '150',
      start: hour(3),
      end: hour(3),
      offsetMinutes: 60,
    },
    {
      kind: 'bloodPressure',
      sourceName: 'Withings',
      systolic: 128,
      diastolic: 82,
      start: hour(2),
      offsetMinutes: 60,
    },
  ];
}

const exportXml = (records = exportRecords()) => [...appleHealthExportXml(records)].join('');

async function finished(who: Who, id: string): Promise<BiometricImport> {
  await t.app.biometrics.idle();
  const response = await call(who, 'GET', `/api/biometric-imports/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json() as BiometricImport;
}

const devicesOf = async (who: Who) =>
  (await call(who, 'GET', '/api/biometric-devices')).json() as BiometricDevice[];

describe('Apple Health export', () => {
  it('reads a zipped export in the background, makes a device per source and adds nothing twice', async () => {
    const sam = await registerUser(t.app, { timeZone: 'Europe/Madrid' });
    const zip = await zipExport(exportXml());
    const accepted = await upload(
      t,
      sam,
      { kind: 'apple_health' },
      { name: 'export.zip', content: zip },
    );
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.json()).toMatchObject({
      kind: 'apple_health',
      fileName: 'export.zip',
      status: 'queued',
    });

    const first = await finished(sam, accepted.json().id);
    expect(first).toMatchObject({
      status: 'completed',
      progress: 1,
      // Top-level records and correlations, the blood pressure's own two records included.
      recordsRead: 9,
      readingsAdded: 6,
      duplicates: 0,
      ignored: 1,
      skipped: 0,
      error: null,
      fileKept: true,
    });
    const devices = await devicesOf(sam);
    expect(
      devices.map((d) => [d.name, d.type, d.connection, d.brand, d.readingCount]).sort(),
    ).toEqual([
      ['Sam’s Apple Watch', 'smartwatch', 'apple_health', 'Apple Inc.', 4],
      ['Withings', 'blood_pressure_monitor', 'apple_health', '', 2],
    ]);
    const watch = devices.find((d) => d.name === WATCH) as BiometricDevice;
    expect(watch.dataTypes).toEqual(dataTypes('heartRate', 'oxygenSaturation', 'sleepMetrics'));
    expect(watch.lastSync).not.toBeNull();
    expect(first.deviceIds.sort()).toEqual(devices.map((d) => d.id).sort());

    // The SpO2 of 90 % five hours ago is an alert; the rest is in range.
    const alerts = (await call(sam, 'GET', '/api/health-alerts')).json() as HealthAlert[];
    expect(alerts.map((a) => [a.title, a.severity, a.deviceName])).toEqual([
      ['Low blood oxygen', 'high', WATCH],
    ]);

    const again = await upload(
      t,
      sam,
      { kind: 'apple_health' },
      { name: 'export.zip', content: zip },
    );
    const second = await finished(sam, again.json().id);
    expect(second).toMatchObject({ status: 'completed', readingsAdded: 0, duplicates: 6 });
    expect(await rowCount(t, 'biometric_readings', sam.user.id)).toBe(6);
    expect(await rowCount(t, 'biometric_devices', sam.user.id)).toBe(2);
    expect(await rowCount(t, 'health_alerts', sam.user.id)).toBe(1);
    const summaries = await t.database.db
      .selectFrom('biometric_daily')
      .select(['type', 'count', 'sum'])
      .where('user_id', '=', sam.user.id)
      .where('type', '=', 'weight')
      .execute();
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.count).toBe(1);
    expect(summaries[0]?.sum).toBeCloseTo(68.04, 2);

    // Sync on a device runs the kept file again.
    const sync = (
      await call(sam, 'POST', `/api/biometric-devices/${watch.id}/sync`)
    ).json() as SyncResult;
    expect(sync.message).toBe('Reading export.zip again: only what is missing will be added.');
    const rerun = await finished(sam, sync.import?.id as string);
    expect(rerun).toMatchObject({ status: 'completed', readingsAdded: 0, duplicates: 6 });
    expect((await call(sam, 'GET', '/api/biometric-imports')).json()).toHaveLength(3);
  });

  it('reads a bare export.xml and keeps what it read before the file breaks off', async () => {
    const kim = await registerUser(t.app);
    const xml = exportXml();
    const whole = await upload(
      t,
      kim,
      { kind: 'apple_health' },
      { name: 'export.xml', content: xml },
    );
    expect((await finished(kim, whole.json().id)).readingsAdded).toBe(6);

    const lee = await registerUser(t.app);
    const cut =
      xml.slice(0, xml.indexOf('HKQuantityTypeIdentifierBodyMass') - 20) + '<Record type="';
    const broken = await upload(
      t,
      lee,
      { kind: 'apple_health' },
      { name: 'export.xml', content: cut },
    );
    const result = await finished(lee, broken.json().id);
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/damaged|ended/i);
    expect(await rowCount(t, 'biometric_readings', lee.user.id)).toBe(result.readingsAdded);
  });

  it('refuses what is not an export before storing anything, and leaves no file behind', async () => {
    const ann = await registerUser(t.app);
    const files = () => readdirSync(path.join(t.dataDir, 'biometric-uploads')).length;
    const before = existsSync(path.join(t.dataDir, 'biometric-uploads')) ? files() : 0;
    const csv = await upload(
      t,
      ann,
      { kind: 'apple_health' },
      { name: 'export.zip', content: 'timestamp,type\n' },
    );
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toContain('not an Apple Health export');
    const empty = await upload(
      t,
      ann,
      { kind: 'apple_health' },
      { name: 'export.xml', content: '' },
    );
    expect(empty.statusCode).toBe(400);
    expect((await upload(t, ann, { kind: 'apple_health' })).statusCode).toBe(400);
    const noKind = await upload(t, ann, {}, { name: 'export.xml', content: exportXml() });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toContain('kind');
    expect(
      (await upload(t, ann, { kind: 'fitbit' }, { name: 'x.xml', content: '<a/>' })).statusCode,
    ).toBe(400);
    expect(
      (await upload(t, null, { kind: 'apple_health' }, { name: 'x.xml', content: '<a/>' }))
        .statusCode,
    ).toBe(401);
    const json = await call(ann, 'POST', '/api/biometric-imports', { kind: 'apple_health' });
    expect(json.statusCode).toBe(400);
    expect(await rowCount(t, 'biometric_imports', ann.user.id)).toBe(0);
    expect(existsSync(path.join(t.dataDir, 'biometric-uploads')) ? files() : 0).toBe(before);

    // A zip without an export inside fails in the background, with words to act on.
    const notExport = await upload(
      t,
      ann,
      { kind: 'apple_health' },
      {
        name: 'export.zip',
        content: await zipExport('<Something/>'),
      },
    );
    const result = await finished(ann, notExport.json().id);
    expect(result).toMatchObject({ status: 'failed', readingsAdded: 0 });
    expect(result.error).toMatch(
      /^This file is not an Apple Health export: it starts with <Something> where an export starts with <HealthData>\./,
    );
  });

  it('takes one import at a time per person, and refuses a file over the limit with a 413', async () => {
    const eve = await registerUser(t.app);
    const { device } = await connectDevice(t, eve, { name: 'Half-read', connection: 'csv' });
    await t.database.db
      .insertInto('biometric_imports')
      .values({
        id: SAMPLE_ID,
        user_id: eve.user.id,
        kind: 'apple_health',
        device_id: null,
        file_name: 'export.zip',
        file_path: null,
        bytes_total: 10,
        bytes_read: 0,
        status: 'running',
        skip_bad_rows: false,
        records_read: 0,
        readings_added: 0,
        duplicates: 0,
        skipped: 0,
        ignored: 0,
        summarized_only: 0,
        line_errors: '[]',
        line_error_count: 0,
        error: null,
        device_ids: JSON.stringify([device.id]),
        created_at: new Date().toISOString(),
        updated_at: new Date(Date.now() - 10 * MINUTE).toISOString(),
      })
      .execute();
    const busy = await upload(
      t,
      eve,
      { kind: 'apple_health' },
      { name: 'export.xml', content: exportXml() },
    );
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(IMPORT_RUNNING);

    // Its server is gone (no heartbeat for 10 minutes): the clean-up says so and frees the way.
    const report = await t.app.biometrics.cleanup();
    expect(report.staleImports).toBeGreaterThanOrEqual(1);
    const stale = (
      await call(eve, 'GET', `/api/biometric-imports/${SAMPLE_ID}`)
    ).json() as BiometricImport;
    expect(stale.status).toBe('failed');
    expect(stale.error).toContain('server restarted');
    // Sync on its device runs the file again, as the message says; here the file is gone.
    const sync = await call(eve, 'POST', `/api/biometric-devices/${device.id}/sync`);
    expect(sync.statusCode).toBe(409);
    expect(sync.json().message).toContain('no longer kept');
    const row = await t.database.db
      .selectFrom('biometric_devices')
      .select('last_import_id')
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(row.last_import_id).toBe(SAMPLE_ID);

    const small = await createBiometricsApp({ biometricUploadMaxBytes: 1024 });
    try {
      const who = await registerUser(small.app);
      const big = await upload(
        small,
        who,
        { kind: 'apple_health' },
        { name: 'export.xml', content: exportXml() },
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe(
        'The file is larger than 0.001 MB, the most Cairn takes at once.',
      );
      expect(readdirSync(path.join(small.dataDir, 'biometric-uploads'))).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('answers 404 for another person’s import', async () => {
    const one = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await upload(
      t,
      one,
      { kind: 'apple_health' },
      { name: 'export.xml', content: exportXml() },
    );
    await t.app.biometrics.idle();
    expect((await call(other, 'GET', `/api/biometric-imports/${mine.json().id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(other, 'POST', `/api/biometric-imports/${mine.json().id}/confirm`)).statusCode,
    ).toBe(404);
    expect(
      (await call(one, 'POST', `/api/biometric-imports/${mine.json().id}/confirm`)).statusCode,
    ).toBe(409);
    expect((await call(other, 'GET', '/api/biometric-imports')).json()).toEqual([]);
  });
});

describe('CSV files', () => {
  const csv = [
    'timestamp,type,value,unit',
    `${new Date(hour(5)).toISOString()},heart_rate,61,bpm`,
    `${new Date(hour(4)).toISOString()},weight,70.5,kg`,
    `${new Date(hour(3)).toISOString()},heart_rate,abc,bpm`,
    `${new Date(hour(2)).toISOString()},blood_pressure,121/79,mmHg`,
  ].join('\n');

  it('stores nothing from a file with bad rows until the person chooses to import the rest', async () => {
    const ivy = await registerUser(t.app);
    const { device } = await connectDevice(t, ivy, {
      name: 'Fitbit',
      connection: 'csv',
      dataTypes: dataTypes('heartRate', 'weight', 'bloodPressure'),
    });
    const sent = await upload(
      t,
      ivy,
      { kind: 'csv', deviceId: device.id },
      { name: 'fitbit.csv', content: csv },
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const waiting = await finished(ivy, sent.json().id);
    expect(waiting).toMatchObject({
      status: 'needs_confirmation',
      recordsRead: 4,
      lineErrorCount: 1,
      readingsAdded: 0,
    });
    expect(waiting.lineErrors).toEqual([{ line: 4, message: expect.stringContaining('value') }]);
    expect(await rowCount(t, 'biometric_readings', ivy.user.id)).toBe(0);

    const confirmed = await call(ivy, 'POST', `/api/biometric-imports/${waiting.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const done = await finished(ivy, waiting.id);
    expect(done).toMatchObject({ status: 'completed', readingsAdded: 3, skipped: 1 });
    expect(await rowCount(t, 'biometric_readings', ivy.user.id)).toBe(3);
  });

  it('discards a file with bad rows when the person says no, and hides a finished import', async () => {
    const uma = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { device } = await connectDevice(t, uma, { name: 'Scale', connection: 'csv' });
    const sent = await upload(
      t,
      uma,
      { kind: 'csv', deviceId: device.id },
      { name: 'w.csv', content: csv },
    );
    const waiting = await finished(uma, sent.json().id);
    expect(waiting.status).toBe('needs_confirmation');
    const url = `/api/biometric-imports/${waiting.id}`;
    expect((await call(other, 'POST', `${url}/dismiss`)).statusCode).toBe(404);
    const discarded = (await call(uma, 'POST', `${url}/dismiss`)).json() as BiometricImport;
    expect(discarded).toMatchObject({
      status: 'discarded',
      dismissed: true,
      fileKept: false,
      readingsAdded: 0,
    });
    expect((await call(uma, 'POST', `${url}/confirm`)).statusCode).toBe(409);
    expect(await rowCount(t, 'biometric_readings', uma.user.id)).toBe(0);

    const good = csv
      .split('\n')
      .filter((line) => !line.includes('abc'))
      .join('\n');
    const again = await upload(
      t,
      uma,
      { kind: 'csv', deviceId: device.id },
      { name: 'w.csv', content: good },
    );
    const done = await finished(uma, again.json().id);
    expect(done).toMatchObject({ status: 'completed', readingsAdded: 3, dismissed: false });
    const hidden = (await call(uma, 'POST', `/api/biometric-imports/${done.id}/dismiss`)).json();
    expect(hidden).toMatchObject({ status: 'completed', dismissed: true, fileKept: true });
  });

  it('needs a CSV device of the user’s own, and says what it reads when the header is unknown', async () => {
    const joe = await registerUser(t.app);
    const other = await registerUser(t.app);
    const theirs = await connectDevice(t, other, { connection: 'csv' });
    const pushDevice = await connectDevice(t, joe, { connection: 'push' });
    for (const deviceId of [theirs.device.id, pushDevice.device.id, 'nope', '']) {
      const response = await upload(
        t,
        joe,
        { kind: 'csv', deviceId },
        { name: 'a.csv', content: csv },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('deviceId');
    }
    const { device } = await connectDevice(t, joe, { connection: 'csv' });
    const odd = await upload(
      t,
      joe,
      { kind: 'csv', deviceId: device.id },
      {
        name: 'a.csv',
        content: 'when,what\n2026-01-01,5\n',
      },
    );
    const result = await finished(joe, odd.json().id);
    expect(result.status).toBe('failed');
    expect(result.error).toContain('Cairn could not recognise this CSV file');
    const zipped = await upload(
      t,
      joe,
      { kind: 'csv', deviceId: device.id },
      {
        name: 'a.csv',
        content: await zipExport(exportXml()),
      },
    );
    expect(zipped.statusCode).toBe(400);
  });
});
