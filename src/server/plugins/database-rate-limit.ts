import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import {
  rateLimited,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitOptions,
} from './rate-limit';

/** Keys are IP and e-mail addresses: the table holds only their hashes. */
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * A fixed-window counter in the `rate_limits` table, with the same behaviour as the in-process
 * one, shared by every instance on the database: N instances grant one allowance, not N. Each
 * hit is one atomic upsert (SQLite >= 3.35 and PostgreSQL), so hits arriving at the same moment
 * on different instances are all counted.
 */
export function createDatabaseRateLimiter(
  db: Kysely<DatabaseSchema>,
  name: string,
  options: RateLimitOptions,
): RateLimiter {
  const now = options.now ?? Date.now;
  return {
    async hit(key, message) {
      const t = now();
      const row = await db
        .insertInto('rate_limits')
        .values({
          limiter: name,
          key_hash: hashKey(key),
          count: 1,
          window_end: t + options.windowMs,
        })
        .onConflict((conflict) =>
          conflict.columns(['limiter', 'key_hash']).doUpdateSet({
            // Every expression reads the row as it was before this statement.
            count: sql<number>`case when rate_limits.window_end <= ${t} then 1
              else rate_limits.count + 1 end`,
            window_end: sql<number>`case when rate_limits.window_end <= ${t}
              then excluded.window_end else rate_limits.window_end end`,
          }),
        )
        .returning(['count', 'window_end'])
        .executeTakeFirstOrThrow();
      if (row.count > options.max) throw rateLimited(message, Number(row.window_end), t);
    },

    async isBlocked(key) {
      const row = await db
        .selectFrom('rate_limits')
        .select('count')
        .where('limiter', '=', name)
        .where('key_hash', '=', hashKey(key))
        .where('window_end', '>', now())
        .executeTakeFirst();
      return (row?.count ?? 0) >= options.max;
    },

    async reset(key) {
      await db
        .deleteFrom('rate_limits')
        .where('limiter', '=', name)
        .where('key_hash', '=', hashKey(key))
        .execute();
    },
  };
}

/** Limiters counted in `db`, for the limits that must hold across instances. */
export function databaseRateLimiters(
  db: Kysely<DatabaseSchema>,
  now?: () => number,
): RateLimiterFactory {
  return (name, options) =>
    createDatabaseRateLimiter(db, name, { ...options, ...(now ? { now } : {}) });
}

/** Removes the counters whose window has ended (the hourly purge in main.ts). */
export async function purgeExpiredRateLimits(
  db: Kysely<DatabaseSchema>,
  now = Date.now(),
): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_end', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
