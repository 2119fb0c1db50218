import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AlertCandidate } from '@core/biometrics/alerts';
import type { AlertUpdateInput } from '@core/biometrics/schemas';
import type { HealthAlert } from '@core/biometrics/types';
import type { DatabaseSchema } from '../../db/schema';
import { presentAlert, type AlertRow } from './presenters';

/** Health alerts, always scoped to the user in the SQL. */
export function createAlertStore(db: Kysely<DatabaseSchema>) {
  async function withDeviceNames(userId: string, rows: AlertRow[]): Promise<HealthAlert[]> {
    if (rows.length === 0) return [];
    const devices = await db
      .selectFrom('biometric_devices')
      .select(['id', 'name'])
      .where('user_id', '=', userId)
      .execute();
    const names = new Map(devices.map((device) => [device.id, device.name]));
    return rows.map((row) =>
      presentAlert(row, row.device_id ? (names.get(row.device_id) ?? null) : null),
    );
  }

  return {
    /** Unresolved first, then newest first. */
    async list(userId: string): Promise<HealthAlert[]> {
      const rows = await db
        .selectFrom('health_alerts')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_resolved', 'asc')
        .orderBy('triggered_at', 'desc')
        .orderBy('id')
        .limit(200)
        .execute();
      return withDeviceNames(userId, rows);
    },

    async update(userId: string, id: string, input: AlertUpdateInput): Promise<HealthAlert | null> {
      const now = new Date().toISOString();
      const row = await db
        .updateTable('health_alerts')
        .set({
          ...(input.isRead === undefined ? {} : { is_read: input.isRead }),
          ...(input.isResolved === undefined
            ? {}
            : {
                is_resolved: input.isResolved,
                resolved_at: input.isResolved ? now : null,
                // Resolving an alert is reading it.
                ...(input.isResolved ? { is_read: true } : {}),
              }),
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      return (await withDeviceNames(userId, [row]))[0] ?? null;
    },

    async readAll(userId: string): Promise<number> {
      const result = await db
        .updateTable('health_alerts')
        .set({ is_read: true })
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A battery alert, once per device and day; a charged battery resolves the open ones. */
    async battery(
      userId: string,
      deviceId: string,
      candidate: AlertCandidate | null,
      date: string,
      at: string,
    ): Promise<void> {
      if (!candidate) {
        await db
          .updateTable('health_alerts')
          .set({ is_resolved: true, resolved_at: at })
          .where('user_id', '=', userId)
          .where('device_id', '=', deviceId)
          .where('type', '=', 'battery_low')
          .where('is_resolved', '=', false)
          .execute();
        return;
      }
      await db
        .insertInto('health_alerts')
        .values({
          id: randomUUID(),
          user_id: userId,
          device_id: deviceId,
          type: candidate.type,
          rule: candidate.rule,
          severity: candidate.severity,
          title: candidate.title,
          description: candidate.description,
          recommended_action: candidate.recommendedAction,
          date,
          triggered_at: at,
          is_read: false,
          is_resolved: false,
        })
        .onConflict((oc) => oc.columns(['device_id', 'rule', 'date']).doNothing())
        .execute();
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;
