import type { Kysely } from 'kysely';
import {
  dailyTuple,
  readingOfTuple,
  type ExportDailySeries,
  type ExportReadingSeries,
} from '@core/biometric-export';
import { countedAt, READING_TYPES, type ReadingType } from '@core/biometrics/reading-types';
import type { ImportCounts } from '@core/data-export';
import { toCount, toIso } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import type { AlertRow } from '../biometrics/presenters';
import type { BiometricRows, ExistingBiometrics } from './biometric-import-plan';
import {
  readingRecord,
  readingRow,
  type ExportedDeviceRow,
  type ExportedReadingRow,
} from './biometric-records';
import type { NewRow } from './records';

/**
 * Biometric Integration's part of the export's snapshot and of the import's transaction. Every
 * query names the user. Readings are read a page at a time and kept only in their compact
 * form, so exporting a watch's year holds no row objects beyond one page.
 */

type Trx = Kysely<DatabaseSchema>;

export interface BiometricExportRows {
  devices: ExportedDeviceRow[];
  readings: ExportReadingSeries[];
  daily: ExportDailySeries[];
  alerts: AlertRow[];
}

/** Every column but the token hash, which no export reads. */
const DEVICE_COLUMNS = [
  'id',
  'user_id',
  'name',
  'type',
  'brand',
  'model',
  'connection',
  'source_name',
  'is_connected',
  'battery_level',
  'data_types',
  'data_retention_days',
  'last_sync',
  'reading_count',
  'last_import_id',
  'connected_at',
  'disconnected_at',
  'created_at',
  'updated_at',
] as const;

const READING_COLUMNS = [
  'type',
  'taken_at',
  'end_at',
  'value',
  'value2',
  'context',
  'quality',
] as const;

/** Readings per page: a few hundred kilobytes of rows at a time. */
const READINGS_PER_PAGE = 5000;
/** Rows per insert: 10 parameters each stays far inside both engines' limits. */
const READINGS_PER_INSERT = 1000;
const SUMMARIES_PER_INSERT = 500;
const ALERTS_PER_INSERT = 200;

const typeOrder = (type: string) => READING_TYPES.indexOf(type as ReadingType);
const byTypeOrder = (a: { type: string }, b: { type: string }) =>
  typeOrder(a.type) - typeOrder(b.type);

/**
 * One device's readings, per type, oldest first. Pages follow the unique index (device, type,
 * time, stage) with a keyset on the last row, so each page is an index range however many
 * readings came before.
 */
async function deviceReadings(
  trx: Trx,
  userId: string,
  deviceId: string,
): Promise<ExportReadingSeries[]> {
  const series: ExportReadingSeries[] = [];
  let current: ExportReadingSeries | null = null;
  let after: ExportedReadingRow | null = null;
  for (;;) {
    let query = trx
      .selectFrom('biometric_readings')
      .select(READING_COLUMNS)
      .where('user_id', '=', userId)
      .where('device_id', '=', deviceId);
    if (after !== null) {
      const last: ExportedReadingRow = after;
      query = query.where((eb) =>
        eb(
          eb.refTuple('type', 'taken_at', 'context'),
          '>',
          eb.tuple(last.type, Number(last.taken_at), last.context),
        ),
      );
    }
    const page = await query
      .orderBy('type')
      .orderBy('taken_at')
      .orderBy('context')
      .limit(READINGS_PER_PAGE)
      .execute();
    for (const row of page) {
      if (current === null || current.type !== row.type) {
        current = { deviceId, type: row.type as ReadingType, readings: [] };
        series.push(current);
      }
      current.readings.push(readingRecord(row));
    }
    if (page.length < READINGS_PER_PAGE) return series.sort(byTypeOrder);
    after = page[page.length - 1]!;
  }
}

async function deviceDays(trx: Trx, userId: string, deviceId: string) {
  const rows = await trx
    .selectFrom('biometric_daily')
    .select(['type', 'date', 'count', 'sum', 'min', 'max', 'sum2'])
    .where('user_id', '=', userId)
    .where('device_id', '=', deviceId)
    .orderBy('type')
    .orderBy('date')
    .execute();
  const series = new Map<string, ExportDailySeries>();
  for (const row of rows) {
    let found = series.get(row.type);
    if (!found) {
      found = { deviceId, type: row.type as ReadingType, days: [] };
      series.set(row.type, found);
    }
    found.days.push(dailyTuple(row));
  }
  return [...series.values()].sort(byTypeOrder);
}

/** Inside the export's snapshot transaction. Devices oldest first, each one's lists together. */
export async function biometricExportRows(trx: Trx, userId: string): Promise<BiometricExportRows> {
  const devices = await trx
    .selectFrom('biometric_devices')
    .select(DEVICE_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const readings: ExportReadingSeries[] = [];
  const daily: ExportDailySeries[] = [];
  for (const device of devices) {
    readings.push(...(await deviceReadings(trx, userId, device.id)));
    daily.push(...(await deviceDays(trx, userId, device.id)));
  }
  const alerts = await trx
    .selectFrom('health_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('triggered_at')
    .orderBy('id')
    .execute();
  return { devices, readings, daily, alerts };
}

export async function existingBiometrics(trx: Trx, userId: string): Promise<ExistingBiometrics> {
  const devices = await trx
    .selectFrom('biometric_devices')
    .select(['id', 'connection', 'source_name', 'name', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const alerts = await trx
    .selectFrom('health_alerts')
    .select(['device_id', 'rule', 'date'])
    .where('user_id', '=', userId)
    .execute();
  return {
    devices: devices.map((d) => ({
      id: d.id,
      connection: d.connection,
      sourceName: d.source_name,
      name: d.name,
      createdAt: toIso(d.created_at),
    })),
    alerts: alerts.map((a) => ({ deviceId: a.device_id, rule: a.rule, date: a.date })),
  };
}

function* inChunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Rows are made a chunk at a time: a file's readings are never all rows at once. */
function* readingRows(
  userId: string,
  rows: BiometricRows,
  localDate: (instant: number) => string,
): Generator<NewRow<'biometric_readings'>> {
  for (const series of rows.readings) {
    for (const tuple of series.readings) {
      const reading = readingOfTuple(series.type, tuple);
      yield readingRow(userId, series.deviceId, reading, localDate(countedAt(reading)));
    }
  }
}

const inserted = (result: { numInsertedOrUpdatedRows?: bigint }) =>
  Number(result.numInsertedOrUpdatedRows ?? 0n);

/** What the database took: rows inserted (or, for summaries, replaced by a larger one). */
export type BiometricWrites = Pick<ImportCounts, 'biometricReadings' | 'biometricDailySummaries'>;

/**
 * Readings, summaries and alerts of an import (devices are already in), then each touched
 * device's reading count set to what it now holds. What is already there is left: the unique
 * indexes decide, so a reading or alert is never stored twice.
 */
export async function writeBiometrics(
  trx: Trx,
  userId: string,
  rows: BiometricRows,
  localDate: (instant: number) => string,
): Promise<BiometricWrites> {
  const writes: BiometricWrites = { biometricReadings: 0, biometricDailySummaries: 0 };
  for (const chunk of inChunks(readingRows(userId, rows, localDate), READINGS_PER_INSERT)) {
    const result = await trx
      .insertInto('biometric_readings')
      .values(chunk)
      .onConflict((oc) => oc.columns(['device_id', 'type', 'taken_at', 'context']).doNothing())
      .executeTakeFirst();
    writes.biometricReadings += inserted(result);
  }
  for (const chunk of inChunks(rows.summaries, SUMMARIES_PER_INSERT)) {
    const result = await trx
      .insertInto('biometric_daily')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['device_id', 'type', 'date'])
          .doUpdateSet((eb) => ({
            count: eb.ref('excluded.count'),
            sum: eb.ref('excluded.sum'),
            min: eb.ref('excluded.min'),
            max: eb.ref('excluded.max'),
            sum2: eb.ref('excluded.sum2'),
            import_id: null,
          }))
          .whereRef('excluded.count', '>', 'biometric_daily.count'),
      )
      .executeTakeFirst();
    writes.biometricDailySummaries += inserted(result);
  }
  for (const chunk of inChunks(rows.alerts, ALERTS_PER_INSERT)) {
    await trx
      .insertInto('health_alerts')
      .values(chunk)
      .onConflict((oc) => oc.columns(['device_id', 'rule', 'date']).doNothing())
      .execute();
  }
  for (const deviceId of new Set(rows.readings.map((series) => series.deviceId))) {
    const { n } = await trx
      .selectFrom('biometric_readings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('device_id', '=', deviceId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('biometric_devices')
      .set({ reading_count: toCount(n as number) })
      .where('user_id', '=', userId)
      .where('id', '=', deviceId)
      .execute();
  }
  return writes;
}
