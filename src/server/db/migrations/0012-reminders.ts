import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Reminders that reach people while Cairn is closed (issue 20), and the weekly PEG check-in.
 *
 * - push_subscriptions: one row per device that allowed notifications; the push service's
 *   endpoint is unique, so a device subscribing again replaces its row. Removed when the push
 *   service answers 404 or 410.
 * - reminder_sends: one row per reminder the scheduler claimed. The unique key (user, kind,
 *   reference, local date) is the claim: whichever instance inserts it first sends, so a restart
 *   or a second instance on the same database never sends the same reminder twice.
 * - calendar_feeds: the private calendar address, as the SHA-256 of its 256-bit token only.
 * - peg_checkins: the three PEG answers (0-10), one row per user and ISO week.
 */
export const remindersMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    const userId = (c: ReturnType<typeof db.schema.createTable>) =>
      c.addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      );

    await userId(db.schema.createTable('push_subscriptions'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('device_label', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('last_sent_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('push_subscriptions_user_idx')
      .on('push_subscriptions')
      .column('user_id')
      .execute();

    await userId(db.schema.createTable('reminder_sends'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('local_date', 'text', (c) => c.notNull())
      .addColumn('due_at', t.timestamp, (c) => c.notNull())
      .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('channels', t.json, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('reminder_sends_claim_idx')
      .on('reminder_sends')
      .columns(['user_id', 'kind', 'ref', 'local_date'])
      .unique()
      .execute();

    await userId(db.schema.createTable('calendar_feeds'))
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('last_used_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('calendar_feeds_user_idx')
      .on('calendar_feeds')
      .column('user_id')
      .unique()
      .execute();

    await userId(db.schema.createTable('peg_checkins'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('pain', 'integer', (c) => c.notNull())
      .addColumn('enjoyment', 'integer', (c) => c.notNull())
      .addColumn('activity', 'integer', (c) => c.notNull())
      .addColumn('answered_at', t.timestamp, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('peg_checkins_user_week_idx')
      .on('peg_checkins')
      .columns(['user_id', 'week'])
      .unique()
      .execute();
  },
};
