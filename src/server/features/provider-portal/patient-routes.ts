import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  inviteProviderSchema,
  recommendationStatusSchema,
  shareReportSchema,
  updateProviderSchema,
} from '@core/provider-portal/schemas';
import type { Auth } from '../../plugins/auth';
import { parseInput, uuidParam } from '../../validate';
import {
  PROVIDER_NOT_FOUND,
  RECOMMENDATION_NOT_FOUND,
  type ProviderService,
} from './provider-service';
import { REPORT_NOT_FOUND, type ShareService } from './share-service';

/** A malformed id cannot belong to the user: it answers 404 like someone else's. */
const idOf = uuidParam;

/**
 * The patient's side of the provider portal (spec document 2 sections 3 to 7): providers,
 * shared reports, recommendations and notes, all behind the session.
 */
export function patientProviderRoutes(
  app: FastifyInstance,
  {
    auth,
    providers,
    shares,
    publicUrl,
  }: {
    auth: Auth;
    providers: ProviderService;
    shares: ShareService;
    /** PUBLIC_URL; without it links use the origin the patient reached Cairn at. */
    publicUrl: string | undefined;
  },
): void {
  const baseUrl = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get('/api/healthcare-providers', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return providers.list(user);
  });

  app.post('/api/healthcare-providers/invite', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(inviteProviderSchema, request.body);
    return reply.code(201).send(await providers.invite(user, input, baseUrl(request)));
  });

  app.patch('/api/healthcare-providers/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = idOf(request.params, PROVIDER_NOT_FOUND);
    const input = parseInput(updateProviderSchema, request.body);
    return providers.update(user, id, input);
  });

  app.delete('/api/healthcare-providers/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    await providers.remove(user, idOf(request.params, PROVIDER_NOT_FOUND));
    return reply.code(204).send();
  });

  app.post('/api/healthcare-providers/:id/resend', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return providers.resend(user, idOf(request.params, PROVIDER_NOT_FOUND), baseUrl(request));
  });

  app.post('/api/healthcare-providers/:id/renew', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return providers.renew(user, idOf(request.params, PROVIDER_NOT_FOUND));
  });

  app.post('/api/healthcare-providers/:id/revoke', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return providers.revoke(user, idOf(request.params, PROVIDER_NOT_FOUND));
  });

  app.get('/api/healthcare-providers/:id/access-log', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return providers.accessLog(user, idOf(request.params, PROVIDER_NOT_FOUND));
  });

  app.get('/api/shared-reports', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return shares.list(user);
  });

  app.post('/api/shared-reports', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(shareReportSchema, request.body);
    return reply.code(201).send(await shares.share(user, input, baseUrl(request)));
  });

  app.post('/api/shared-reports/:id/revoke', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return shares.revoke(user, idOf(request.params, REPORT_NOT_FOUND));
  });

  app.get('/api/treatment-recommendations', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return providers.recommendations(user);
  });

  app.patch('/api/treatment-recommendations/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = idOf(request.params, RECOMMENDATION_NOT_FOUND);
    const { status } = parseInput(recommendationStatusSchema, request.body);
    return providers.respond(user, id, status);
  });

  app.get('/api/provider-notes', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return providers.notes(user);
  });
}
