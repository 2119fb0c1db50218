import type { FastifyInstance } from 'fastify';
import { BILLING_OFF, type Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import { createPlanService, type PlanService } from './plan-service';
import { planRoutes } from './plan-routes';
import { registerPremiumGate } from './premium-gate';
import { createStripeCancellation } from './stripe-account';
import { createStripeClient } from './stripe-client';
import { revenueCatRoutes } from './revenuecat-routes';
import { stripeRoutes } from './stripe-routes';
import { createSubscriptionStore } from './subscription-store';

export interface Billing {
  plans: PlanService;
  /** Ends what a deleted account would otherwise go on paying for. */
  beforeAccountDeletion(userId: string): Promise<void>;
}

/**
 * Plans and payments (issue 19): the plan answer, the premium gate, Stripe Checkout and its
 * webhook, and mobile purchases verified with the store-subscription service. Registered before
 * the other features' routes, whose limits it enforces.
 */
export async function registerBilling(
  app: FastifyInstance,
  { auth, database, config }: { auth: Auth; database: Database; config: Config },
): Promise<Billing> {
  const billing = config.billing ?? BILLING_OFF;
  const store = createSubscriptionStore(database.db);
  const plans = createPlanService({ billing, store });
  const stripe = billing.stripe ? await createStripeClient(billing.stripe) : undefined;
  registerPremiumGate(app, { auth, plans });
  planRoutes(app, { auth, plans });
  stripeRoutes(app, { auth, billing, store, plans, stripe, publicUrl: config.publicUrl });
  revenueCatRoutes(app, { auth, revenueCat: billing.revenueCat, store, plans });
  return { plans, beforeAccountDeletion: createStripeCancellation(stripe, store) };
}
