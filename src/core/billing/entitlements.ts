import { localDate, zonedInstant } from '../time-zone';
import { FREE_ANALYTICS_DAYS, FREE_JOURNAL_ENTRIES_PER_MONTH } from './plans';

/**
 * Who may do what (issue 19). One module decides it; the server enforces it with 402 answers and
 * the client only reads the server's verdict, so nothing is hidden that the server would allow.
 *
 * - Billing off: every account has every feature and no limit applies.
 * - Billing on: premium while the stored subscription says so; otherwise the free plan's limits.
 *   Quick pain and emergency logs, medications, the history and the JSON export are never
 *   limited: nothing a person in a flare needs, and nothing that keeps their data from them.
 */

export const BILLING_MODES = ['off', 'stripe'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const SUBSCRIPTION_TYPES = ['free', 'premium'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/**
 * - active: paid up and renewing (or a store trial).
 * - past_due: the last renewal payment failed; the store or Stripe is still retrying.
 * - canceled: will not renew; premium lasts until subscriptionEndsAt.
 * - expired: ended; the account is on the free plan.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The stored subscription fields of a user (spec section 3). */
export interface StoredSubscription {
  subscriptionType: string;
  subscriptionStatus: string;
  /** ISO instant the paid period ends, or null when none is known. */
  subscriptionEndsAt: string | null;
}

/**
 * A renewing subscription stays premium this long past its period's end: renewals are charged at
 * the end of the period and the confirmation can arrive hours later. A cancelled one ends on time.
 */
export const RENEWAL_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether the stored subscription gives premium at `now`. */
export function subscriptionIsPremium(subscription: StoredSubscription, now: Date): boolean {
  if (subscription.subscriptionType !== 'premium') return false;
  if (subscription.subscriptionStatus === 'expired') return false;
  if (subscription.subscriptionEndsAt === null) return true;
  const endsAt = Date.parse(subscription.subscriptionEndsAt);
  if (Number.isNaN(endsAt)) return false;
  const grace = subscription.subscriptionStatus === 'canceled' ? 0 : RENEWAL_GRACE_MS;
  return now.getTime() < endsAt + grace;
}

export interface Entitlements {
  premium: boolean;
  /** New days' journals a month, or null for no limit. */
  journalEntriesPerMonth: number | null;
  /** How many days back analytics may look, or null for no limit. */
  analyticsDays: number | null;
}

export const UNLIMITED: Entitlements = {
  premium: true,
  journalEntriesPerMonth: null,
  analyticsDays: null,
};

export const FREE_PLAN: Entitlements = {
  premium: false,
  journalEntriesPerMonth: FREE_JOURNAL_ENTRIES_PER_MONTH,
  analyticsDays: FREE_ANALYTICS_DAYS,
};

export function entitlementsFor(
  subscription: StoredSubscription,
  billing: BillingMode,
  now: Date,
): Entitlements {
  if (billing === 'off') return UNLIMITED;
  return subscriptionIsPremium(subscription, now) ? UNLIMITED : FREE_PLAN;
}

/**
 * The first instant of the calendar month `now` falls in, on the user's own clock: the journal
 * allowance starts again at local midnight on the 1st, not at midnight in UTC.
 */
export function startOfLocalMonth(now: Date, timeZone: string): Date {
  const firstOfMonth = `${localDate(now, timeZone).slice(0, 8)}01`;
  return zonedInstant(firstOfMonth, '00:00', timeZone);
}

/** Whether one more new day's journal fits, given how many were started this month. */
export function mayStartJournal(startedThisMonth: number, entitlements: Entitlements): boolean {
  const limit = entitlements.journalEntriesPerMonth;
  return limit === null || startedThisMonth < limit;
}

/** Whether analytics over the last `days` days are allowed. */
export function mayViewAnalytics(days: number, entitlements: Entitlements): boolean {
  const limit = entitlements.analyticsDays;
  return limit === null || days <= limit;
}

/** What a 402 answer says and carries, so the client can show an upgrade card with the limit. */
export type PlanLimit =
  | { kind: 'journal_entries_per_month'; value: number }
  | { kind: 'analytics_days'; value: number }
  | { kind: 'premium_section'; value: null };

export interface UpgradeRequired {
  message: string;
  limit: PlanLimit;
}

export function journalLimitAnswer(limit: number): UpgradeRequired {
  return {
    message: `The free plan includes ${limit} journal entries a month. Quick pain logs and emergency logs are always saved. Upgrade to Premium for unlimited entries.`,
    limit: { kind: 'journal_entries_per_month', value: limit },
  };
}

export function analyticsLimitAnswer(limit: number): UpgradeRequired {
  return {
    message: `The free plan shows analytics for the last ${limit} days. Upgrade to Premium to see further back.`,
    limit: { kind: 'analytics_days', value: limit },
  };
}

export function premiumSectionAnswer(title: string): UpgradeRequired {
  return {
    message: `Upgrade to Premium to use ${title}. Everything you have logged stays yours to read and export on any plan.`,
    limit: { kind: 'premium_section', value: null },
  };
}

/** Voice notes and photos are stored files, so they are a premium feature when billing is on. */
export function mediaAttachmentAnswer(): UpgradeRequired {
  return {
    message:
      'Voice notes and photo attachments are part of Premium. Everything you have attached stays yours to open, delete and export on any plan.',
    limit: { kind: 'premium_section', value: null },
  };
}
