import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Plans and payments (issue 19). The subscription itself stays in the users table's spec fields
 * (subscription_type, subscription_status, subscription_ends_at); beside them, where it was
 * bought and the Stripe ids that let a signed webhook find its account.
 *
 * billing_events remembers every webhook event already processed, keyed by its source and the
 * event's own id, so a replayed or redelivered event changes nothing the second time. It keeps
 * no payload and no personal data.
 */
export const billingMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema.alterTable('users').addColumn('subscription_source', 'text').execute();
    await db.schema.alterTable('users').addColumn('stripe_customer_id', 'text').execute();
    await db.schema.alterTable('users').addColumn('stripe_subscription_id', 'text').execute();
    await db.schema
      .createIndex('users_stripe_customer_idx')
      .unique()
      .on('users')
      .column('stripe_customer_id')
      .execute();

    await db.schema
      .createTable('billing_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', t.timestamp, (c) => c.notNull())
      .execute();
  },
};
