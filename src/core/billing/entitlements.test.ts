import { describe, expect, it } from 'vitest';
import {
  entitlementsFor,
  FREE_PLAN,
  mayStartJournal,
  mayViewAnalytics,
  RENEWAL_GRACE_MS,
  startOfLocalMonth,
  subscriptionIsPremium,
  UNLIMITED,
  type StoredSubscription,
} from './entitlements';
import { annualSavingDollars, formatPrice, PRICE_CENTS } from './plans';
import { acceptsChange } from './subscription-change';

const NOW = new Date('2026-11-15T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const sub = (type: string, status: string, endsAt: string | null = null): StoredSubscription => ({
  subscriptionType: type,
  subscriptionStatus: status,
  subscriptionEndsAt: endsAt,
});

describe('subscriptionIsPremium', () => {
  it('is premium while a paid period lasts, and never on the free plan', () => {
    expect(subscriptionIsPremium(sub('premium', 'active', at(86_400_000)), NOW)).toBe(true);
    expect(subscriptionIsPremium(sub('premium', 'active'), NOW)).toBe(true);
    expect(subscriptionIsPremium(sub('free', 'active'), NOW)).toBe(false);
    expect(subscriptionIsPremium(sub('premium', 'expired'), NOW)).toBe(false);
    expect(subscriptionIsPremium(sub('premium', 'active', 'not a date'), NOW)).toBe(false);
  });

  it('gives a renewing subscription a grace period past its end, a cancelled one none', () => {
    const justEnded = at(-1);
    expect(subscriptionIsPremium(sub('premium', 'active', justEnded), NOW)).toBe(true);
    expect(subscriptionIsPremium(sub('premium', 'past_due', justEnded), NOW)).toBe(true);
    expect(subscriptionIsPremium(sub('premium', 'canceled', justEnded), NOW)).toBe(false);
    expect(subscriptionIsPremium(sub('premium', 'canceled', at(1)), NOW)).toBe(true);
    const pastGrace = at(-RENEWAL_GRACE_MS);
    expect(subscriptionIsPremium(sub('premium', 'active', pastGrace), NOW)).toBe(false);
  });
});

describe('entitlementsFor', () => {
  it('gives everyone everything when billing is off', () => {
    expect(entitlementsFor(sub('free', 'active'), 'off', NOW)).toEqual(UNLIMITED);
  });

  it('applies the free plan when billing is on and nothing is paid', () => {
    expect(entitlementsFor(sub('free', 'active'), 'stripe', NOW)).toEqual(FREE_PLAN);
    expect(entitlementsFor(sub('premium', 'active'), 'stripe', NOW)).toEqual(UNLIMITED);
  });
});

describe('the free plan limits', () => {
  it('allows the 10th journal of a month and refuses the 11th', () => {
    expect(mayStartJournal(9, FREE_PLAN)).toBe(true);
    expect(mayStartJournal(10, FREE_PLAN)).toBe(false);
    expect(mayStartJournal(10_000, UNLIMITED)).toBe(true);
  });

  it('shows analytics for 7 days and not 8', () => {
    expect(mayViewAnalytics(7, FREE_PLAN)).toBe(true);
    expect(mayViewAnalytics(8, FREE_PLAN)).toBe(false);
    expect(mayViewAnalytics(365, UNLIMITED)).toBe(true);
  });
});

describe('startOfLocalMonth', () => {
  it('starts the month at local midnight on the 1st, not at midnight in UTC', () => {
    // 1 December 2026, 10:30 in Auckland (UTC+13) is still 30 November in UTC.
    const auckland = new Date('2026-11-30T21:30:00Z');
    expect(startOfLocalMonth(auckland, 'Pacific/Auckland').toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
    // 30 November, 17:00 in Los Angeles (UTC-8) is already 1 December in UTC.
    const losAngeles = new Date('2026-12-01T01:00:00Z');
    expect(startOfLocalMonth(losAngeles, 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
    expect(startOfLocalMonth(losAngeles, 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('uses the offset in force on the 1st, across a clock change later in the month', () => {
    // Clocks went back in London on 25 October 2026; the month began in summer time.
    expect(startOfLocalMonth(new Date('2026-10-30T12:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-09-30T23:00:00.000Z',
    );
  });
});

describe('prices', () => {
  it('saves 41 whole dollars a year on the annual plan', () => {
    expect(annualSavingDollars()).toBe(41);
    expect(formatPrice(PRICE_CENTS.monthly)).toBe('9.99');
    expect(formatPrice(PRICE_CENTS.annual)).toBe('79');
  });
});

describe('acceptsChange', () => {
  const stripePremium = { ...sub('premium', 'active', at(86_400_000)), source: 'stripe' };
  const expired = {
    subscriptionType: 'free',
    subscriptionStatus: 'expired',
    subscriptionEndsAt: null,
  } as const;

  it('never lets one service take away premium another one gave', () => {
    expect(acceptsChange(stripePremium, { ...expired, source: 'app_store' }, NOW)).toBe(false);
    expect(acceptsChange(stripePremium, { ...expired, source: 'stripe' }, NOW)).toBe(true);
  });

  it('takes any premium, and any news when nothing premium is held', () => {
    const premium = {
      ...expired,
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
    } as const;
    expect(acceptsChange(stripePremium, { ...premium, source: 'play_store' }, NOW)).toBe(true);
    const lapsed = { ...sub('premium', 'canceled', at(-1)), source: 'stripe' };
    expect(acceptsChange(lapsed, { ...expired, source: 'app_store' }, NOW)).toBe(true);
  });
});
