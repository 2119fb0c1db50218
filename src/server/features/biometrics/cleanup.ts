import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { EventStore } from './event-store';
import type { ImportService } from './import-service';
import { deleteReadings } from './reading-deletion';

const DAY_MS = 86_400_000;
/** A device's activity list goes back this far. */
export const EVENT_KEEP_DAYS = 90;

export interface CleanupReport {
  /** Imports left running by a server that stopped, now marked failed. */
  staleImports: number;
  readingsDeleted: number;
  filesDeleted: number;
  eventsDeleted: number;
}

/**
 * The nightly clean-up (and the one at start-up): imports that died with their server, each
 * device's raw readings older than its dataRetentionDays (their daily summaries stay), uploads
 * no longer needed, and old activity entries.
 */
export function createCleanup({
  db,
  imports,
  events,
  failStale,
  clock = () => new Date(),
}: {
  db: Kysely<DatabaseSchema>;
  imports: ImportService;
  events: EventStore;
  failStale: () => Promise<number>;
  clock?: () => Date;
}) {
  return async function cleanup(): Promise<CleanupReport> {
    const staleImports = await failStale();
    const now = clock().getTime();
    const devices = await db
      .selectFrom('biometric_devices')
      .select(['id', 'user_id', 'data_retention_days'])
      .execute();
    let readingsDeleted = 0;
    for (const device of devices) {
      const deleted = await deleteReadings(db, {
        userId: device.user_id,
        deviceId: device.id,
        before: now - device.data_retention_days * DAY_MS,
      });
      if (deleted === 0) continue;
      readingsDeleted += deleted;
      await db
        .updateTable('biometric_devices')
        .set((eb) => ({ reading_count: eb('reading_count', '-', deleted) }))
        .where('user_id', '=', device.user_id)
        .where('id', '=', device.id)
        .execute();
    }
    const filesDeleted = await imports.pruneFiles();
    const eventsDeleted = await events.prune(
      new Date(now - EVENT_KEEP_DAYS * DAY_MS).toISOString(),
    );
    return { staleImports, readingsDeleted, filesDeleted, eventsDeleted };
  };
}
