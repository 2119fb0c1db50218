import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Who did what, and when, with admin rights: ticket changes and admin grants and revokes. The
 * actor column is deliberately not `user_id` and has no foreign key, so the trail is not removed
 * with the actor's account; `actor_label` keeps their email (or "cli:<os user>") as text.
 * `details` holds the changed fields only, never a ticket's message.
 */
export const auditLogMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('actor_user_id', 'text')
      .addColumn('actor_label', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('details', t.json, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('audit_log_created_at_idx')
      .on('audit_log')
      .column('created_at')
      .execute();
    await db.schema
      .createIndex('audit_log_target_idx')
      .on('audit_log')
      .columns(['target_type', 'target_id'])
      .execute();
  },
};
