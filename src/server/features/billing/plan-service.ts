import {
  analyticsLimitAnswer,
  entitlementsFor,
  journalLimitAnswer,
  mediaAttachmentAnswer,
  mayStartJournal,
  mayViewAnalytics,
  startOfLocalMonth,
  type Entitlements,
} from '@core/billing/entitlements';
import type { PlanSummary } from '@core/billing/subscription';
import type { ApiUser } from '@core/user';
import type { BillingConfig } from '../../config';
import { notFound } from '../../http-errors';
import type { SubscriptionStore } from './subscription-store';
import { upgradeRequired } from './upgrade-required';

/**
 * The plan of the signed-in person and the limits that follow from it, read from the stored
 * subscription on every request: a webhook that changes it takes effect at once.
 */
export function createPlanService({
  billing,
  store,
  clock = () => new Date(),
}: {
  billing: BillingConfig;
  store: SubscriptionStore;
  clock?: () => Date;
}) {
  const entitlements = (user: ApiUser): Entitlements =>
    entitlementsFor(user, billing.mode, clock());

  async function journalsThisMonth(user: ApiUser): Promise<number> {
    const since = startOfLocalMonth(clock(), user.timeZone).toISOString();
    return store.journalsStartedSince(user.id, since);
  }

  return {
    billing,
    entitlements,

    /** Throws 402 when a new day's journal would go past the month's allowance. */
    async assertMayStartJournal(user: ApiUser): Promise<void> {
      const allowed = entitlements(user);
      if (allowed.journalEntriesPerMonth === null) return;
      if (mayStartJournal(await journalsThisMonth(user), allowed)) return;
      throw upgradeRequired(journalLimitAnswer(allowed.journalEntriesPerMonth));
    },

    /** Throws 402 when analytics over `days` days go past the plan's window. */
    assertMayViewAnalytics(user: ApiUser, days: number): void {
      const allowed = entitlements(user);
      if (allowed.analyticsDays === null || mayViewAnalytics(days, allowed)) return;
      throw upgradeRequired(analyticsLimitAnswer(allowed.analyticsDays));
    },

    /**
     * Throws 402 when the plan does not include voice notes and photos. Only uploads ask: the
     * files already there stay readable and deletable on any plan.
     */
    assertMayAttachMedia(user: ApiUser): void {
      if (entitlements(user).premium) return;
      throw upgradeRequired(mediaAttachmentAnswer());
    },

    async summary(user: ApiUser): Promise<PlanSummary> {
      const stored = await store.planOf(user.id);
      if (!stored) throw notFound('Account not found');
      return {
        billing: billing.mode,
        entitlements: entitlementsFor(stored, billing.mode, clock()),
        subscriptionType: stored.subscriptionType,
        subscriptionStatus: stored.subscriptionStatus,
        subscriptionEndsAt: stored.subscriptionEndsAt,
        source: stored.source,
        webCheckout: billing.mode === 'stripe' && billing.stripe !== undefined,
        mobileVerification: billing.revenueCat !== undefined,
        canManage: billing.stripe !== undefined && stored.stripeCustomerId !== null,
        journalEntriesThisMonth: await journalsThisMonth(user),
        storeLinks: billing.storeLinks,
      };
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
