import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** Rows removed per statement: a few milliseconds each, so other requests get their turn. */
const ROWS_PER_DELETE = 5000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes a user's readings (of one device, and older than `before` when given) a few thousand
 * at a time. A device can hold millions of readings; one statement for all of them would keep
 * the embedded database, and with it every other request, waiting for seconds.
 */
export async function deleteReadings(
  db: Kysely<DatabaseSchema>,
  where: { userId: string; deviceId?: string; before?: number },
): Promise<number> {
  let total = 0;
  for (;;) {
    let batch = db
      .selectFrom('biometric_readings')
      .select('id')
      .where('user_id', '=', where.userId)
      .limit(ROWS_PER_DELETE);
    if (where.deviceId !== undefined) batch = batch.where('device_id', '=', where.deviceId);
    if (where.before !== undefined) batch = batch.where('taken_at', '<', where.before);
    const result = await db
      .deleteFrom('biometric_readings')
      .where('id', 'in', batch)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < ROWS_PER_DELETE) return total;
    await nextTurn();
  }
}
