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

  return {
    async get(userId: string): Promise<ApiSettings> {
      return present(await stored(db, userId));
    },

    /** Keeps only what the user chose; read and write in one transaction so changes don't race. */
    async update(userId: string, change: SettingsUpdate): Promise<ApiSettings> {
      const { timeZone, ...preferences } = change;
      return db.transaction().execute(async (trx) => {
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
      });
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
