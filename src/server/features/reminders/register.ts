import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/connection';
import type { PushSender } from '../push/register';
import type { ReminderMailer } from './reminder-mail';
import { createReminderStore } from './reminder-store';
import { createReminderScheduler } from './scheduler';

export interface Reminders {
  /** Sends whatever is due at `now`; resolves when every send was tried. */
  tick(now?: Date): Promise<void>;
  /** Starts the once-a-minute loop (the server's main does; tests call `tick`). */
  start(): void;
  store: ReturnType<typeof createReminderStore>;
}

/**
 * On PostgreSQL one instance at a time runs a tick, under a transaction-scoped advisory lock;
 * another that finds it taken leaves that minute to the holder. The claims' unique key is what
 * guarantees one send either way (and all SQLite has, where instances share one file).
 */
export function tickLock(database: Database) {
  return async (work: () => Promise<void>) => {
    if (database.engine !== 'postgres') return work();
    await database.db.transaction().execute(async (trx) => {
      // Keyed by schema as well: instances of one Cairn share it, other Cairns on the server don't.
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtext('cairn-reminders'), hashtext(current_schema()))
          as locked
      `.execute(trx);
      if (rows[0]?.locked) await work();
    });
  };
}

/** The reminder scheduler (issue 20), stopped with the server. */
export function registerReminders(
  app: FastifyInstance,
  {
    database,
    push,
    mail,
    intervalMs,
  }: { database: Database; push: PushSender; mail: ReminderMailer; intervalMs?: number },
): Reminders {
  const store = createReminderStore(database);
  const scheduler = createReminderScheduler({
    store,
    push,
    mail,
    log: app.log,
    exclusive: tickLock(database),
    ...(intervalMs ? { intervalMs } : {}),
  });
  app.addHook('onClose', async () => scheduler.stop());
  return { tick: scheduler.tick, start: scheduler.start, store };
}
