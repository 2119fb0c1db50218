import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeviceEvent } from '@core/biometrics/types';
import type { DatabaseSchema } from '../../db/schema';
import { presentEvent } from './presenters';

/** How many events a device's activity list shows. */
export const EVENTS_SHOWN = 50;

/**
 * A device's activity: every use of its token, its imports, connects and disconnects, for the
 * owner to read (ARCHITECTURE section 8: every use of a secret handed out is written down).
 */
export function createEventStore(db: Kysely<DatabaseSchema>) {
  return {
    async add(
      userId: string,
      deviceId: string,
      action: DeviceEvent['action'],
      detail: string | null,
      at = new Date().toISOString(),
    ): Promise<void> {
      await db
        .insertInto('biometric_device_events')
        .values({ id: randomUUID(), user_id: userId, device_id: deviceId, action, detail, at })
        .execute();
    },

    async list(userId: string, deviceId: string): Promise<DeviceEvent[]> {
      const rows = await db
        .selectFrom('biometric_device_events')
        .selectAll()
        .where('user_id', '=', userId)
        .where('device_id', '=', deviceId)
        .orderBy('at', 'desc')
        .orderBy('id')
        .limit(EVENTS_SHOWN)
        .execute();
      return rows.map(presentEvent);
    },

    /** Drops events older than `before` (the nightly clean-up). */
    async prune(before: string): Promise<number> {
      const result = await db
        .deleteFrom('biometric_device_events')
        .where('at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type EventStore = ReturnType<typeof createEventStore>;
