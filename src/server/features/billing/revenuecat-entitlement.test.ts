import { describe, expect, it } from 'vitest';
import { acceptsChange } from '@core/billing/subscription-change';
import {
  revenueCatChange,
  subscriberAnswerSchema,
  type RevenueCatSubscriber,
} from './revenuecat-entitlement';

/** Answers shaped like RevenueCat's `GET /v1/subscribers/{app_user_id}` (Customer Info Model). */
const NOW = new Date('2026-03-10T12:00:00Z');

function parse(answer: unknown): RevenueCatSubscriber {
  return subscriberAnswerSchema.parse(answer).subscriber;
}

const appStoreMonthly = (overrides: Record<string, unknown> = {}) => ({
  request_date: '2026-03-10T12:00:00Z',
  request_date_ms: 1773144000000,
  subscriber: {
    entitlements: {
      premium: {
        expires_date: '2026-04-02T09:15:31Z',
        grace_period_expires_date: null,
        product_identifier: 'cairn_premium_monthly',
        purchase_date: '2026-03-02T09:15:31Z',
      },
    },
    first_seen: '2026-01-30T23:54:10Z',
    last_seen: '2026-03-09T18:01:44Z',
    management_url: 'https://apps.apple.com/account/subscriptions',
    non_subscriptions: {},
    original_app_user_id: '6f1c2a8e-1b7d-4d43-9a8e-3c2f0a9b7e11',
    original_application_version: '1.0',
    original_purchase_date: '2026-01-30T23:54:10Z',
    other_purchases: {},
    subscriptions: {
      cairn_premium_monthly: {
        auto_resume_date: null,
        billing_issues_detected_at: null,
        expires_date: '2026-04-02T09:15:31Z',
        grace_period_expires_date: null,
        is_sandbox: false,
        original_purchase_date: '2026-01-02T09:15:31Z',
        ownership_type: 'PURCHASED',
        period_type: 'normal',
        purchase_date: '2026-03-02T09:15:31Z',
        refunded_at: null,
        store: 'app_store',
        store_transaction_id: '2000000876543210',
        unsubscribe_detected_at: null,
        ...overrides,
      },
    },
    subscriber_attributes: {},
  },
});

const playStoreAnnual = (subscription: Record<string, unknown>, entitlement = {}) => ({
  request_date: '2026-03-10T12:00:00Z',
  request_date_ms: 1773144000000,
  subscriber: {
    entitlements: {
      premium: {
        expires_date: '2026-03-08T07:00:00Z',
        grace_period_expires_date: null,
        product_identifier: 'cairn_premium:annual',
        purchase_date: '2025-03-08T07:00:00Z',
        ...entitlement,
      },
    },
    first_seen: '2025-03-08T06:58:02Z',
    last_seen: '2026-03-08T07:01:00Z',
    management_url: 'https://play.google.com/store/account/subscriptions',
    non_subscriptions: {},
    original_app_user_id: '0b6f3f70-52a4-4c8e-8d55-5c3f5f4b3a21',
    other_purchases: {},
    subscriptions: {
      'cairn_premium:annual': {
        auto_resume_date: null,
        billing_issues_detected_at: null,
        expires_date: '2026-03-08T07:00:00Z',
        grace_period_expires_date: null,
        is_sandbox: false,
        original_purchase_date: '2025-03-08T07:00:00Z',
        ownership_type: 'PURCHASED',
        period_type: 'normal',
        product_plan_identifier: 'annual',
        purchase_date: '2025-03-08T07:00:00Z',
        refunded_at: null,
        store: 'play_store',
        store_transaction_id: 'GPA.3372-1234-5678-90123',
        unsubscribe_detected_at: null,
        ...subscription,
      },
    },
  },
});

describe('premium from RevenueCat', () => {
  it('an active App Store subscription is premium until it expires', () => {
    expect(revenueCatChange(parse(appStoreMonthly()), NOW)).toEqual({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: '2026-04-02T09:15:31.000Z',
      source: 'app_store',
    });
  });

  it('a trial is premium too', () => {
    const change = revenueCatChange(parse(appStoreMonthly({ period_type: 'trial' })), NOW);
    expect(change.subscriptionType).toBe('premium');
  });

  it('renewal turned off: premium, canceled, ending at the expiry', () => {
    const answer = appStoreMonthly({ unsubscribe_detected_at: '2026-03-05T10:00:00Z' });
    expect(revenueCatChange(parse(answer), NOW)).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: '2026-04-02T09:15:31.000Z',
    });
  });

  it('a billing problem inside the store grace period: premium, past due, until the grace ends', () => {
    const answer = playStoreAnnual(
      {
        billing_issues_detected_at: '2026-03-08T07:05:00Z',
        grace_period_expires_date: '2026-03-15T07:00:00Z',
      },
      { grace_period_expires_date: '2026-03-15T07:00:00Z' },
    );
    expect(revenueCatChange(parse(answer), NOW)).toEqual({
      subscriptionType: 'premium',
      subscriptionStatus: 'past_due',
      subscriptionEndsAt: '2026-03-15T07:00:00.000Z',
      source: 'play_store',
    });
  });

  it('an expired subscription is the free plan, with the last expiry', () => {
    expect(revenueCatChange(parse(playStoreAnnual({})), NOW)).toEqual({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: '2026-03-08T07:00:00.000Z',
      source: 'play_store',
    });
  });

  it('a grace period that is over does not keep premium', () => {
    const answer = playStoreAnnual(
      { billing_issues_detected_at: '2026-03-01T07:05:00Z' },
      { grace_period_expires_date: '2026-03-09T07:00:00Z' },
    );
    expect(revenueCatChange(parse(answer), NOW).subscriptionType).toBe('free');
  });

  it('a lifetime purchase (no expiry) is premium without an end', () => {
    const answer = {
      request_date: '2026-03-10T12:00:00Z',
      request_date_ms: 1773144000000,
      subscriber: {
        entitlements: {
          premium: {
            expires_date: null,
            grace_period_expires_date: null,
            product_identifier: 'cairn_premium_lifetime',
            purchase_date: '2026-02-01T10:00:00Z',
          },
        },
        first_seen: '2026-02-01T09:58:00Z',
        non_subscriptions: {
          cairn_premium_lifetime: [
            {
              id: 'cadba0c81b',
              is_sandbox: false,
              purchase_date: '2026-02-01T10:00:00Z',
              store: 'play_store',
            },
          ],
        },
        original_app_user_id: '9d2f4c3e-6a0b-4f55-b0a9-8e5d1c2b3a40',
        other_purchases: {},
        subscriptions: {},
      },
    };
    expect(revenueCatChange(parse(answer), NOW)).toEqual({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: null,
      source: 'play_store',
    });
  });

  it('a promotional entitlement granted in RevenueCat counts, as another store', () => {
    const answer = {
      request_date: '2026-03-10T12:00:00Z',
      request_date_ms: 1773144000000,
      subscriber: {
        entitlements: {
          premium: {
            expires_date: '2026-03-17T12:00:00Z',
            grace_period_expires_date: null,
            product_identifier: 'rc_promo_premium_weekly',
            purchase_date: '2026-03-10T12:00:00Z',
          },
        },
        non_subscriptions: {},
        subscriptions: {
          rc_promo_premium_weekly: {
            billing_issues_detected_at: null,
            expires_date: '2026-03-17T12:00:00Z',
            grace_period_expires_date: null,
            is_sandbox: false,
            original_purchase_date: '2026-03-10T12:00:00Z',
            period_type: 'normal',
            purchase_date: '2026-03-10T12:00:00Z',
            store: 'promotional',
            unsubscribe_detected_at: null,
          },
        },
      },
    };
    expect(revenueCatChange(parse(answer), NOW)).toMatchObject({
      subscriptionType: 'premium',
      source: 'other_store',
    });
  });

  it('a customer with nothing bought, or only another entitlement, is on the free plan', () => {
    const empty = {
      request_date: '2026-03-10T12:00:00Z',
      request_date_ms: 1773144000000,
      subscriber: {
        entitlements: {},
        first_seen: '2026-03-10T12:00:00Z',
        last_seen: '2026-03-10T12:00:00Z',
        management_url: null,
        non_subscriptions: {},
        original_app_user_id: 'a1b2',
        original_application_version: null,
        original_purchase_date: null,
        other_purchases: {},
        subscriptions: {},
      },
    };
    expect(revenueCatChange(parse(empty), NOW)).toEqual({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: null,
      source: 'other_store',
    });
    // RevenueCat's own documentation example: a lifetime "pro_cat" entitlement, not "premium".
    const otherEntitlement = {
      request_date: '2019-07-26T17:40:10Z',
      request_date_ms: 1564162810884,
      subscriber: {
        entitlements: {
          pro_cat: {
            expires_date: null,
            grace_period_expires_date: null,
            product_identifier: 'onetime',
            purchase_date: '2019-04-05T21:52:45Z',
          },
        },
        first_seen: '2019-02-21T00:08:41Z',
        non_subscriptions: {
          onetime: [
            {
              id: 'cadba0c81b',
              is_sandbox: true,
              purchase_date: '2019-04-05T21:52:45Z',
              store: 'app_store',
            },
          ],
        },
        original_app_user_id: 'XXX-XXXXX-XXXXX-XX',
        original_application_version: '1.0',
        original_purchase_date: '2019-01-30T23:54:10Z',
        other_purchases: {},
        subscriptions: {},
      },
    };
    expect(revenueCatChange(parse(otherEntitlement), NOW).subscriptionType).toBe('free');
  });

  it('refuses an answer without a subscriber', () => {
    expect(subscriberAnswerSchema.safeParse({ code: 7225, message: 'x' }).success).toBe(false);
  });
});

describe('what RevenueCat may overwrite', () => {
  const free = {
    subscriptionType: 'free' as const,
    subscriptionStatus: 'expired' as const,
    subscriptionEndsAt: null,
    source: 'other_store' as const,
  };
  const premiumUntil = (source: string | null, endsAt = '2026-06-01T00:00:00.000Z') => ({
    subscriptionType: 'premium',
    subscriptionStatus: 'active',
    subscriptionEndsAt: endsAt,
    source,
  });

  it('never ends a live premium paid through Stripe', () => {
    expect(acceptsChange(premiumUntil('stripe'), free, NOW)).toBe(false);
  });

  it('ends a Stripe premium that has lapsed anyway', () => {
    expect(acceptsChange(premiumUntil('stripe', '2026-01-01T00:00:00.000Z'), free, NOW)).toBe(true);
  });

  it('ends premium from any store, whichever store its answer now names', () => {
    expect(acceptsChange(premiumUntil('app_store'), free, NOW)).toBe(true);
    expect(acceptsChange(premiumUntil('play_store'), { ...free, source: 'app_store' }, NOW)).toBe(
      true,
    );
  });

  it('may always give premium, and always set a free account', () => {
    const premium = {
      ...free,
      subscriptionType: 'premium' as const,
      subscriptionStatus: 'active' as const,
    };
    expect(acceptsChange(premiumUntil('stripe'), premium, NOW)).toBe(true);
    expect(
      acceptsChange(
        {
          subscriptionType: 'free',
          subscriptionStatus: 'active',
          subscriptionEndsAt: null,
          source: null,
        },
        free,
        NOW,
      ),
    ).toBe(true);
  });
});
