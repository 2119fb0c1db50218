import type { FastifyInstance, FastifyReply } from 'fastify';
import { datasetQuerySchema, studyInputSchema, studyPhaseSchema } from '@core/research/schemas';
import { asDownload } from '../../download';
import type { Auth } from '../../plugins/auth';
import { parseInput, uuidParam } from '../../validate';
import type { AdminStudyService } from './admin-study-service';
import type { DatasetService } from './dataset-service';
import { STUDY_NOT_FOUND } from './study-views';

/** Other people's enrolment and data: never kept by a browser or proxy cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * The Admin Dashboard's Research Studies tab. Every handler starts with requireAdmin: 401
 * signed out, 403 for anyone who is not an admin, before the input is read.
 */
export function researchAdminRoutes(
  app: FastifyInstance,
  { auth, studies, datasets }: { auth: Auth; studies: AdminStudyService; datasets: DatasetService },
): void {
  const BASE = '/api/admin/research-studies';
  const idOf = (params: unknown) => uuidParam(params, STUDY_NOT_FOUND);

  app.get(BASE, async (request, reply) => {
    await auth.requireAdmin(request, reply);
    noStore(reply);
    return studies.list();
  });

  app.post(BASE, async (request, reply) => {
    const admin = await auth.requireAdmin(request, reply);
    noStore(reply);
    const input = parseInput(studyInputSchema, request.body);
    return reply.code(201).send(await studies.create(admin, input));
  });

  app.get(`${BASE}/:id`, async (request, reply) => {
    await auth.requireAdmin(request, reply);
    noStore(reply);
    return studies.get(idOf(request.params));
  });

  app.put(`${BASE}/:id`, async (request, reply) => {
    const admin = await auth.requireAdmin(request, reply);
    noStore(reply);
    const id = idOf(request.params);
    const input = parseInput(studyInputSchema, request.body);
    return studies.update(admin, id, input);
  });

  app.post(`${BASE}/:id/phase`, async (request, reply) => {
    const admin = await auth.requireAdmin(request, reply);
    noStore(reply);
    const id = idOf(request.params);
    const { phase } = parseInput(studyPhaseSchema, request.body);
    return studies.setPhase(admin, id, phase);
  });

  app.get(`${BASE}/:id/dataset`, async (request, reply) => {
    const admin = await auth.requireAdmin(request, reply);
    noStore(reply);
    const id = idOf(request.params);
    const { format } = parseInput(datasetQuerySchema, request.query, 'query');
    const file = await datasets.download(admin, id, format);
    asDownload(reply, file.fileName, file.contentType);
    noStore(reply);
    return reply.send(file.body);
  });
}
