import type { Kysely } from 'kysely';
import type { Database } from './connection';
import type { DatabaseSchema } from './schema';

/**
 * Runs `work` in one transaction that holds the user's row, so two requests of one account that
 * check and then write (an import; an upload against the storage allowance) take turns. SQLite
 * has a single writer and one connection already; PostgreSQL locks the row.
 */
export function withUserLocked<T>(
  { db, engine }: Pick<Database, 'db' | 'engine'>,
  userId: string,
  work: (trx: Kysely<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    return work(trx);
  });
}
