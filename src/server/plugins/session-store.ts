import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { nowIso, toIso, toJson } from '../db/codecs';
import type { DatabaseSchema, UserRow } from '../db/schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Rolling expiry is written at most this often per session, to keep reads read-only. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The database keeps only a hash of the token, so a copy of the table cannot sign anyone in. */
function sidFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionLookup {
  user: UserRow;
  /** True when the expiry was extended and the cookie should be sent again. */
  renewed: boolean;
}

export function createSessionStore(db: Kysely<DatabaseSchema>) {
  return {
    async create(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = nowIso();
      await db
        .insertInto('sessions')
        .values({
          sid: sidFor(token),
          user_id: userId,
          sess: toJson({ userId, createdAt }),
          expire: new Date(Date.now() + SESSION_TTL_MS).toISOString(),
        })
        .execute();
      return token;
    },

    async find(token: string): Promise<SessionLookup | null> {
      const sid = sidFor(token);
      // The hottest query of the app (every signed-in request): written as SQL, which Kysely
      // passes through without building a query tree. The same text runs on both engines.
      const { rows } = await sql<UserRow & { session_expire: Date | string }>`
        select users.*, sessions.expire as session_expire
        from sessions join users on users.id = sessions.user_id
        where sessions.sid = ${sid} and sessions.expire > ${nowIso()}`.execute(db);
      const row = rows[0];
      if (!row) return null;
      const { session_expire, ...user } = row;
      const expiresAt = new Date(toIso(session_expire)).getTime();
      const renewed = expiresAt < Date.now() + SESSION_TTL_MS - TOUCH_INTERVAL_MS;
      if (renewed) {
        await db
          .updateTable('sessions')
          .set({ expire: new Date(Date.now() + SESSION_TTL_MS).toISOString() })
          .where('sid', '=', sid)
          .execute();
      }
      return { user, renewed };
    },

    async destroy(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('sid', '=', sidFor(token)).execute();
    },

    async purgeExpired(): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expire', '<=', nowIso())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
