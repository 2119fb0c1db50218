import { describe, expect, it } from 'vitest';
import {
  customerIdOf,
  periodEndOf,
  stripeSubscriptionChange,
  type StripeSubscriptionLike,
} from './stripe-subscription';

const PERIOD_END = 1_790_000_000; // 2026-09-21T14:13:20Z
const PERIOD_END_ISO = new Date(PERIOD_END * 1000).toISOString();
const ENDED = 1_780_000_000;

const subscription = (fields: Partial<StripeSubscriptionLike> = {}): StripeSubscriptionLike => ({
  id: 'sub_1',
  status: 'active',
  customer: 'cus_1',
  cancel_at_period_end: false,
  cancel_at: null,
  ended_at: null,
  items: { data: [{ current_period_end: PERIOD_END }] },
  ...fields,
});

describe('periodEndOf', () => {
  it('reads the period end from the subscription items (current API versions)', () => {
    expect(periodEndOf(subscription())).toBe(PERIOD_END);
  });

  it('takes the latest end when there are several items', () => {
    const items = { data: [{ current_period_end: 100 }, { current_period_end: 300 }, {}] };
    expect(periodEndOf(subscription({ items }))).toBe(300);
  });

  it('falls back to the subscription field of older API versions', () => {
    expect(periodEndOf(subscription({ items: { data: [] }, current_period_end: 42 }))).toBe(42);
    expect(periodEndOf(subscription({ items: null, current_period_end: 42 }))).toBe(42);
  });

  it('is null when neither says', () => {
    expect(periodEndOf(subscription({ items: { data: [] } }))).toBeNull();
  });
});

describe('customerIdOf', () => {
  it('reads an id or an expanded customer', () => {
    expect(customerIdOf(subscription({ customer: 'cus_a' }))).toBe('cus_a');
    expect(customerIdOf(subscription({ customer: { id: 'cus_b' } }))).toBe('cus_b');
    expect(customerIdOf(subscription({ customer: null }))).toBeNull();
  });
});

describe('stripeSubscriptionChange', () => {
  it.each(['active', 'trialing'])('%s: premium, active until the period ends', (status) => {
    expect(stripeSubscriptionChange(subscription({ status }))).toEqual({
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionEndsAt: PERIOD_END_ISO,
      source: 'stripe',
    });
  });

  it('set to cancel at the period end: premium, canceled, ending then', () => {
    expect(stripeSubscriptionChange(subscription({ cancel_at_period_end: true }))).toEqual({
      subscriptionType: 'premium',
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: PERIOD_END_ISO,
      source: 'stripe',
    });
  });

  it('set to cancel at a given time: premium, canceled, ending at that time', () => {
    const cancelAt = PERIOD_END - 86_400;
    expect(stripeSubscriptionChange(subscription({ cancel_at: cancelAt }))).toMatchObject({
      subscriptionType: 'premium',
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: new Date(cancelAt * 1000).toISOString(),
    });
  });

  it.each(['past_due', 'unpaid'])('%s: premium, past_due, while Stripe retries', (status) => {
    expect(stripeSubscriptionChange(subscription({ status }))).toEqual({
      subscriptionType: 'premium',
      subscriptionStatus: 'past_due',
      subscriptionEndsAt: PERIOD_END_ISO,
      source: 'stripe',
    });
  });

  it.each(['canceled', 'incomplete_expired'])('%s: free, expired when it ended', (status) => {
    expect(stripeSubscriptionChange(subscription({ status, ended_at: ENDED }))).toEqual({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: new Date(ENDED * 1000).toISOString(),
      source: 'stripe',
    });
  });

  it('ended without an ended_at: expired at the period end', () => {
    expect(stripeSubscriptionChange(subscription({ status: 'canceled' }))).toMatchObject({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: PERIOD_END_ISO,
    });
  });

  it('paused (a trial ended without a payment method): free', () => {
    expect(stripeSubscriptionChange(subscription({ status: 'paused' }))).toMatchObject({
      subscriptionType: 'free',
      subscriptionStatus: 'expired',
    });
  });

  it.each(['incomplete', 'something_new'])('%s: no change to the stored plan', (status) => {
    expect(stripeSubscriptionChange(subscription({ status }))).toBeNull();
  });

  it('an active subscription without any period end is premium with no end date', () => {
    expect(
      stripeSubscriptionChange(subscription({ items: { data: [] } }))?.subscriptionEndsAt,
    ).toBeNull();
  });
});
