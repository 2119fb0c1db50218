import type { FastifyInstance } from 'fastify';
import { analyticsQuerySchema } from '@core/analytics-query';
import { addDays } from '@core/calendar';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { AnalyticsStore, DateWindow } from './store';

/** The last `days` calendar days in the user's time zone, today included. */
function windowFor(user: ApiUser, query: unknown, now: Date): DateWindow {
  const { days } = parseInput(analyticsQuerySchema, query, 'query');
  const to = localDate(now, user.timeZone);
  return { from: addDays(to, -(days - 1)), to };
}

export function analyticsRoutes(
  app: FastifyInstance,
  {
    auth,
    store,
    clock = () => new Date(),
  }: { auth: Auth; store: AnalyticsStore; clock?: () => Date },
): void {
  app.get('/api/analytics/pain-trends', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const window = windowFor(user, request.query, clock());
    reply.header('cache-control', 'private, no-cache');
    return store.painTrend(user.id, window);
  });

  app.get('/api/analytics/symptom-frequency', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const window = windowFor(user, request.query, clock());
    reply.header('cache-control', 'private, no-cache');
    return store.symptomFrequency(user.id, window);
  });
}
