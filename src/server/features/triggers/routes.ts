import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTriggerSchema, DUPLICATE_TRIGGER_MESSAGE, sameTriggerName } from '@core/triggers';
import { conflict, notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentTrigger, type TriggerStore } from './store';

const idParams = z.object({ id: z.uuid() });

export function triggerRoutes(
  app: FastifyInstance,
  { auth, store }: { auth: Auth; store: TriggerStore },
): void {
  app.get('/api/triggers', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return (await store.list(user.id)).map(presentTrigger);
  });

  app.post('/api/triggers', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(createTriggerSchema, request.body);
    // Compared here rather than in SQL: lower() folds only ASCII on SQLite, and a user's
    // trigger list is short.
    const names = await store.names(user.id);
    if (names.some((name) => sameTriggerName(name, input.name))) {
      throw conflict(DUPLICATE_TRIGGER_MESSAGE);
    }
    return reply.code(201).send(presentTrigger(await store.insert(user.id, input)));
  });

  app.delete('/api/triggers/:id', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    // A malformed id cannot belong to the user: it answers 404 like someone else's.
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success || !(await store.remove(user.id, parsed.data.id))) {
      throw notFound('Trigger not found');
    }
    return reply.code(204).send();
  });
}
