import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Completed wellness exercises, so "sessions completed", the practice streak and "N completed
 * today" are the user's real numbers. `date` is the user's calendar day when it was completed.
 */
export const exerciseSessionsMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('exercise_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('exercise_id', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('completed_at', t.timestamp, (c) => c.notNull())
      .addColumn('duration_seconds', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('exercise_sessions_user_date_idx')
      .on('exercise_sessions')
      .columns(['user_id', 'date'])
      .execute();
  },
};
