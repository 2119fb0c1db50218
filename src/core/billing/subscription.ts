import type { BillingMode, Entitlements } from './entitlements';

/** Where a premium subscription was bought; null on the free plan. */
export const SUBSCRIPTION_SOURCES = ['stripe', 'app_store', 'play_store', 'other_store'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** `GET /api/billing/plan`: the signed-in person's plan and what this installation offers. */
export interface PlanSummary {
  billing: BillingMode;
  entitlements: Entitlements;
  /** "free" or "premium", as stored. */
  subscriptionType: string;
  /** active, past_due, canceled or expired, as stored. */
  subscriptionStatus: string;
  /** When the paid period ends (renews or stops), or null. */
  subscriptionEndsAt: string | null;
  source: SubscriptionSource | null;
  /** Premium can be bought on the web here (Stripe Checkout is configured). */
  webCheckout: boolean;
  /** Mobile purchases can be verified here (the store-subscription service is configured). */
  mobileVerification: boolean;
  /** A Stripe customer exists, so Manage subscription can open Stripe's customer portal. */
  canManage: boolean;
  /** New days' journals started since the 1st of this month on the person's own clock. */
  journalEntriesThisMonth: number;
  /** The configured store pages for the Get the Mobile App card; null hides a button. */
  storeLinks: { appStore: string | null; googlePlay: string | null };
}

/** `POST /api/create-checkout-session` and `POST /api/billing/portal-session` answer a URL. */
export interface RedirectAnswer {
  url: string;
}

/** `POST /api/user/subscription/sync-mobile` answers the plan as the verification service has it. */
export type MobileSyncAnswer = PlanSummary;
