import type { Kysely } from 'kysely';
import { fromJson, nowIso, toBool, toIso, toIsoOrNull } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import type { FeedDose } from './feed-calendar';

export interface FeedRecord {
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The calendar_feeds row (one per person, the token's SHA-256 only) and what the feed shows.
 * Every query names its user in the SQL; the public feed finds the user by the token's hash.
 */
export function createFeedStore(db: Kysely<DatabaseSchema>) {
  return {
    async find(userId: string): Promise<FeedRecord | null> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select(['created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? { createdAt: toIso(row.created_at), lastUsedAt: toIsoOrNull(row.last_used_at) }
        : null;
    },

    /**
     * Stores a new token's hash in place of any older one, in one statement, so the old address
     * stops working the moment the new one exists (and two resets at once cannot both insert).
     */
    async replace(userId: string, tokenHash: string): Promise<string> {
      const createdAt = nowIso();
      await db
        .insertInto('calendar_feeds')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: createdAt,
          last_used_at: null,
        })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ token_hash: tokenHash, created_at: createdAt, last_used_at: null }),
        )
        .execute();
      return createdAt;
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },

    /** The owner of a token's hash, with the use recorded; null for an unknown or revoked one. */
    async use(tokenHash: string): Promise<{ userId: string; createdAt: string } | null> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select(['user_id', 'created_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      await db
        .updateTable('calendar_feeds')
        .set({ last_used_at: nowIso() })
        .where('token_hash', '=', tokenHash)
        .where('user_id', '=', row.user_id)
        .execute();
      return { userId: row.user_id, createdAt: toIso(row.created_at) };
    },

    /** The active schedule rows of the person's active medications. */
    async doses(userId: string): Promise<FeedDose[]> {
      const rows = await db
        .selectFrom('medication_schedules as s')
        .innerJoin('medications as m', (join) =>
          join.onRef('m.id', '=', 's.medication_id').onRef('m.user_id', '=', 's.user_id'),
        )
        .select([
          's.id',
          's.time_of_day',
          's.days',
          's.reminder_enabled',
          'm.name',
          'm.dosage',
          'm.start_date',
          'm.end_date',
        ])
        .where('s.user_id', '=', userId)
        .where('s.is_active', '=', true)
        .where('m.is_active', '=', true)
        .orderBy('m.name')
        .orderBy('s.time_of_day')
        .orderBy('s.id')
        .execute();
      return rows.map((row) => ({
        scheduleId: row.id,
        name: row.name,
        dosage: row.dosage,
        timeOfDay: row.time_of_day,
        days: fromJson<number[]>(row.days, []),
        startDate: row.start_date,
        endDate: row.end_date,
        alarm: toBool(row.reminder_enabled),
      }));
    },
  };
}

export type FeedStore = ReturnType<typeof createFeedStore>;
