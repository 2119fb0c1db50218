import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { PlanSummary } from '@core/billing/subscription';
import type { StripeConfig } from '../../config';
import { api } from '../../test-support/api';
import {
  FAKE_STRIPE_SECRET_KEY,
  signedStripeEvent,
  startFakeStripe,
  stripeEvent,
  type FakeStripe,
  type FakeSubscriptionInput,
} from '../../test-support/fake-stripe';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { createStripeClient } from './stripe-client';
import {
  ALREADY_PREMIUM_MESSAGE,
  BILLING_OFF_MESSAGE,
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_URL,
  INVALID_SIGNATURE_MESSAGE,
  NOTHING_TO_MANAGE_MESSAGE,
  PORTAL_URL,
  STRIPE_WEBHOOK_URL,
} from './stripe-routes';
import { WEBHOOK_RETRY_MESSAGE } from './stripe-webhook';

const WEBHOOK_SECRET = 'whsec_cairn_test_secret';
const PUBLIC_URL = 'https://cairn.example';
const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);
const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

let fake: FakeStripe;
let stripeConfig: StripeConfig;
let t: TestApp;
let off: TestApp;
let call: ReturnType<typeof api>;
/** Every log line of the Stripe app, to check what it says about Stripe's failures. */
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeStripe();
  stripeConfig = {
    secretKey: FAKE_STRIPE_SECRET_KEY,
    prices: { monthly: 'price_monthly_999', annual: 'price_annual_7900' },
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  };
  t = await createTestApp({
    logStream: { write: (line) => logLines.push(line) },
    config: {
      logLevel: 'info',
      publicUrl: PUBLIC_URL,
      billing: {
        mode: 'stripe',
        stripe: stripeConfig,
        revenueCat: undefined,
        storeLinks: { appStore: null, googlePlay: null },
      },
    },
  });
  off = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t?.close();
  await off?.close();
  await fake?.close();
});
beforeEach(() => fake.fail(null));

type Who = Awaited<ReturnType<typeof registerUser>>;
const signUp = (app = t): Promise<Who> => registerUser(app.app, { timeZone: 'UTC' });

async function planOf(who: Who): Promise<PlanSummary> {
  const response = await call(who, 'GET', '/api/billing/plan');
  expect(response.statusCode).toBe(200);
  return response.json() as PlanSummary;
}

function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET, app = t) {
  const { payload, headers } = signedStripeEvent(event, secret);
  return app.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_URL, payload, headers });
}

async function expectReceived(event: Record<string, unknown>) {
  const response = await deliver(event);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ received: true });
}

const billingEvents = (id: string) =>
  t.database.db.selectFrom('billing_events').selectAll().where('id', '=', id).execute();

/** Starts Checkout for a person and answers the customer Stripe now has for them. */
async function startCheckout(who: Who, plan?: 'monthly' | 'annual'): Promise<string> {
  const response = await call(who, 'POST', CHECKOUT_URL, plan ? { plan } : undefined);
  expect(response.statusCode).toBe(200);
  const params = fake.checkoutSessions().at(-1)!;
  expect(params.client_reference_id).toBe(who.user.id);
  return params.customer!;
}

let subscriptionSerial = 0;

/**
 * A person who went through Checkout and paid: Stripe has an active subscription for their
 * customer, and the signed checkout.session.completed event was delivered.
 */
async function subscriber(state: Partial<FakeSubscriptionInput> = {}) {
  const who = await signUp();
  const customer = await startCheckout(who);
  subscriptionSerial += 1;
  const subscription: FakeSubscriptionInput = {
    id: `sub_test${subscriptionSerial}`,
    customer,
    status: 'active',
    currentPeriodEnd: nowS() + 30 * DAY_S,
    metadata: { userId: who.user.id },
    ...state,
  };
  fake.setSubscription(subscription);
  await expectReceived(checkoutCompleted(who, customer, subscription.id));
  return { who, customer, subscription };
}

function checkoutCompleted(who: Who, customer: string | null, subscriptionId: string) {
  return stripeEvent('checkout.session.completed', {
    id: `cs_test_${subscriptionId}`,
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    subscription: subscriptionId,
    client_reference_id: who.user.id,
    metadata: { userId: who.user.id },
    status: 'complete',
    payment_status: 'paid',
  });
}

/** An invoice event in the current API shape (the subscription under `parent`). */
function invoiceEvent(type: string, customer: string, subscriptionId: string) {
  return stripeEvent(type, {
    id: `in_${Math.random().toString(36).slice(2, 10)}`,
    object: 'invoice',
    customer,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: {} },
    },
  });
}

const predictionsStatus = async (who: Who) =>
  (await call(who, 'GET', '/api/predictions')).statusCode;

describe('POST /api/create-checkout-session', () => {
  it('needs a session', async () => {
    const response = await call(null, 'POST', CHECKOUT_URL);
    expect(response.statusCode).toBe(401);
  });

  it('answers a Checkout url for the monthly price by default, for this person', async () => {
    const who = await signUp();
    const customersBefore = fake.count('POST /v1/customers');
    const response = await call(who, 'POST', CHECKOUT_URL);
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));

    expect(fake.count('POST /v1/customers')).toBe(customersBefore + 1);
    const customerRequest = fake.requests.filter((r) => r.path === '/v1/customers').at(-1)!;
    expect(customerRequest.params).toMatchObject({
      email: who.user.email,
      'metadata[userId]': who.user.id,
    });
    const params = fake.checkoutSessions().at(-1)!;
    expect(params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly_999',
      'line_items[0][quantity]': '1',
      client_reference_id: who.user.id,
      'metadata[userId]': who.user.id,
      'subscription_data[metadata][userId]': who.user.id,
      success_url: `${PUBLIC_URL}/settings?checkout=success`,
      cancel_url: `${PUBLIC_URL}/pricing?checkout=cancelled`,
    });
    expect(params.customer).toMatch(/^cus_/);
    // The customer is remembered: Manage subscription can open the portal for it.
    expect((await planOf(who)).canManage).toBe(true);
  });

  it('uses the annual price when asked, and the same customer the second time', async () => {
    const who = await signUp();
    const first = await startCheckout(who, 'monthly');
    const customersBefore = fake.count('POST /v1/customers');
    const second = await startCheckout(who, 'annual');
    expect(second).toBe(first);
    expect(fake.count('POST /v1/customers')).toBe(customersBefore);
    expect(fake.checkoutSessions().at(-1)!['line_items[0][price]']).toBe('price_annual_7900');
  });

  it('refuses a plan that is not on sale, naming the field, and asks Stripe nothing', async () => {
    const who = await signUp();
    const before = fake.requests.length;
    for (const payload of [{ plan: 'lifetime' }, { plan: 'monthly', price: 'price_free' }]) {
      const response = await call(who, 'POST', CHECKOUT_URL, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/^(plan|body)/);
    }
    const bad = await call(who, 'POST', CHECKOUT_URL, { plan: 'weekly' });
    expect(bad.json()).toMatchObject({ message: 'plan: plan must be monthly or annual' });
    expect(fake.requests.length).toBe(before);
  });

  it('answers 409 when the installation has billing off', async () => {
    const who = await signUp(off);
    const response = await off.app.inject({
      method: 'POST',
      url: CHECKOUT_URL,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: BILLING_OFF_MESSAGE });
  });

  it('answers 502 with a friendly message when Stripe fails, after one retry', async () => {
    const who = await signUp();
    const before = fake.requests.length;
    fake.fail('server-error');
    const response = await call(who, 'POST', CHECKOUT_URL, { plan: 'annual' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: CHECKOUT_FAILED_MESSAGE });
    expect(response.body).not.toContain(FAKE_STRIPE_SECRET_KEY);
    expect(response.body).not.toContain('fake');
    // The customer request and its one retry; no customer was remembered.
    expect(fake.requests.length - before).toBe(2);
    fake.fail(null);
    expect((await planOf(who)).canManage).toBe(false);
  });

  it('answers 502 when the Checkout Session fails after the customer was made', async () => {
    const who = await signUp();
    await startCheckout(who);
    fake.fail('server-error');
    const response = await call(who, 'POST', CHECKOUT_URL);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: CHECKOUT_FAILED_MESSAGE });
  });

  it('coming back to the success URL proves nothing: the plan stays free', async () => {
    const who = await signUp();
    await startCheckout(who);
    // The browser lands on /settings?checkout=success; only the webhook may change the plan.
    const page = await call(who, 'GET', '/settings?checkout=success');
    expect(page.statusCode).not.toBe(500);
    const plan = await planOf(who);
    expect(plan).toMatchObject({
      subscriptionType: 'free',
      source: null,
      entitlements: { premium: false },
    });
    expect(await predictionsStatus(who)).toBe(402);
  });

  it('answers 409 to someone who already has Premium', async () => {
    const { who } = await subscriber();
    const before = fake.requests.length;
    const response = await call(who, 'POST', CHECKOUT_URL);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ALREADY_PREMIUM_MESSAGE });
    expect(fake.requests.length).toBe(before);
  });
});

describe('the Stripe client', () => {
  it('gives up on a Stripe that does not answer, after its time-out and one retry', async () => {
    const client = await createStripeClient(stripeConfig, { timeoutMs: 200 });
    const before = fake.requests.length;
    fake.fail('hang');
    await expect(client.customers.create({ email: 'a@example.test' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
    expect(fake.requests.length - before).toBe(2);
  });

  it('reaches the configured host with the configured key', async () => {
    const client = await createStripeClient(stripeConfig);
    const customer = await client.customers.create({ email: 'b@example.test' });
    expect(customer.id).toMatch(/^cus_/);
    const wrongKey = await createStripeClient({ ...stripeConfig, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});

describe('POST /api/billing/stripe-webhook', () => {
  it('a paid Checkout makes the plan premium until the period ends, opening the sections', async () => {
    const who = await signUp();
    expect(await predictionsStatus(who)).toBe(402);
    const customer = await startCheckout(who);
    const periodEnd = nowS() + 30 * DAY_S;
    fake.setSubscription({
      id: 'sub_paid',
      customer,
      status: 'active',
      currentPeriodEnd: periodEnd,
    });
    const reads = fake.count('GET /v1/subscriptions');

    await expectReceived(checkoutCompleted(who, customer, 'sub_paid'));

    expect(fake.count('GET /v1/subscriptions')).toBe(reads + 1);
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: isoOf(periodEnd),
      source: 'stripe',
      canManage: true,
      entitlements: { premium: true, journalEntriesPerMonth: null, analyticsDays: null },
    });
    expect(await predictionsStatus(who)).toBe(200);
  });

  it('links the customer through client_reference_id when the account had none', async () => {
    const who = await signUp();
    fake.setSubscription({
      id: 'sub_linked',
      customer: 'cus_made_by_checkout',
      status: 'active',
      currentPeriodEnd: nowS() + 30 * DAY_S,
    });
    await expectReceived(checkoutCompleted(who, 'cus_made_by_checkout', 'sub_linked'));
    expect(await planOf(who)).toMatchObject({ subscriptionType: 'premium', canManage: true });
    // Later events find the account by that customer.
    fake.setSubscription({
      id: 'sub_linked',
      customer: 'cus_made_by_checkout',
      status: 'past_due',
      currentPeriodEnd: nowS() + 30 * DAY_S,
    });
    await expectReceived(
      invoiceEvent('invoice.payment_failed', 'cus_made_by_checkout', 'sub_linked'),
    );
    expect((await planOf(who)).subscriptionStatus).toBe('past_due');
  });

  it('refuses a missing, wrong or tampered signature, and changes nothing', async () => {
    const who = await signUp();
    const customer = await startCheckout(who);
    fake.setSubscription({
      id: 'sub_unsigned',
      customer,
      status: 'active',
      currentPeriodEnd: nowS() + 30 * DAY_S,
    });
    const event = checkoutCompleted(who, customer, 'sub_unsigned');
    const reads = fake.count('GET /v1/subscriptions');

    const wrongSecret = await deliver(event, 'whsec_someone_else');
    const { payload, headers } = signedStripeEvent(event, WEBHOOK_SECRET);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_URL,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    const tampered = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_URL,
      payload: payload.replace('"status":"complete"', '"status":"completed"'),
      headers,
    });
    const reformatted = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_URL,
      payload: JSON.stringify(JSON.parse(payload), null, 2),
      headers,
    });
    for (const response of [wrongSecret, unsigned, tampered, reformatted]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: INVALID_SIGNATURE_MESSAGE });
    }
    expect(fake.count('GET /v1/subscriptions')).toBe(reads);
    expect(await billingEvents(`stripe:${event.id as string}`)).toEqual([]);
    expect(await planOf(who)).toMatchObject({ subscriptionType: 'free', subscriptionEndsAt: null });
  });

  it('handles a replayed event once, and a replay does not undo a later change', async () => {
    const { who, customer, subscription } = await subscriber();
    const event = invoiceEvent('invoice.paid', customer, subscription.id);
    const reads = fake.count('GET /v1/subscriptions');
    await expectReceived(event);
    await expectReceived(event);
    expect(fake.count('GET /v1/subscriptions')).toBe(reads + 1);
    expect(await billingEvents(`stripe:${event.id as string}`)).toHaveLength(1);

    // The renewal payment fails; then the old "paid" event arrives again.
    fake.setSubscription({ ...subscription, status: 'past_due' });
    await expectReceived(invoiceEvent('invoice.payment_failed', customer, subscription.id));
    expect((await planOf(who)).subscriptionStatus).toBe('past_due');
    await expectReceived(event);
    expect((await planOf(who)).subscriptionStatus).toBe('past_due');
  });

  it('a renewal (invoice.paid) moves the end of the period', async () => {
    const { who, customer, subscription } = await subscriber();
    const renewedEnd = subscription.currentPeriodEnd + 30 * DAY_S;
    fake.setSubscription({ ...subscription, currentPeriodEnd: renewedEnd });
    await expectReceived(invoiceEvent('invoice.paid', customer, subscription.id));
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: isoOf(renewedEnd),
    });

    // An endpoint pinned to an older API version names the subscription on the invoice itself.
    const later = renewedEnd + 365 * DAY_S;
    fake.setSubscription({ ...subscription, currentPeriodEnd: later });
    await expectReceived(
      stripeEvent('invoice.payment_succeeded', {
        id: 'in_legacy',
        object: 'invoice',
        customer,
        subscription: subscription.id,
      }),
    );
    expect((await planOf(who)).subscriptionEndsAt).toBe(isoOf(later));
  });

  it('a failed renewal payment is past_due and still premium while Stripe retries', async () => {
    const { who, customer, subscription } = await subscriber();
    fake.setSubscription({ ...subscription, status: 'past_due' });
    await expectReceived(invoiceEvent('invoice.payment_failed', customer, subscription.id));
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'past_due',
      subscriptionEndsAt: isoOf(subscription.currentPeriodEnd),
      entitlements: { premium: true },
    });
  });

  it('cancelling at the period end keeps premium until then, "canceled"', async () => {
    const { who, subscription } = await subscriber();
    const current = fake.setSubscription({ ...subscription, cancelAtPeriodEnd: true });
    await expectReceived(stripeEvent('customer.subscription.updated', current));
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: isoOf(subscription.currentPeriodEnd),
      entitlements: { premium: true },
    });
    expect(await predictionsStatus(who)).toBe(200);
  });

  it('a deleted subscription is the free plan, expired, and the sections lock again', async () => {
    const { who, subscription } = await subscriber();
    const endedAt = nowS() - 60;
    const ended = fake.setSubscription({ ...subscription, status: 'canceled', endedAt });
    await expectReceived(stripeEvent('customer.subscription.deleted', ended));
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: isoOf(endedAt),
      source: null,
      canManage: true,
      entitlements: { premium: false },
    });
    expect(await predictionsStatus(who)).toBe(402);
  });

  it('stores what Stripe says now, not what a late event carried', async () => {
    const { who, subscription } = await subscriber();
    fake.setSubscription({ ...subscription, status: 'canceled', endedAt: nowS() });
    // The "updated" event of an earlier change arrives last, still saying "active".
    const stale = stripeEvent('customer.subscription.updated', {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: 'active',
      items: { data: [{ current_period_end: subscription.currentPeriodEnd }] },
    });
    await expectReceived(stale);
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
    });
  });

  it('an older subscription ending does not end the one that gives premium now', async () => {
    const { who, customer, subscription } = await subscriber();
    const old = fake.setSubscription({
      id: 'sub_abandoned',
      customer,
      status: 'incomplete_expired',
      currentPeriodEnd: nowS(),
      endedAt: nowS(),
    });
    await expectReceived(stripeEvent('customer.subscription.deleted', old));
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionEndsAt: isoOf(subscription.currentPeriodEnd),
    });
  });

  it('ignores event types it does not use, and events for unknown customers', async () => {
    const reads = fake.count('GET /v1/subscriptions');
    const unused = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
    await expectReceived(unused);
    expect(await billingEvents(`stripe:${unused.id as string}`)).toMatchObject([
      { source: 'stripe', type: 'charge.refunded' },
    ]);

    const stranger = invoiceEvent('invoice.paid', 'cus_nobody_here', 'sub_nobody');
    await expectReceived(stranger);
    const unclaimed = stripeEvent('customer.subscription.updated', {
      id: 'sub_nobody',
      object: 'subscription',
      customer: 'cus_nobody_here',
      status: 'active',
      metadata: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    await expectReceived(unclaimed);
    expect(fake.count('GET /v1/subscriptions')).toBe(reads);
  });

  it('answers 502 and records nothing while Stripe is down, so the redelivery counts', async () => {
    const who = await signUp();
    const customer = await startCheckout(who);
    fake.setSubscription({
      id: 'sub_later',
      customer,
      status: 'active',
      currentPeriodEnd: nowS() + 30 * DAY_S,
    });
    const event = checkoutCompleted(who, customer, 'sub_later');
    fake.fail('server-error');
    const down = await deliver(event);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ message: WEBHOOK_RETRY_MESSAGE });
    expect(await billingEvents(`stripe:${event.id as string}`)).toEqual([]);
    expect((await planOf(who)).subscriptionType).toBe('free');

    fake.fail(null);
    await expectReceived(event);
    expect((await planOf(who)).subscriptionType).toBe('premium');
  });

  it('refuses a body far larger than any Stripe event', async () => {
    const event = stripeEvent('charge.refunded', { padding: 'x'.repeat(300 * 1024) });
    const response = await deliver(event);
    expect(response.statusCode).toBe(413);
  });

  it('is not there when billing is off', async () => {
    const response = await deliver(stripeEvent('invoice.paid', {}), WEBHOOK_SECRET, off);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/billing/portal-session', () => {
  it('answers the portal url for a subscriber, coming back to Settings', async () => {
    const { who, customer } = await subscriber();
    const response = await call(who, 'POST', PORTAL_URL);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { url: string }).url).toMatch(
      new RegExp(`^${fake.url}/portal/bps_`),
    );
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      params: { customer, return_url: `${PUBLIC_URL}/settings` },
    });
  });

  it('answers 409 to someone who never went to Checkout', async () => {
    const who = await signUp();
    const response = await call(who, 'POST', PORTAL_URL);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: NOTHING_TO_MANAGE_MESSAGE });
  });

  it('answers 409 with billing off and 401 without a session', async () => {
    const who = await signUp(off);
    const response = await off.app.inject({
      method: 'POST',
      url: PORTAL_URL,
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode).toBe(409);
    expect((await call(null, 'POST', PORTAL_URL)).statusCode).toBe(401);
  });

  it('answers 502 when Stripe fails', async () => {
    const { who } = await subscriber();
    fake.fail('server-error');
    const response = await call(who, 'POST', PORTAL_URL);
    expect(response.statusCode).toBe(502);
    expect((response.json() as { message: string }).message).not.toMatch(/fake|sk_/);
  });
});

describe('the log', () => {
  it('names what failed at Stripe, without its words, keys or personal data', () => {
    const log = logLines.join('\n');
    expect(log).toContain('Stripe: creating a customer failed');
    expect(log).toContain('Stripe: creating a Checkout Session failed');
    expect(log).toContain('Stripe: retrieving a subscription failed');
    expect(log).toContain('an event for a customer this installation does not know');
    expect(log).toContain('"stripeError":"StripeAPIError","status":500');
    expect(log).not.toContain(FAKE_STRIPE_SECRET_KEY);
    expect(log).not.toContain(WEBHOOK_SECRET);
    expect(log).not.toContain('An unknown error occurred');
    expect(log).not.toContain('@example.test');
    expect(log).not.toContain('cus_');
  });
});

describe('deleting an account with a Stripe subscription', () => {
  const deleteAccount = (who: Who) =>
    call(who, 'DELETE', '/api/account', { password: who.password });

  it('cancels the subscription at Stripe first, and keeps the account if Stripe is down', async () => {
    const { who, subscription } = await subscriber();
    fake.fail('server-error', { times: 2 });
    const refused = await deleteAccount(who);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('could not be cancelled with Stripe');
    expect((await planOf(who)).entitlements.premium).toBe(true);

    const deleted = await deleteAccount(who);
    expect(deleted.statusCode).toBe(204);
    // Two refused attempts (the first and its retry), then the one that cancelled.
    expect(fake.count(`DELETE /v1/subscriptions/${subscription.id}`)).toBe(3);
    const stripe = await createStripeClient(stripeConfig);
    const atStripe = await stripe.subscriptions.retrieve(subscription.id);
    expect(atStripe.status).toBe('canceled');
    const left = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', who.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
