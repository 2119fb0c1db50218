import type { Kysely } from 'kysely';
import {
  DEFAULT_SETTINGS,
  type ApiSettings,
  type SettingsUpdate,
  type UserSettings,
} from '@core/settings';
import { fromJson, nowIso, toJson } from '../../db/codecs';
import type { Database } from '../../db/connection';
import type { DatabaseSchema } from '../../db/schema';
import { unauthorized } from '../../http-errors';

interface StoredRow {
  settings: Partial<UserSettings>;
  timeZone: string;
}

/** Stored values over the defaults, so a default changed later reaches users who never chose. */
function present({ settings, timeZone }: StoredRow): ApiSettings {
  return { ...DEFAULT_SETTINGS, ...settings, timeZone };
}

/**
 * Every query here is scoped to one user in the SQL itself. The preferences are JSON in
 * `users.settings`; the time zone is the `users.time_zone` column every "today" is computed in.
 */
export function createSettingsStore({ db, engine }: Database) {
  async function stored(
    executor: Kysely<DatabaseSchema>,
    userId: string,
    forUpdate = false,
  ): Promise<StoredRow> {
    let query = executor
      .selectFrom('users')
      .select(['settings', 'time_zone'])
      .where('id', '=', userId);
    // SQLite has one writer at a time already; PostgreSQL needs the row lock.
    if (forUpdate && engine === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    // The account was removed after this request was signed in.
    if (!row) throw unauthorized();
    return {
      settings: fromJson<Partial<UserSettings>>(row.settings ?? null, {}),
      timeZone: row.time_zone,
    };
  }

  /** Keeps only what the user chose. Run inside a transaction, so changes don't race. */
  async function write(
    trx: Kysely<DatabaseSchema>,
    userId: string,
    change: SettingsUpdate,
  ): Promise<ApiSettings> {
    const { timeZone, ...preferences } = change;
    const current = await stored(trx, userId, true);
    const next: StoredRow = {
      settings: { ...current.settings, ...preferences },
      timeZone: timeZone ?? current.timeZone,
    };
    // A time-zone-only change leaves the preferences' JSON as it was (null for defaults).
    const changesPreferences = Object.keys(preferences).length > 0;
    await trx
      .updateTable('users')
      .set({
        ...(changesPreferences ? { settings: toJson(next.settings) } : {}),
        time_zone: next.timeZone,
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
    return present(next);
  }

  return {
    async get(userId: string, executor: Kysely<DatabaseSchema> = db): Promise<ApiSettings> {
      return present(await stored(executor, userId));
    },

    /** The preferences alone (no time zone): what an export carries and an import restores. */
    async preferences(
      userId: string,
      executor: Kysely<DatabaseSchema> = db,
    ): Promise<UserSettings> {
      return { ...DEFAULT_SETTINGS, ...(await stored(executor, userId)).settings };
    },

    update(userId: string, change: SettingsUpdate): Promise<ApiSettings> {
      return db.transaction().execute((trx) => write(trx, userId, change));
    },

    /** The same change as part of a caller's transaction (the data import). */
    updateWithin: (trx: Kysely<DatabaseSchema>, userId: string, change: SettingsUpdate) =>
      write(trx, userId, change),
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
