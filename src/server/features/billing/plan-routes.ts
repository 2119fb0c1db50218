import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../plugins/auth';
import type { PlanService } from './plan-service';

export const PLAN_URL = '/api/billing/plan';

export function planRoutes(
  app: FastifyInstance,
  { auth, plans }: { auth: Auth; plans: PlanService },
): void {
  app.get(PLAN_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return plans.summary(user);
  });
}
