import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS, type SettingsUpdate, type UserSettings } from '@core/settings';
import { fromJson, nowIso, toJson } from '../../db/codecs';
import type { Database } from '../../db/connection';
import type { DatabaseSchema } from '../../db/schema';

/** Stored values over the defaults, so a default changed later reaches users who never chose. */
function merged(stored: Partial<UserSettings>): UserSettings {
  return { ...DEFAULT_SETTINGS, ...stored };
}

/** Every query here is scoped to one user in the SQL itself. */
export function createSettingsStore({ db, engine }: Database) {
  async function stored(
    executor: Kysely<DatabaseSchema>,
    userId: string,
    forUpdate = false,
  ): Promise<Partial<UserSettings>> {
    let query = executor.selectFrom('users').select('settings').where('id', '=', userId);
    // SQLite has one writer at a time already; PostgreSQL needs the row lock.
    if (forUpdate && engine === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return fromJson<Partial<UserSettings>>(row?.settings ?? null, {});
  }

  /** Keeps only what the user chose. Run inside a transaction, so changes don't race. */
  async function write(
    trx: Kysely<DatabaseSchema>,
    userId: string,
    change: SettingsUpdate,
  ): Promise<UserSettings> {
    const next = { ...(await stored(trx, userId, true)), ...change };
    await trx
      .updateTable('users')
      .set({ settings: toJson(next), updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    return merged(next);
  }

  return {
    async get(userId: string, executor: Kysely<DatabaseSchema> = db): Promise<UserSettings> {
      return merged(await stored(executor, userId));
    },

    update(userId: string, change: SettingsUpdate): Promise<UserSettings> {
      return db.transaction().execute((trx) => write(trx, userId, change));
    },

    /** The same change as part of a caller's transaction (the data import). */
    updateWithin: (trx: Kysely<DatabaseSchema>, userId: string, change: SettingsUpdate) =>
      write(trx, userId, change),
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
