import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/codecs';
import type { DatabaseSchema, UserRow } from '../../db/schema';

export function createUserStore(db: Kysely<DatabaseSchema>) {
  return {
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Throws a unique violation when the email is taken (also under a race). */
    async create(input: {
      email: string;
      passwordHash: string;
      firstName?: string | undefined;
      lastName?: string | undefined;
      timeZone?: string | undefined;
    }): Promise<UserRow> {
      const now = nowIso();
      return db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: input.email,
          password_hash: input.passwordHash,
          first_name: input.firstName ?? null,
          last_name: input.lastName ?? null,
          profile_image_url: null,
          is_admin: false,
          ...(input.timeZone ? { time_zone: input.timeZone } : {}),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Returns false when no account has this email. */
    async setAdmin(email: string, isAdmin: boolean): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ is_admin: isAdmin, updated_at: nowIso() })
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
