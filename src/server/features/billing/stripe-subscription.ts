import type { SubscriptionChange } from '@core/billing/subscription-change';

/**
 * The fields of a Stripe Subscription that decide a plan. Structural, so both the SDK's type and
 * a webhook payload from an endpoint pinned to an older API version fit: since API version
 * 2025-03-31 the period end lives on each subscription item, before it on the subscription.
 */
export interface StripeSubscriptionLike {
  id: string;
  status: string;
  customer?: string | { id: string } | null;
  cancel_at_period_end?: boolean | null;
  cancel_at?: number | null;
  ended_at?: number | null;
  current_period_end?: number | null;
  items?: { data?: ReadonlyArray<{ current_period_end?: number | null }> } | null;
  metadata?: Record<string, string> | null;
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** The end of the paid period in Unix seconds: the latest of the items', else the old field. */
export function periodEndOf(subscription: StripeSubscriptionLike): number | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  if (ends.length > 0) return Math.max(...ends);
  return typeof subscription.current_period_end === 'number'
    ? subscription.current_period_end
    : null;
}

/** The customer id of a subscription, whether expanded or not. */
export function customerIdOf(subscription: StripeSubscriptionLike): string | null {
  const { customer } = subscription;
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/**
 * What a Stripe subscription means for the plan, or null when it means nothing yet: an
 * `incomplete` subscription (the first payment is still being made) and statuses this version
 * does not know leave the stored plan as it is.
 *
 * - active, trialing: premium until the period ends (and renews); when set to cancel, premium
 *   "canceled" until the cancellation takes effect.
 * - past_due, unpaid: premium "past_due" while Stripe retries the renewal payment.
 * - canceled, incomplete_expired, paused: the free plan, "expired".
 */
export function stripeSubscriptionChange(
  subscription: StripeSubscriptionLike,
): SubscriptionChange | null {
  const periodEnd = periodEndOf(subscription);
  const endsAt = periodEnd === null ? null : iso(periodEnd);
  const premium = (subscriptionStatus: SubscriptionChange['subscriptionStatus'], at = endsAt) =>
    ({
      subscriptionType: 'premium',
      subscriptionStatus,
      subscriptionEndsAt: at,
      source: 'stripe',
    }) satisfies SubscriptionChange;

  switch (subscription.status) {
    case 'active':
    case 'trialing': {
      if (typeof subscription.cancel_at === 'number') {
        return premium('canceled', iso(subscription.cancel_at));
      }
      return premium(subscription.cancel_at_period_end ? 'canceled' : 'active');
    }
    case 'past_due':
    case 'unpaid':
      return premium('past_due');
    case 'canceled':
    case 'incomplete_expired':
    case 'paused': {
      const ended = typeof subscription.ended_at === 'number' ? iso(subscription.ended_at) : endsAt;
      return {
        subscriptionType: 'free',
        subscriptionStatus: 'expired',
        subscriptionEndsAt: ended,
        source: 'stripe',
      };
    }
    default:
      return null;
  }
}
