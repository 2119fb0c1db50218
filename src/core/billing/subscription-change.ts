import {
  subscriptionIsPremium,
  type StoredSubscription,
  type SubscriptionStatus,
  type SubscriptionType,
} from './entitlements';
import type { SubscriptionSource } from './subscription';

/** What a payment or store service says a person's subscription now is. */
export interface SubscriptionChange {
  subscriptionType: SubscriptionType;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndsAt: string | null;
  source: SubscriptionSource;
}

/**
 * The service that speaks for a purchase: Stripe for the web, the store-subscription service
 * (RevenueCat) for every app store, whichever store its latest answer names.
 */
function serviceOf(source: string): 'stripe' | 'stores' {
  return source === 'stripe' ? 'stripe' : 'stores';
}

/**
 * Whether news from one service may overwrite the stored subscription. Someone who pays through
 * Stripe and also has a lapsed App Store purchase must not lose premium when the store reports
 * "nothing active": a service may only take premium away when it is the one that gave it, or
 * when the stored subscription no longer gives premium anyway.
 */
export function acceptsChange(
  stored: StoredSubscription & { source: string | null },
  change: SubscriptionChange,
  now: Date,
): boolean {
  if (change.subscriptionType === 'premium') return true;
  if (stored.source === null || serviceOf(stored.source) === serviceOf(change.source)) return true;
  return !subscriptionIsPremium(stored, now);
}
