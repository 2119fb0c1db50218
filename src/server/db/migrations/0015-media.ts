import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Voice notes and photos of journal entries, bytes and all, so there is no file store or other
 * service to run beside the database and a backup of the database holds them. `entry_id` names
 * the entry by its client-chosen id without a foreign key: a file recorded offline may reach the
 * server before its entry does. Deleting the entry deletes its files (journal service).
 */
export const mediaMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('media')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('entry_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('duration_ms', 'integer')
      .addColumn('data', t.blob, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('media_user_entry_idx')
      .on('media')
      .columns(['user_id', 'entry_id'])
      .execute();
  },
};
