import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FLARE_ALERTS_URL, PREDICTIONS_URL } from '@core/prediction/api';
import {
  flareAlertSettingsSchema,
  flareAlertUpdateSchema,
} from '@core/prediction/flare-alert-schemas';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { ALERT_NOT_FOUND, type PredictionService } from './service';

const idParams = z.object({ id: z.string().min(1).max(100) });

export function predictionRoutes(
  app: FastifyInstance,
  { auth, service }: { auth: Auth; service: PredictionService },
): void {
  app.get(PREDICTIONS_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return service.predictions(user);
  });

  app.get(FLARE_ALERTS_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return service.alerts(user);
  });

  app.patch(FLARE_ALERTS_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const change = parseInput(flareAlertSettingsSchema, request.body);
    return service.changeAlertSettings(user, change);
  });

  app.patch(`${FLARE_ALERTS_URL}/:id`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const params = idParams.safeParse(request.params);
    if (!params.success) throw notFound(ALERT_NOT_FOUND);
    parseInput(flareAlertUpdateSchema, request.body);
    return service.acknowledge(user, params.data.id);
  });
}
