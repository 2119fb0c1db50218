import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { alertFor, isRecentForAlerts } from '@core/biometrics/alerts';
import { allowsType } from '@core/biometrics/devices';
import { countedAt, type DataTypes, type ParsedReading } from '@core/biometrics/reading-types';
import { addReading, totalsOf, type SummaryTotals } from '@core/biometrics/summary-totals';
import type { Database } from '../../db/connection';
import type { DatabaseSchema } from '../../db/schema';

/**
 * Stores readings and keeps each day's summary with them, in one transaction per batch, for
 * both the push API and file imports.
 *
 * - A reading already stored (same device, type, time and stage) is a duplicate: the unique
 *   index refuses it and only the rows actually inserted are added to the day's summary, so a
 *   second import of the same export changes nothing.
 * - A reading older than its device's retention is not kept raw; its day's summary is, and only
 *   the import that first wrote that day may add to it (a later import of the same export finds
 *   the day written by another and leaves it).
 * - A new reading from the last days that is out of range raises a health alert (alerts.ts).
 */

const DAY_MS = 86_400_000;
/** Rows per insert: 10 parameters each stays far inside both engines' limits. */
const ROWS_PER_INSERT = 1000;

export interface WriteTarget {
  deviceId: string;
  retentionDays: number;
  /** The kinds the device may send; null for a device the running import is making. */
  allowed: DataTypes | null;
}

export interface WriteItem {
  target: WriteTarget;
  reading: ParsedReading;
}

export interface WriteContext {
  userId: string;
  /** yyyy-MM-dd of an instant in the user's time zone (local-dates.ts). */
  localDate: (instant: number) => string;
  now: number;
  /** The import writing; null for a push, whose old readings are refused instead. */
  importId: string | null;
}

export interface WriteOutcome {
  added: number;
  duplicates: number;
  /** Older than the retention: summarised (imports) or refused (pushes). */
  outsideRetention: number;
  /** Of a kind the device is set not to send. */
  notAllowed: number;
  alerts: number;
  /** Readings added per device. */
  addedByDevice: Map<string, number>;
}

interface Summary extends SummaryTotals {
  device_id: string;
  type: string;
  date: string;
}

function addTo(
  summaries: Map<string, Summary>,
  deviceId: string,
  reading: ParsedReading,
  date: string,
) {
  const key = `${deviceId}|${reading.type}|${date}`;
  const found = summaries.get(key);
  if (found) addReading(found, reading);
  else summaries.set(key, { device_id: deviceId, type: reading.type, date, ...totalsOf(reading) });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createReadingWriter({ db, engine }: Database) {
  const least = engine === 'postgres' ? 'least' : 'min';
  const greatest = engine === 'postgres' ? 'greatest' : 'max';

  async function upsertSummaries(
    trx: Kysely<DatabaseSchema>,
    userId: string,
    summaries: Map<string, Summary>,
    onlyImport: string | null | undefined,
  ) {
    const rows = [...summaries.values()].map((s) => ({
      ...s,
      user_id: userId,
      import_id: onlyImport ?? null,
    }));
    for (const part of chunks(rows, 500)) {
      await trx
        .insertInto('biometric_daily')
        .values(part)
        .onConflict((oc) => {
          const update = oc.columns(['device_id', 'type', 'date']).doUpdateSet({
            count: sql`${sql.ref('biometric_daily.count')} + ${sql.ref('excluded.count')}`,
            sum: sql`${sql.ref('biometric_daily.sum')} + ${sql.ref('excluded.sum')}`,
            min: sql`${sql.raw(least)}(${sql.ref('biometric_daily.min')}, ${sql.ref('excluded.min')})`,
            max: sql`${sql.raw(greatest)}(${sql.ref('biometric_daily.max')}, ${sql.ref('excluded.max')})`,
            sum2: sql`case when ${sql.ref('excluded.sum2')} is null then ${sql.ref('biometric_daily.sum2')} else coalesce(${sql.ref('biometric_daily.sum2')}, 0) + ${sql.ref('excluded.sum2')} end`,
          });
          return onlyImport === undefined
            ? update
            : update.where('biometric_daily.import_id', '=', onlyImport);
        })
        .execute();
    }
  }

  async function raiseAlerts(
    trx: Kysely<DatabaseSchema>,
    context: WriteContext,
    inserted: readonly { deviceId: string; reading: ParsedReading }[],
  ): Promise<number> {
    const seen = new Set<string>();
    const rows = [];
    for (const { deviceId, reading } of inserted) {
      if (!isRecentForAlerts(reading, context.now)) continue;
      const alert = alertFor(reading);
      if (!alert) continue;
      const date = context.localDate(reading.start);
      const key = `${deviceId}|${alert.rule}|${date}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        id: randomUUID(),
        user_id: context.userId,
        device_id: deviceId,
        type: alert.type,
        rule: alert.rule,
        severity: alert.severity,
        title: alert.title,
        description: alert.description,
        recommended_action: alert.recommendedAction,
        date,
        triggered_at: new Date(reading.start).toISOString(),
        is_read: false,
        is_resolved: false,
      });
    }
    if (rows.length === 0) return 0;
    const added = await trx
      .insertInto('health_alerts')
      .values(rows)
      .onConflict((oc) => oc.columns(['device_id', 'rule', 'date']).doNothing())
      .returning('id')
      .execute();
    return added.length;
  }

  return {
    async write(context: WriteContext, items: readonly WriteItem[]): Promise<WriteOutcome> {
      const outcome: WriteOutcome = {
        added: 0,
        duplicates: 0,
        outsideRetention: 0,
        notAllowed: 0,
        alerts: 0,
        addedByDevice: new Map(),
      };
      const fresh: { deviceId: string; reading: ParsedReading; date: string }[] = [];
      const old = new Map<string, Summary>();
      for (const { target, reading } of items) {
        if (target.allowed && !allowsType(target.allowed, reading.type)) {
          outcome.notAllowed += 1;
          continue;
        }
        const date = context.localDate(countedAt(reading));
        if (reading.start < context.now - target.retentionDays * DAY_MS) {
          outcome.outsideRetention += 1;
          if (context.importId !== null) addTo(old, target.deviceId, reading, date);
          continue;
        }
        fresh.push({ deviceId: target.deviceId, reading, date });
      }
      if (fresh.length === 0 && old.size === 0) return outcome;

      await db.transaction().execute(async (trx) => {
        const summaries = new Map<string, Summary>();
        const inserted: { deviceId: string; reading: ParsedReading }[] = [];
        for (const part of chunks(fresh, ROWS_PER_INSERT)) {
          const rows = part.map(({ deviceId, reading, date }) => ({
            user_id: context.userId,
            device_id: deviceId,
            type: reading.type,
            taken_at: reading.start,
            end_at: reading.end,
            local_date: date,
            value: reading.value,
            value2: reading.value2,
            context: reading.context,
            quality: reading.quality,
          }));
          const added = await trx
            .insertInto('biometric_readings')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['device_id', 'type', 'taken_at', 'context']).doNothing(),
            )
            .returning(['device_id', 'type', 'taken_at', 'context'])
            .execute();
          // The rows came back as stored; match them to their readings by identity.
          const stored = new Set(
            added.map((r) => `${r.device_id}|${r.type}|${Number(r.taken_at)}|${r.context}`),
          );
          for (const { deviceId, reading, date } of part) {
            const key = `${deviceId}|${reading.type}|${reading.start}|${reading.context}`;
            if (!stored.delete(key)) continue;
            addTo(summaries, deviceId, reading, date);
            inserted.push({ deviceId, reading });
            outcome.addedByDevice.set(deviceId, (outcome.addedByDevice.get(deviceId) ?? 0) + 1);
          }
        }
        outcome.added = inserted.length;
        outcome.duplicates = fresh.length - inserted.length;
        await upsertSummaries(trx, context.userId, summaries, undefined);
        if (context.importId !== null) {
          await upsertSummaries(trx, context.userId, old, context.importId);
        }
        for (const [deviceId, added] of outcome.addedByDevice) {
          await trx
            .updateTable('biometric_devices')
            .set((eb) => ({ reading_count: eb('reading_count', '+', added) }))
            .where('user_id', '=', context.userId)
            .where('id', '=', deviceId)
            .execute();
        }
        outcome.alerts = await raiseAlerts(trx, context, inserted);
      });
      return outcome;
    },
  };
}

export type ReadingWriter = ReturnType<typeof createReadingWriter>;
