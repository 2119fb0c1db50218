import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createMedicationSchema,
  doseLogSchema,
  quickLogSchema,
  updateMedicationSchema,
} from '@core/medications';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { NOT_FOUND_MESSAGE, type MedicationService } from './service';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The quick log sends an entryId marker and no frequency; a full create never has entryId. */
function isQuickLog(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return 'entryId' in body && !('frequency' in body);
}

export function medicationRoutes(
  app: FastifyInstance,
  { auth, service }: { auth: Auth; service: MedicationService },
): void {
  function medicationId(params: unknown): string {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw notFound(NOT_FOUND_MESSAGE);
    return parsed.data.id;
  }

  app.get('/api/medications/detailed', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return service.detailed(user);
  });

  app.get('/api/medications/today-schedule', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return service.todaySchedule(user);
  });

  app.post('/api/medications', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    if (isQuickLog(request.body)) {
      const input = parseInput(quickLogSchema, request.body);
      return reply.code(201).send(await service.quickLog(user, input));
    }
    const input = parseInput(createMedicationSchema, request.body);
    return reply.code(201).send(await service.create(user, input));
  });

  app.post('/api/medications/logs', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(doseLogSchema, request.body);
    const { log, created } = await service.logDose(user, input);
    return reply.code(created ? 201 : 200).send(log);
  });

  app.patch('/api/medications/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = medicationId(request.params);
    const input = parseInput(updateMedicationSchema, request.body);
    return service.update(user, id, input);
  });

  app.delete('/api/medications/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    await service.remove(user, medicationId(request.params));
    return reply.code(204).send();
  });
}
