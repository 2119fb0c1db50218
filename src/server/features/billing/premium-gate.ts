import type { FastifyInstance } from 'fastify';
import { premiumSectionAnswer } from '@core/billing/entitlements';
import { PREMIUM_SECTIONS } from '@core/billing/plans';
import type { Auth } from '../../plugins/auth';
import type { PlanService } from './plan-service';
import { premiumSectionOf } from './premium-routes';
import { upgradeRequired } from './upgrade-required';

/**
 * Locks the premium sections' API on the free plan with a 402, in one place, so a new route
 * under a premium prefix is locked unless it is listed as never locked. Registered before the
 * routes so its hook runs for all of them; a visitor without a session falls through to the
 * route's own 401.
 */
export function registerPremiumGate(
  app: FastifyInstance,
  { auth, plans }: { auth: Auth; plans: PlanService },
): void {
  if (plans.billing.mode === 'off') return;
  app.addHook('preHandler', async (request, reply) => {
    const section = premiumSectionOf(request.method, request.routeOptions.url ?? '');
    if (!section) return;
    const user = await auth.userOf(request, reply);
    if (!user || plans.entitlements(user).premium) return;
    const title = PREMIUM_SECTIONS.find((entry) => entry.id === section)?.title ?? 'This section';
    throw upgradeRequired(premiumSectionAnswer(title));
  });
}
