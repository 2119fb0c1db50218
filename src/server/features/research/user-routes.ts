import type { FastifyInstance } from 'fastify';
import {
  enrollSchema,
  preferencesSchema,
  reconsentSchema,
  withdrawSchema,
} from '@core/research/schemas';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput, uuidParam } from '../../validate';
import type { DatasetService } from './dataset-service';
import { PARTICIPATION_NOT_FOUND, type EnrolmentService } from './enrolment-service';
import type { ParticipationService } from './participation-service';
import type { ParticipationStore } from './participation-store';
import type { PreferencesStore } from './preferences-store';
import type { StudyStore } from './study-store';
import { STUDY_NOT_FOUND, type StudyViews } from './study-views';

/**
 * A participant's side of clinical research (spec document 2 section 7: enroll and withdraw,
 * and the list, detail, consent, data and preference routes Cairn adds). Every route needs a
 * session; another person's ids read as not found.
 */
export function researchUserRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    views: StudyViews;
    enrolment: EnrolmentService;
    participationViews: ParticipationService;
    participations: ParticipationStore;
    studies: StudyStore;
    datasets: DatasetService;
    preferences: PreferencesStore;
  },
): void {
  const { auth } = deps;
  const studyId = (params: unknown) => uuidParam(params, STUDY_NOT_FOUND);
  const participationId = (params: unknown) => uuidParam(params, PARTICIPATION_NOT_FOUND);

  app.get('/api/research-studies/available', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return deps.views.available(user);
  });

  app.get('/api/research-studies/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = studyId(request.params);
    reply.header('cache-control', 'private, no-cache');
    return deps.views.detail(user, id);
  });

  app.post('/api/research-studies/:id/enroll', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = studyId(request.params);
    const input = parseInput(enrollSchema, request.body);
    return reply.code(201).send(await deps.enrolment.enrol(user, id, input));
  });

  app.get('/api/research-participation', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    await deps.participationViews.settle();
    reply.header('cache-control', 'private, no-cache');
    return deps.participationViews.list(user);
  });

  app.post('/api/research-participation/:id/withdraw', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = participationId(request.params);
    const input = parseInput(withdrawSchema, request.body ?? undefined);
    return deps.enrolment.withdraw(user, id, input.dataChoice);
  });

  app.post('/api/research-participation/:id/consent', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = participationId(request.params);
    const input = parseInput(reconsentSchema, request.body);
    return deps.enrolment.reconsent(user, id, input);
  });

  app.get('/api/research-participation/:id/data', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = participationId(request.params);
    await deps.participationViews.settle();
    const participation = await deps.participations.find(user.id, id);
    if (!participation) throw notFound(PARTICIPATION_NOT_FOUND);
    const study = await deps.studies.find(participation.study_id);
    if (!study) throw notFound(PARTICIPATION_NOT_FOUND);
    reply.header('cache-control', 'private, no-store');
    return deps.datasets.participantView(study, user.id);
  });

  app.get('/api/research-contribution', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    await deps.participationViews.settle();
    reply.header('cache-control', 'private, no-cache');
    return deps.participationViews.contribution(user);
  });

  app.get('/api/data-sharing-preferences', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return deps.preferences.get(user.id);
  });

  app.put('/api/data-sharing-preferences', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(preferencesSchema, request.body);
    return deps.preferences.put(user.id, input);
  });
}
