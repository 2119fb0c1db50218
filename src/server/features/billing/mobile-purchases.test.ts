import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanSummary } from '@core/billing/subscription';
import type { BillingConfig, RevenueCatConfig } from '../../config';
import {
  emptySubscriber,
  startFakeRevenueCat,
  storeSubscriber,
  type FakeRevenueCat,
} from '../../test-support/fake-revenuecat';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { createRevenueCatClient, RevenueCatError } from './revenuecat-client';
import {
  MOBILE_NOT_VERIFIABLE_MESSAGE,
  REVENUECAT_DOWN_MESSAGE,
  REVENUECAT_WEBHOOK_URL,
  SYNC_MOBILE_URL,
  SYNC_TOO_OFTEN_MESSAGE,
  SYNCS_PER_MINUTE,
} from './revenuecat-routes';
import { createSubscriptionStore } from './subscription-store';

const SECRET_KEY = 'sk_test_rc';
const WEBHOOK_AUTH = 'a-long-webhook-secret-value';
const DAY_MS = 24 * 60 * 60 * 1000;

const billing = (revenueCat: RevenueCatConfig | undefined): BillingConfig => ({
  mode: 'stripe',
  stripe: undefined,
  revenueCat,
  storeLinks: { appStore: null, googlePlay: null },
});

type Who = Awaited<ReturnType<typeof registerUser>>;

let fake: FakeRevenueCat;
let t: TestApp;
let store: ReturnType<typeof createSubscriptionStore>;

beforeAll(async () => {
  fake = await startFakeRevenueCat({ secretKey: SECRET_KEY });
  t = await createTestApp({
    config: {
      billing: billing({
        secretKey: SECRET_KEY,
        webhookAuth: WEBHOOK_AUTH,
        apiUrl: `${fake.url}/v1`,
      }),
    },
  });
  store = createSubscriptionStore(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const claim = {
  isActive: true,
  productIdentifier: 'cairn_premium_monthly',
  expirationDate: '2099-01-01T00:00:00Z',
  platform: 'ios',
};

function sync(app: TestApp, who: Who | null, payload: unknown = claim) {
  return app.app.inject({
    method: 'POST',
    url: SYNC_MOBILE_URL,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as object,
  });
}

async function planOf(who: Who): Promise<PlanSummary> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/billing/plan',
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as PlanSummary;
}

/** A webhook body shaped like RevenueCat's, for the given user and event type. */
function event(type: string, appUserId: string, extra: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    api_version: '1.0',
    event: {
      id: randomUUID().toUpperCase(),
      type,
      app_id: 'app1234567890',
      app_user_id: appUserId,
      original_app_user_id: appUserId,
      aliases: [appUserId, '$RCAnonymousID:8069238d6049ce87cc529853916d624c'],
      environment: 'PRODUCTION',
      entitlement_id: null,
      entitlement_ids: ['premium'],
      event_timestamp_ms: now,
      purchased_at_ms: now - 1000,
      expiration_at_ms: now + 30 * DAY_MS,
      period_type: 'NORMAL',
      product_id: 'cairn_premium_monthly',
      store: 'APP_STORE',
      transaction_id: '2000000123456789',
      original_transaction_id: '2000000123456000',
      country_code: 'US',
      currency: 'USD',
      price: 9.99,
      price_in_purchased_currency: 9.99,
      is_family_share: false,
      ...extra,
    },
  };
}

function webhook(body: unknown, authorization: string | null = WEBHOOK_AUTH) {
  return t.app.inject({
    method: 'POST',
    url: REVENUECAT_WEBHOOK_URL,
    headers: authorization === null ? {} : { authorization },
    payload: body as object,
  });
}

/** A signed-in person whose RevenueCat customer has a monthly App Store subscription. */
async function payingUser(expiresAt = new Date(Date.now() + 20 * DAY_MS)): Promise<Who> {
  const who = await registerUser(t.app);
  fake.setSubscriber(who.user.id, storeSubscriber({ appUserId: who.user.id, expiresAt }));
  return who;
}

const seconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();

describe('POST /api/user/subscription/sync-mobile', () => {
  it('stores what RevenueCat says for a paying customer and answers the plan', async () => {
    const expiresAt = new Date(Date.now() + 20 * DAY_MS);
    const who = await payingUser(expiresAt);
    const response = await sync(t, who);
    expect(response.statusCode).toBe(200);
    const plan = response.json() as PlanSummary;
    expect(plan).toMatchObject({
      billing: 'stripe',
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: seconds(expiresAt),
      source: 'app_store',
      mobileVerification: true,
      entitlements: { premium: true, journalEntriesPerMonth: null, analyticsDays: null },
    });
    expect(fake.requests).toContain(who.user.id);
    expect(await planOf(who)).toMatchObject({ subscriptionType: 'premium', source: 'app_store' });
    const predictions = await t.app.inject({
      method: 'GET',
      url: '/api/predictions',
      headers: { cookie: who.cookie },
    });
    expect(predictions.statusCode).not.toBe(402);
  });

  it('believes nothing the app claims: without a purchase at RevenueCat it stays free', async () => {
    const who = await registerUser(t.app);
    const response = await sync(t, who, { ...claim, platform: 'android' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subscriptionType: 'free',
      source: null,
      entitlements: { premium: false },
    });
    expect(fake.count(who.user.id)).toBe(1);
    const predictions = await t.app.inject({
      method: 'GET',
      url: '/api/predictions',
      headers: { cookie: who.cookie },
    });
    expect(predictions.statusCode).toBe(402);
  });

  it('a Play Store subscription with renewal turned off is premium, canceled', async () => {
    const who = await registerUser(t.app);
    const expiresAt = new Date(Date.now() + 5 * DAY_MS);
    fake.setSubscriber(
      who.user.id,
      storeSubscriber({
        expiresAt,
        store: 'play_store',
        productId: 'cairn_premium:annual',
        unsubscribeDetectedAt: new Date(Date.now() - DAY_MS),
      }),
    );
    const response = await sync(t, who, { ...claim, platform: 'android' });
    expect(response.json()).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: seconds(expiresAt),
      source: 'play_store',
    });
  });

  it('answers 400 naming the field on bad input, without asking RevenueCat', async () => {
    const who = await registerUser(t.app);
    const before = fake.count();
    const wrongFlag = await sync(t, who, { ...claim, isActive: 'yes' });
    expect(wrongFlag.statusCode).toBe(400);
    expect(wrongFlag.json().message).toMatch(/^isActive: /);
    const wrongPlatform = await sync(t, who, { ...claim, platform: 'windows' });
    expect(wrongPlatform.statusCode).toBe(400);
    expect(wrongPlatform.json().message).toMatch(/^platform: /);
    const extra = await sync(t, who, { ...claim, subscriptionType: 'premium' });
    expect(extra.statusCode).toBe(400);
    expect(fake.count()).toBe(before);
  });

  it('needs a session', async () => {
    const response = await sync(t, null);
    expect(response.statusCode).toBe(401);
  });

  it('RevenueCat down: 502 with a clear message, tried twice, nothing changed', async () => {
    const who = await payingUser();
    const before = await planOf(who);
    fake.fail('server-error');
    try {
      const response = await sync(t, who);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: REVENUECAT_DOWN_MESSAGE });
      expect(fake.count(who.user.id)).toBe(2);
    } finally {
      fake.fail(null);
    }
    expect(await planOf(who)).toEqual(before);
    expect(before.subscriptionType).toBe('free');
  });

  it('answers 429 past a few checks a minute, without asking RevenueCat again', async () => {
    const who = await payingUser();
    for (let check = 0; check < SYNCS_PER_MINUTE; check += 1) {
      expect((await sync(t, who)).statusCode).toBe(200);
    }
    const asked = fake.requests.filter((id) => id === who.user.id).length;
    const refused = await sync(t, who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SYNC_TOO_OFTEN_MESSAGE });
    expect(fake.requests.filter((id) => id === who.user.id)).toHaveLength(asked);
  });

  it('keeps a premium paid through Stripe when RevenueCat knows of no purchase', async () => {
    const who = await registerUser(t.app);
    const endsAt = new Date(Date.now() + 25 * DAY_MS).toISOString();
    await store.setSubscription(who.user.id, {
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: endsAt,
      source: 'stripe',
    });
    fake.setSubscriber(who.user.id, emptySubscriber(who.user.id));
    const response = await sync(t, who);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subscriptionType: 'premium',
      subscriptionEndsAt: endsAt,
      source: 'stripe',
    });
    const expired = await webhook(event('EXPIRATION', who.user.id));
    expect(expired.statusCode).toBe(200);
    expect(fake.count(who.user.id)).toBe(2);
    expect(await planOf(who)).toMatchObject({ subscriptionType: 'premium', source: 'stripe' });
  });
});

describe('POST /api/billing/revenuecat-webhook', () => {
  it('refuses a wrong or missing Authorization header and changes nothing', async () => {
    const who = await payingUser();
    for (const authorization of [null, 'wrong', `Bearer ${WEBHOOK_AUTH}`, `${WEBHOOK_AUTH} `]) {
      const response = await webhook(event('INITIAL_PURCHASE', who.user.id), authorization);
      expect(response.statusCode).toBe(401);
    }
    // Refused before the body is read: even a broken body is a 401.
    const broken = await t.app.inject({
      method: 'POST',
      url: REVENUECAT_WEBHOOK_URL,
      headers: { authorization: 'wrong', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(401);
    expect(fake.count(who.user.id)).toBe(0);
    expect(await planOf(who)).toMatchObject({ subscriptionType: 'free' });
  });

  it('INITIAL_PURCHASE then RENEWAL: stores the period RevenueCat reports', async () => {
    const first = new Date(Date.now() + 3 * DAY_MS);
    const who = await payingUser(first);
    const bought = await webhook(event('INITIAL_PURCHASE', who.user.id));
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({ received: true });
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionEndsAt: seconds(first),
      source: 'app_store',
    });

    const renewed = new Date(first.getTime() + 30 * DAY_MS);
    fake.setSubscriber(who.user.id, storeSubscriber({ expiresAt: renewed }));
    const response = await webhook(event('RENEWAL', who.user.id));
    expect(response.statusCode).toBe(200);
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: seconds(renewed),
    });
  });

  it('EXPIRATION: back to the free plan', async () => {
    const who = await payingUser();
    await sync(t, who);
    expect((await planOf(who)).subscriptionType).toBe('premium');
    const lapsed = new Date(Date.now() - 60_000);
    fake.setSubscriber(who.user.id, storeSubscriber({ expiresAt: lapsed }));
    const response = await webhook(
      event('EXPIRATION', who.user.id, { expiration_reason: 'UNSUBSCRIBE' }),
    );
    expect(response.statusCode).toBe(200);
    expect(await planOf(who)).toMatchObject({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: seconds(lapsed),
      source: null,
      entitlements: { premium: false },
    });
  });

  it('handles a replayed event once', async () => {
    const who = await payingUser();
    const body = event('INITIAL_PURCHASE', who.user.id);
    expect((await webhook(body)).statusCode).toBe(200);
    expect((await webhook(body)).statusCode).toBe(200);
    expect(fake.count(who.user.id)).toBe(1);
    expect((await planOf(who)).subscriptionType).toBe('premium');
  });

  it('out-of-order events store the current state, not the event’s', async () => {
    const who = await payingUser();
    // A late INITIAL_PURCHASE after the subscription has already lapsed.
    fake.setSubscriber(who.user.id, storeSubscriber({ expiresAt: new Date(Date.now() - DAY_MS) }));
    expect((await webhook(event('INITIAL_PURCHASE', who.user.id))).statusCode).toBe(200);
    expect((await planOf(who)).subscriptionType).toBe('free');
  });

  it('TRANSFER: looks up both sides', async () => {
    const from = await payingUser();
    await sync(t, from);
    const to = await registerUser(t.app);
    const subscriber = storeSubscriber({ expiresAt: new Date(Date.now() + 10 * DAY_MS) });
    fake.setSubscriber(to.user.id, subscriber);
    fake.setSubscriber(from.user.id, emptySubscriber(from.user.id));
    const body = {
      api_version: '1.0',
      event: {
        app_id: 'app1234567890',
        event_timestamp_ms: Date.now(),
        id: randomUUID().toUpperCase(),
        store: 'APP_STORE',
        transferred_from: [from.user.id],
        transferred_to: [to.user.id],
        type: 'TRANSFER',
        environment: 'PRODUCTION',
      },
    };
    expect((await webhook(body)).statusCode).toBe(200);
    expect((await planOf(to)).subscriptionType).toBe('premium');
    expect((await planOf(from)).subscriptionType).toBe('free');
  });

  it('ignores anonymous and unknown customers, and TEST events', async () => {
    const before = fake.count();
    const anonymous = await webhook(
      event('INITIAL_PURCHASE', '$RCAnonymousID:87c6049c58069238dce29853916d624c'),
    );
    expect(anonymous.statusCode).toBe(200);
    const unknown = await webhook(event('INITIAL_PURCHASE', randomUUID()));
    expect(unknown.statusCode).toBe(200);
    const test = await webhook(event('TEST', 'RCTestUser'));
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ received: true });
    expect(fake.count()).toBe(before);
  });

  it('answers 400 naming the field on a body that is not an event', async () => {
    const noId = event('RENEWAL', randomUUID());
    delete (noId.event as Partial<typeof noId.event>).id;
    const response = await webhook(noId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^event\.id: /);
    const noUser = event('RENEWAL', 'x');
    delete (noUser.event as Partial<typeof noUser.event>).app_user_id;
    expect((await webhook(noUser)).json().message).toMatch(/^event\.app_user_id: /);
    expect((await webhook({ api_version: '1.0' })).statusCode).toBe(400);
  });

  it('RevenueCat down: 502 and the event is handled again when redelivered', async () => {
    const who = await payingUser();
    const body = event('INITIAL_PURCHASE', who.user.id);
    fake.fail('server-error', { times: 2 });
    const failed = await webhook(body);
    expect(failed.statusCode).toBe(502);
    expect((await planOf(who)).subscriptionType).toBe('free');
    const redelivered = await webhook(body);
    expect(redelivered.statusCode).toBe(200);
    expect((await planOf(who)).subscriptionType).toBe('premium');
  });
});

describe('without RevenueCat configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ config: { billing: billing(undefined) } });
  });
  afterAll(() => bare?.close());

  it('sync-mobile answers 501 with a clear message; the webhook does not exist', async () => {
    const who = await registerUser(bare.app);
    const response = await sync(bare, who);
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ message: MOBILE_NOT_VERIFIABLE_MESSAGE });
    const bad = await sync(bare, who, { platform: 'ios' });
    expect(bad.statusCode).toBe(400);
    const hook = await bare.app.inject({
      method: 'POST',
      url: REVENUECAT_WEBHOOK_URL,
      headers: { authorization: WEBHOOK_AUTH },
      payload: event('RENEWAL', who.user.id),
    });
    expect(hook.statusCode).toBe(404);
  });
});

describe('the RevenueCat client', () => {
  it('gives up after a time-out and one retry', async () => {
    const client = createRevenueCatClient(
      { secretKey: SECRET_KEY, apiUrl: `${fake.url}/v1` },
      { timeoutMs: 150 },
    );
    const id = randomUUID();
    fake.fail('hang', { times: 2 });
    try {
      const error = await client.subscriber(id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RevenueCatError);
      expect((error as RevenueCatError).kind).toBe('timeout');
      expect(fake.count(id)).toBe(2);
    } finally {
      fake.fail(null);
    }
  });

  it('a wrong key is refused at once, not retried', async () => {
    const client = createRevenueCatClient({ secretKey: 'sk_wrong', apiUrl: `${fake.url}/v1/` });
    const id = randomUUID();
    const error = await client.subscriber(id).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'refused', status: 401 });
    expect(fake.count(id)).toBe(1);
  });

  it('asks for the id escaped in the path', async () => {
    const client = createRevenueCatClient({ secretKey: SECRET_KEY, apiUrl: `${fake.url}/v1` });
    const subscriber = await client.subscriber('a/b c');
    expect(subscriber.entitlements).toEqual({});
    expect(fake.count('a/b c')).toBe(1);
  });
});
