import type Stripe from 'stripe';
import { HttpError } from '../../http-errors';
import { isStripeError } from './stripe-client';
import type { SubscriptionStore } from './subscription-store';

export const CANCEL_FAILED_MESSAGE =
  'Your Premium subscription could not be cancelled with Stripe, so your account was not deleted. Please try again in a few minutes.';

/**
 * Before an account is deleted, its Stripe subscription is cancelled at once: nobody should go
 * on paying for an account that no longer exists. If Stripe cannot be reached the deletion
 * stops with a message, so it can be tried again; a subscription Stripe no longer has is done.
 */
export function createStripeCancellation(stripe: Stripe | undefined, store: SubscriptionStore) {
  return async function cancelBeforeDeletion(userId: string): Promise<void> {
    if (!stripe) return;
    const plan = await store.planOf(userId);
    if (!plan?.stripeSubscriptionId || plan.subscriptionStatus === 'expired') return;
    try {
      await stripe.subscriptions.cancel(plan.stripeSubscriptionId);
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return;
      throw new HttpError(502, CANCEL_FAILED_MESSAGE);
    }
  };
}
