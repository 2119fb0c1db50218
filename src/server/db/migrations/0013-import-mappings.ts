import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Import from other apps (issue 21): the column mapping a person chose for a CSV file Cairn
 * does not know, remembered per account by the file's header (its signature), so the next file
 * of the same shape imports without asking again.
 */
export const importMappingsMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('import_mappings')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('mapping', t.json, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('import_mappings_pk', ['user_id', 'signature'])
      .execute();
  },
};
