import type { Insertable, Kysely, Updateable } from 'kysely';
import { toCount } from '../../db/codecs';
import type { BiometricDevicesTable, DatabaseSchema } from '../../db/schema';
import type { DeviceCounts, DeviceRow } from './presenters';

/** The user's devices. Every query names the user in its SQL, except the token lookup. */
export function createDeviceStore(db: Kysely<DatabaseSchema>) {
  return {
    list(userId: string): Promise<DeviceRow[]> {
      return db
        .selectFrom('biometric_devices')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    find(userId: string, id: string): Promise<DeviceRow | undefined> {
      return db
        .selectFrom('biometric_devices')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findBySource(
      userId: string,
      connection: string,
      sourceName: string,
    ): Promise<DeviceRow | undefined> {
      return db
        .selectFrom('biometric_devices')
        .selectAll()
        .where('user_id', '=', userId)
        .where('connection', '=', connection)
        .where('source_name', '=', sourceName)
        .executeTakeFirst();
    },

    /** The connected device a push token belongs to; the token is the proof of who asks. */
    findByTokenHash(tokenHash: string): Promise<DeviceRow | undefined> {
      return db
        .selectFrom('biometric_devices')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('is_connected', '=', true)
        .executeTakeFirst();
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('biometric_devices')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return toCount(row.n as number);
    },

    insert(row: Insertable<BiometricDevicesTable>): Promise<DeviceRow> {
      return db
        .insertInto('biometric_devices')
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(
      userId: string,
      id: string,
      changes: Updateable<BiometricDevicesTable>,
    ): Promise<DeviceRow | undefined> {
      return db
        .updateTable('biometric_devices')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Readings today, readings kept and the kinds of reading, per device of the user. */
    async counts(userId: string, today: string): Promise<Map<string, DeviceCounts>> {
      const [devices, todays, types] = await Promise.all([
        db
          .selectFrom('biometric_devices')
          .select(['id', 'reading_count'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('biometric_daily')
          .select(['device_id', (eb) => eb.fn.sum<number>('count').as('n')])
          .where('user_id', '=', userId)
          .where('date', '=', today)
          .groupBy('device_id')
          .execute(),
        db
          .selectFrom('biometric_daily')
          .select(['device_id', 'type'])
          .distinct()
          .where('user_id', '=', userId)
          .execute(),
      ]);
      const counts = new Map<string, DeviceCounts>();
      for (const device of devices) {
        counts.set(device.id, {
          readingsToday: 0,
          readingCount: device.reading_count,
          readingTypes: new Set(),
        });
      }
      for (const row of todays) {
        const found = counts.get(row.device_id);
        if (found) found.readingsToday = toCount(row.n);
      }
      for (const row of types) {
        (counts.get(row.device_id)?.readingTypes as Set<string> | undefined)?.add(row.type);
      }
      return counts;
    },
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;

export const NO_COUNTS: DeviceCounts = {
  readingsToday: 0,
  readingCount: 0,
  readingTypes: new Set(),
};
