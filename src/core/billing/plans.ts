/**
 * The plans Cairn sells (spec document 2, sections 6 and 9): what each includes, the prices and
 * the free plan's limits. Free of zod and React so the server, the pricing page and the locked
 * pages all read the same figures.
 */

export const PLAN_IDS = ['monthly', 'annual'] as const;
/** The premium plans on sale; "free" is what an account has without one. */
export type PaidPlan = (typeof PLAN_IDS)[number];

/** Spec section 9: 9.99 a month, 79 a year, kept in cents so sums stay exact. */
export const PRICE_CENTS: Record<PaidPlan, number> = { monthly: 999, annual: 7900 };

/** Twelve months at the monthly price minus the annual price, to the nearest dollar (40.88 is 41). */
export function annualSavingDollars(): number {
  return Math.round((PRICE_CENTS.monthly * 12 - PRICE_CENTS.annual) / 100);
}

/** "9.99", "79": a price as the cards show it, without trailing zero cents. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Spec section 9: the free plan's limits. */
export const FREE_JOURNAL_ENTRIES_PER_MONTH = 10;
export const FREE_ANALYTICS_DAYS = 7;

/** Spec section 6, in its words. */
export const FREE_FEATURES = [
  `Up to ${FREE_JOURNAL_ENTRIES_PER_MONTH} journal entries per month`,
  'Basic pain tracking',
  `${FREE_ANALYTICS_DAYS}-day analytics history`,
  'Basic data export',
] as const;

export const PREMIUM_FEATURES = [
  'Unlimited journal entries',
  'Advanced analytics and insights',
  'Full data export',
  'Medication tracking',
  'Voice notes',
  'Weather correlation',
  'Photo attachments',
  'Emergency resources',
  'Priority email support',
] as const;

/**
 * The premium sections (spec section 1), locked on the free plan when billing is on. Their
 * titles are the navigation's labels (core/nav.ts builds the premium menu from this list), so
 * the upgrade card names what the person just chose.
 */
export const PREMIUM_SECTIONS = [
  { id: 'ai-analysis', title: 'AI Pain Analysis', path: '/ai-analysis' },
  { id: 'advanced-analytics', title: 'Advanced Analytics', path: '/advanced-analytics' },
  { id: 'provider-portal', title: 'Healthcare Portal', path: '/provider-portal' },
  { id: 'pain-prediction', title: 'Pain Prediction', path: '/pain-prediction' },
  { id: 'biometrics', title: 'Biometric Devices', path: '/biometric-integration' },
  { id: 'research', title: 'Research Studies', path: '/clinical-research' },
] as const;
export type PremiumSectionId = (typeof PREMIUM_SECTIONS)[number]['id'];

/** Spec section 9: no partial refunds, a 30-day guarantee, 30 days' notice of a new price. */
export const MONEY_BACK_DAYS = 30;
export const PRICE_CHANGE_NOTICE_DAYS = 30;
