import type { Kysely } from 'kysely';
import type { SubscriptionSource } from '@core/billing/subscription';
import type { SubscriptionChange } from '@core/billing/subscription-change';
import { isUniqueViolation, toCount, toIsoOrNull } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';

export interface StoredPlan {
  subscriptionType: string;
  subscriptionStatus: string;
  subscriptionEndsAt: string | null;
  source: SubscriptionSource | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

/**
 * The subscription fields of one account, and the webhook events already handled. Every query
 * names its user; the Stripe customer lookup is the one way in from a signed webhook.
 */
export function createSubscriptionStore(db: Kysely<DatabaseSchema>) {
  return {
    async planOf(userId: string): Promise<StoredPlan | undefined> {
      const row = await db
        .selectFrom('users')
        .select([
          'subscription_type',
          'subscription_status',
          'subscription_ends_at',
          'subscription_source',
          'stripe_customer_id',
          'stripe_subscription_id',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        subscriptionType: row.subscription_type,
        subscriptionStatus: row.subscription_status,
        subscriptionEndsAt: toIsoOrNull(row.subscription_ends_at),
        source: row.subscription_source as SubscriptionSource | null,
        stripeCustomerId: row.stripe_customer_id,
        stripeSubscriptionId: row.stripe_subscription_id,
      };
    },

    /** Stores what the service said; `stripeSubscriptionId` only when the change came from Stripe. */
    async setSubscription(
      userId: string,
      change: SubscriptionChange,
      stripeSubscriptionId?: string | null,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          subscription_type: change.subscriptionType,
          subscription_status: change.subscriptionStatus,
          subscription_ends_at: change.subscriptionEndsAt,
          subscription_source: change.subscriptionType === 'premium' ? change.source : null,
          ...(stripeSubscriptionId === undefined
            ? {}
            : { stripe_subscription_id: stripeSubscriptionId }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', userId)
        .execute();
    },

    /** Links the account to its Stripe customer, unless it already has one. */
    async setStripeCustomer(userId: string, customerId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ stripe_customer_id: customerId })
        .where('id', '=', userId)
        .where('stripe_customer_id', 'is', null)
        .execute();
    },

    async userIdForStripeCustomer(customerId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('stripe_customer_id', '=', customerId)
        .executeTakeFirst();
      return row?.id;
    },

    async userExists(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a webhook event (by `${source}:${eventId}`) was already handled. */
    async eventHandled(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('billing_events')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Remembers a handled event. Recorded after handling, so an event whose handling failed is
     * handled again on redelivery; two deliveries at once both set the same state.
     */
    async recordEvent(id: string, source: string, type: string): Promise<void> {
      try {
        await db
          .insertInto('billing_events')
          .values({ id, source, type, received_at: new Date().toISOString() })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    },

    /** New days' journals started since `since` (an ISO instant): the free plan's allowance. */
    async journalsStartedSince(userId: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'journal')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return toCount(row.count as number);
    },
  };
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
