import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { checkoutRequestSchema } from '@core/billing/schemas';
import type { RedirectAnswer } from '@core/billing/subscription';
import type { ApiUser } from '@core/user';
import type { BillingConfig } from '../../config';
import { conflict, HttpError, notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { PlanService } from './plan-service';
import { isStripeError, stripeFailure } from './stripe-client';
import { createWebhookHandler } from './stripe-webhook';
import type { SubscriptionStore } from './subscription-store';

export const CHECKOUT_URL = '/api/create-checkout-session';
export const PORTAL_URL = '/api/billing/portal-session';
export const STRIPE_WEBHOOK_URL = '/api/billing/stripe-webhook';
/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
export const STRIPE_WEBHOOK_BODY_LIMIT = 256 * 1024;

export const BILLING_OFF_MESSAGE = 'This installation includes Premium for everyone.';
export const NO_WEB_CHECKOUT_MESSAGE = 'Premium cannot be bought on the web on this installation.';
export const ALREADY_PREMIUM_MESSAGE =
  'You already have Premium. Manage your subscription in Settings.';
export const CHECKOUT_FAILED_MESSAGE = 'Checkout could not be started. Please try again.';
export const NOTHING_TO_MANAGE_MESSAGE = 'There is no subscription to manage here.';
export const PORTAL_FAILED_MESSAGE = 'The subscription page could not be opened. Please try again.';
export const INVALID_SIGNATURE_MESSAGE = 'Invalid Stripe signature';

export interface StripeRoutesDeps {
  auth: Auth;
  billing: BillingConfig;
  store: SubscriptionStore;
  plans: PlanService;
  /** The one Stripe client (register.ts), or undefined when Stripe is not configured. */
  stripe: Stripe | undefined;
  /** Where people reach Cairn; Stripe sends them back there. Else the request's own origin. */
  publicUrl: string | undefined;
}

/**
 * Premium bought on the web (issue 19): Stripe Checkout, Stripe's customer portal, and the
 * webhook. The browser coming back from Checkout proves nothing; only a signed webhook changes a
 * subscription, and then only to what Stripe itself answers when asked about it.
 */
export function stripeRoutes(app: FastifyInstance, deps: StripeRoutesDeps): void {
  const { auth, billing, store, plans, publicUrl } = deps;
  const stripeConfig = billing.mode === 'stripe' ? billing.stripe : undefined;
  const stripe = stripeConfig ? deps.stripe : undefined;

  /** The client, or 409 when nothing is sold here. */
  function sellingClient(): { stripe: Stripe; prices: { monthly: string; annual: string } } {
    if (billing.mode === 'off') throw conflict(BILLING_OFF_MESSAGE);
    if (!stripe || !stripeConfig) throw conflict(NO_WEB_CHECKOUT_MESSAGE);
    return { stripe, prices: stripeConfig.prices };
  }

  const originOf = (request: FastifyRequest) =>
    publicUrl ?? `${request.protocol}://${request.host}`;

  /** A call to Stripe whose failure is a 502 with `message`, logged without Stripe's own words. */
  async function askStripe<T>(
    request: FastifyRequest,
    what: string,
    call: () => Promise<T>,
    message: string,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isStripeError(error)) throw error;
      request.log.warn(stripeFailure(error), `Stripe: ${what} failed`);
      throw new HttpError(502, message);
    }
  }

  async function customerFor(request: FastifyRequest, client: Stripe, user: ApiUser) {
    const stored = await store.planOf(user.id);
    if (!stored) throw notFound('Account not found');
    if (stored.stripeCustomerId) return stored.stripeCustomerId;
    const customer = await askStripe(
      request,
      'creating a customer',
      () => client.customers.create({ email: user.email, metadata: { userId: user.id } }),
      CHECKOUT_FAILED_MESSAGE,
    );
    // Two checkouts started at once may both create a customer; the first stored wins.
    await store.setStripeCustomer(user.id, customer.id);
    return (await store.planOf(user.id))?.stripeCustomerId ?? customer.id;
  }

  app.post(CHECKOUT_URL, async (request, reply): Promise<RedirectAnswer> => {
    const user = await auth.requireUser(request, reply);
    const { stripe: client, prices } = sellingClient();
    const { plan } = parseInput(checkoutRequestSchema, request.body);
    if (plans.entitlements(user).premium) throw conflict(ALREADY_PREMIUM_MESSAGE);
    const customer = await customerFor(request, client, user);
    const origin = originOf(request);
    const session = await askStripe(
      request,
      'creating a Checkout Session',
      () =>
        client.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: prices[plan], quantity: 1 }],
          customer,
          client_reference_id: user.id,
          metadata: { userId: user.id },
          subscription_data: { metadata: { userId: user.id } },
          success_url: `${origin}/settings?checkout=success`,
          cancel_url: `${origin}/pricing?checkout=cancelled`,
        }),
      CHECKOUT_FAILED_MESSAGE,
    );
    if (!session.url) {
      request.log.warn('Stripe: the Checkout Session came without a url');
      throw new HttpError(502, CHECKOUT_FAILED_MESSAGE);
    }
    return { url: session.url };
  });

  app.post(PORTAL_URL, async (request, reply): Promise<RedirectAnswer> => {
    const user = await auth.requireUser(request, reply);
    const { stripe: client } = sellingClient();
    const customer = (await store.planOf(user.id))?.stripeCustomerId;
    if (!customer) throw conflict(NOTHING_TO_MANAGE_MESSAGE);
    const session = await askStripe(
      request,
      'creating a portal session',
      () =>
        client.billingPortal.sessions.create({
          customer,
          return_url: `${originOf(request)}/settings`,
        }),
      PORTAL_FAILED_MESSAGE,
    );
    return { url: session.url };
  });

  const webhook = createWebhookHandler({ store, stripe });
  // Its own scope: the signature is over the exact bytes Stripe sent, so this route alone takes
  // its JSON body unparsed; every other route keeps the app's JSON parser.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_URL, { bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT }, async (request) => {
      if (!stripe || !stripeConfig) throw notFound();
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !(Buffer.isBuffer(body) || typeof body === 'string')) {
        throw new HttpError(400, INVALID_SIGNATURE_MESSAGE);
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, stripeConfig.webhookSecret);
      } catch {
        throw new HttpError(400, INVALID_SIGNATURE_MESSAGE);
      }
      await webhook(event, request.log);
      return { received: true };
    });
  });
}
