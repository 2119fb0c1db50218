import { FREE_PLAN, UNLIMITED, type UpgradeRequired } from '@core/billing/entitlements';
import type { PlanSummary } from '@core/billing/subscription';

/*
 * Plan answers (GET /api/billing/plan) for the client tests: the free plan with billing on,
 * premium, and an installation with billing off. Not used by the app.
 */

const BASE: PlanSummary = {
  billing: 'stripe',
  entitlements: FREE_PLAN,
  subscriptionType: 'free',
  subscriptionStatus: 'active',
  subscriptionEndsAt: null,
  source: null,
  webCheckout: true,
  mobileVerification: false,
  canManage: false,
  journalEntriesThisMonth: 0,
  storeLinks: { appStore: null, googlePlay: null },
};

export const freePlan = (overrides: Partial<PlanSummary> = {}): PlanSummary => ({
  ...BASE,
  ...overrides,
});

/** What a Stripe Premium subscription changes in a plan answer. */
export const PREMIUM_FIELDS = {
  entitlements: UNLIMITED,
  subscriptionType: 'premium',
  source: 'stripe',
  canManage: true,
} satisfies Partial<PlanSummary>;

export const premiumPlan = (): PlanSummary => ({ ...BASE, ...PREMIUM_FIELDS });

export const billingOffPlan = (): PlanSummary => ({
  ...BASE,
  billing: 'off',
  entitlements: UNLIMITED,
  webCheckout: false,
});

/** A 402 answer as the server sends it. */
export const upgradeAnswer = (body: UpgradeRequired): Response =>
  new Response(JSON.stringify(body), {
    status: 402,
    headers: { 'Content-Type': 'application/json' },
  });
