import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { subscriptionIsPremium } from '@core/billing/entitlements';
import { acceptsChange } from '@core/billing/subscription-change';
import { HttpError } from '../../http-errors';
import { isStripeError, stripeFailure } from './stripe-client';
import {
  customerIdOf,
  stripeSubscriptionChange,
  type StripeSubscriptionLike,
} from './stripe-subscription';
import type { SubscriptionStore } from './subscription-store';

export const WEBHOOK_RETRY_MESSAGE =
  'Stripe could not be reached. The event will be handled when Stripe sends it again.';

/** A Stripe object's id, whether the field holds the id or the expanded object. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  !value ? null : typeof value === 'string' ? value : value.id;

/** Where an invoice names its subscription: `parent` since API version 2025-03-31, else the old field. */
interface InvoiceLike {
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  parent?: {
    subscription_details?: {
      subscription?: string | { id: string } | null;
      metadata?: Record<string, string> | null;
    } | null;
  } | null;
}

/** What an event is about: a subscription, its customer, and the account our own metadata names. */
interface EventSubject {
  subscriptionId: string;
  customerId: string | null;
  claimedUserId: string | null;
  /** The subscription as the event carried it, used only when Stripe no longer has it. */
  snapshot?: StripeSubscriptionLike;
}

const SUBSCRIPTION_EVENTS: ReadonlySet<string> = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS: ReadonlySet<string> = new Set([
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

function subjectOf(event: Stripe.Event): EventSubject | null {
  const object = event.data.object as unknown;
  if (event.type === 'checkout.session.completed') {
    const session = object as Stripe.Checkout.Session;
    const subscriptionId = idOf(session.subscription);
    if (session.mode !== 'subscription' || !subscriptionId) return null;
    return {
      subscriptionId,
      customerId: idOf(session.customer),
      claimedUserId: session.client_reference_id ?? session.metadata?.userId ?? null,
    };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = object as StripeSubscriptionLike;
    return {
      subscriptionId: subscription.id,
      customerId: customerIdOf(subscription),
      claimedUserId: subscription.metadata?.userId ?? null,
      snapshot: subscription,
    };
  }
  if (INVOICE_EVENTS.has(event.type)) {
    const invoice = object as InvoiceLike;
    const details = invoice.parent?.subscription_details;
    const subscriptionId = idOf(details?.subscription) ?? idOf(invoice.subscription);
    if (!subscriptionId) return null; // a one-off invoice: no plan in it
    return {
      subscriptionId,
      customerId: idOf(invoice.customer),
      claimedUserId: details?.metadata?.userId ?? null,
    };
  }
  return null;
}

/**
 * Handles each verified event once (by its id). Every event about a subscription is answered
 * the same way: ask Stripe for the subscription as it is now and store that, so events that
 * arrive late or out of order still end in the right state. A failure to reach Stripe answers
 * 502 and records nothing, so Stripe sends the event again.
 */
export function createWebhookHandler({
  store,
  stripe,
}: {
  store: SubscriptionStore;
  stripe: Stripe | undefined;
}) {
  /** The account: by the customer we created for it, else by the id our own metadata carries. */
  async function accountOf(subject: EventSubject): Promise<string | undefined> {
    if (subject.customerId) {
      const linked = await store.userIdForStripeCustomer(subject.customerId);
      if (linked) return linked;
    }
    const claimed = subject.claimedUserId;
    if (!claimed) return undefined;
    const plan = await store.planOf(claimed);
    if (!plan) return undefined;
    if (subject.customerId && plan.stripeCustomerId === null) {
      await store.setStripeCustomer(claimed, subject.customerId);
    }
    return claimed;
  }

  async function currentSubscription(
    client: Stripe,
    subject: EventSubject,
    log: FastifyBaseLogger,
  ): Promise<StripeSubscriptionLike | undefined> {
    try {
      return await client.subscriptions.retrieve(subject.subscriptionId);
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) {
        log.info({ stripeError: error.type }, 'Stripe: the subscription of an event is gone');
        return subject.snapshot;
      }
      log.warn(stripeFailure(error), 'Stripe: retrieving a subscription failed');
      throw new HttpError(502, WEBHOOK_RETRY_MESSAGE);
    }
  }

  async function apply(userId: string, subscription: StripeSubscriptionLike): Promise<void> {
    const change = stripeSubscriptionChange(subscription);
    if (!change) return;
    const stored = await store.planOf(userId);
    if (!stored) return;
    const now = new Date();
    // An older subscription ending (or a second, abandoned checkout) does not end the one that
    // gives premium now.
    const otherSubscription =
      stored.stripeSubscriptionId !== null && stored.stripeSubscriptionId !== subscription.id;
    if (change.subscriptionType !== 'premium' && otherSubscription) {
      if (subscriptionIsPremium(stored, now)) return;
    }
    if (!acceptsChange(stored, change, now)) return;
    await store.setSubscription(userId, change, subscription.id);
  }

  return async function handle(event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
    if (!stripe) return;
    const key = `stripe:${event.id}`;
    if (await store.eventHandled(key)) return;
    const subject = subjectOf(event);
    if (subject) {
      const userId = await accountOf(subject);
      if (!userId) {
        log.info(
          { eventId: event.id, eventType: event.type },
          'Stripe: an event for a customer this installation does not know; ignored',
        );
      } else {
        const subscription = await currentSubscription(stripe, subject, log);
        if (subscription) await apply(userId, subscription);
      }
    }
    await store.recordEvent(key, 'stripe', event.type);
  };
}
