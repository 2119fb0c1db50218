import type { FastifyInstance } from 'fastify';
import { ALERTS_URL } from '@core/biometrics/constants';
import { alertUpdateSchema } from '@core/biometrics/schemas';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput, uuidParam } from '../../validate';
import type { AlertStore } from './alert-store';

export const ALERT_NOT_FOUND = 'Alert not found';

/** Health alerts: read, mark read or resolved (spec document 2 section 3). */
export function alertRoutes(
  app: FastifyInstance,
  { auth, alerts }: { auth: Auth; alerts: AlertStore },
): void {
  app.get(ALERTS_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return alerts.list(user.id);
  });

  app.patch(`${ALERTS_URL}/:id`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = uuidParam(request.params, ALERT_NOT_FOUND);
    const input = parseInput(alertUpdateSchema, request.body);
    const alert = await alerts.update(user.id, id, input);
    if (!alert) throw notFound(ALERT_NOT_FOUND);
    return alert;
  });

  app.post(`${ALERTS_URL}/read-all`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return { updated: await alerts.readAll(user.id) };
  });
}
