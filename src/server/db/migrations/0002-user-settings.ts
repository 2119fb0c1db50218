import type { Kysely } from 'kysely';
import type { ColumnTypes, EngineMigration } from '../column-types';

/** The user's settings (spec document 1 section 3 "Local settings"); null means all defaults. */
export const userSettingsMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t: ColumnTypes) {
    await db.schema.alterTable('users').addColumn('settings', t.json).execute();
  },
};
