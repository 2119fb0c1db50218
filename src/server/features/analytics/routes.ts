import type { FastifyInstance } from 'fastify';
import { analyticsQuerySchema } from '@core/analytics-query';
import { addDays } from '@core/calendar';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { AnalyticsStore, DateWindow } from './store';

/** The last `days` calendar days in the user's time zone, today included. */
function windowFor(user: ApiUser, days: number, now: Date): DateWindow {
  const to = localDate(now, user.timeZone);
  return { from: addDays(to, -(days - 1)), to };
}

export function analyticsRoutes(
  app: FastifyInstance,
  {
    auth,
    store,
    clock = () => new Date(),
    allowWindow = () => {},
  }: {
    auth: Auth;
    store: AnalyticsStore;
    clock?: () => Date;
    /** Throws when the person's plan does not reach back `days` days (402 on the free plan). */
    allowWindow?: (user: ApiUser, days: number) => void;
  },
): void {
  function allowedWindow(user: ApiUser, query: unknown): DateWindow {
    const { days } = parseInput(analyticsQuerySchema, query, 'query');
    allowWindow(user, days);
    return windowFor(user, days, clock());
  }

  app.get('/api/analytics/pain-trends', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const window = allowedWindow(user, request.query);
    reply.header('cache-control', 'private, no-cache');
    return store.painTrend(user.id, window);
  });

  app.get('/api/analytics/symptom-frequency', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const window = allowedWindow(user, request.query);
    reply.header('cache-control', 'private, no-cache');
    return store.symptomFrequency(user.id, window);
  });
}
