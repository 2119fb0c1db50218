import { z } from 'zod';
import type { SubscriptionSource } from '@core/billing/subscription';
import type { SubscriptionChange } from '@core/billing/subscription-change';

/**
 * What RevenueCat's REST API v1 (`GET /subscribers/{app_user_id}`, the "Customer Info Model")
 * says about a customer, reduced to what decides premium, and the one mapping from it to a
 * SubscriptionChange. Pure: the time is passed in.
 *
 * Spec: premium is active when the store entitlement named `premium` is active.
 */

export const PREMIUM_ENTITLEMENT = 'premium';

const instant = z.string().max(64).nullable().optional();

/** `subscriber.entitlements.{id}`: kept for expired entitlements too. */
const entitlementSchema = z.looseObject({
  expires_date: instant,
  grace_period_expires_date: instant,
  product_identifier: z.string().max(500).optional(),
  purchase_date: instant,
});

/** `subscriber.subscriptions.{product_identifier}`. */
const subscriptionSchema = z.looseObject({
  store: z.string().max(64).optional(),
  expires_date: instant,
  grace_period_expires_date: instant,
  unsubscribe_detected_at: instant,
  billing_issues_detected_at: instant,
  refunded_at: instant,
  period_type: z.string().max(64).nullable().optional(),
  is_sandbox: z.boolean().optional(),
});

/** `subscriber.non_subscriptions.{product_identifier}[]`: one-time purchases (lifetime). */
const nonSubscriptionSchema = z.looseObject({
  store: z.string().max(64).optional(),
  purchase_date: instant,
});

export const subscriberAnswerSchema = z.looseObject({
  subscriber: z.looseObject({
    entitlements: z.record(z.string(), entitlementSchema).default({}),
    subscriptions: z.record(z.string(), subscriptionSchema).default({}),
    non_subscriptions: z.record(z.string(), z.array(nonSubscriptionSchema)).default({}),
  }),
});

export type RevenueCatSubscriber = z.output<typeof subscriberAnswerSchema>['subscriber'];

const STORES: Readonly<Record<string, SubscriptionSource>> = {
  app_store: 'app_store',
  mac_app_store: 'app_store',
  play_store: 'play_store',
};

/** Where the product was bought: the App Store, Google Play, or any other store RevenueCat knows. */
function sourceOf(
  subscriber: RevenueCatSubscriber,
  product: string | undefined,
): SubscriptionSource {
  if (product === undefined) return 'other_store';
  const store =
    subscriber.subscriptions[product]?.store ??
    subscriber.non_subscriptions[product]?.at(-1)?.store;
  return (store === undefined ? undefined : STORES[store]) ?? 'other_store';
}

const time = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

const iso = (value: string | null | undefined): string | null => {
  const parsed = time(value);
  return parsed === null ? null : new Date(parsed).toISOString();
};

/**
 * The subscription RevenueCat's answer gives at `now`:
 * - the `premium` entitlement active (no expiry: a lifetime purchase; expiry in the future; or
 *   inside the store's billing grace period): premium, `canceled` when the store saw the person
 *   turn renewal off, `past_due` when it saw a billing problem, else `active`; it ends at the
 *   entitlement's expiry, or at the end of the grace period while in one.
 * - no such entitlement, or an expired one: the free plan, `expired`, with the last expiry known.
 */
export function revenueCatChange(subscriber: RevenueCatSubscriber, now: Date): SubscriptionChange {
  const entitlement = subscriber.entitlements[PREMIUM_ENTITLEMENT];
  const product = entitlement?.product_identifier;
  const source = sourceOf(subscriber, product);
  if (!entitlement) {
    return {
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: null,
      source,
    };
  }
  const expires = time(entitlement.expires_date);
  const graceEnds = time(entitlement.grace_period_expires_date);
  const lifetime = entitlement.expires_date === null || entitlement.expires_date === undefined;
  const current = now.getTime();
  const active =
    lifetime ||
    (expires !== null && expires > current) ||
    (graceEnds !== null && graceEnds > current);
  if (!active) {
    return {
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: iso(entitlement.expires_date),
      source,
    };
  }
  const subscription = product === undefined ? undefined : subscriber.subscriptions[product];
  const status = subscription?.unsubscribe_detected_at
    ? 'canceled'
    : subscription?.billing_issues_detected_at
      ? 'past_due'
      : 'active';
  const endsAt =
    lifetime || expires === null
      ? null
      : new Date(graceEnds !== null && graceEnds > expires ? graceEnds : expires).toISOString();
  return {
    subscriptionType: 'premium',
    subscriptionStatus: status,
    subscriptionEndsAt: endsAt,
    source,
  };
}
