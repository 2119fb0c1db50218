import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * The security rate limits (sign-in, registration, support, clinician codes), counted in the
 * database so that several instances on one PostgreSQL share one allowance instead of each
 * granting its own. One fixed window per (limiter, key): `key_hash` is the SHA-256 of the key
 * (an IP address or an e-mail address), never the key itself; `window_end` is milliseconds since
 * the epoch. Rows live one window (15 minutes to an hour) and are swept once it has ended.
 */
export const rateLimitsMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('limiter', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_end', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pkey', ['limiter', 'key_hash'])
      .execute();
    await db.schema
      .createIndex('rate_limits_window_end')
      .on('rate_limits')
      .column('window_end')
      .execute();
  },
};
