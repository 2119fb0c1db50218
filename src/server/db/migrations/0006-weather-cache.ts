import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * One day's weather at one place, shared by everyone whose chosen place rounds to it (two
 * decimals of latitude and longitude, about a kilometre): a thousand people in one city cost one
 * request a day. `location_key` is "40.42,-3.70"; nothing here says whose place it is, so the
 * table is not removed with an account. Forecast rows are refreshed once a few hours old; archive
 * rows of past days are kept.
 */
export const weatherCacheMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('weather_cache')
      .addColumn('location_key', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('weather', t.json, (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('fetched_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('weather_cache_pkey', ['location_key', 'date'])
      .execute();
  },
};
