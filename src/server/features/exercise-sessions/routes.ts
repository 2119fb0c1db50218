import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exerciseSessionSchema } from '@core/exercise-sessions';
import { localDate } from '@core/time-zone';
import { conflict } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentSession, type ExerciseSessionStore } from './store';

export const SESSION_ID_IN_USE_MESSAGE = 'id: This session id is already in use';

export function exerciseSessionRoutes(
  app: FastifyInstance,
  {
    auth,
    store,
    clock = () => new Date(),
  }: { auth: Auth; store: ExerciseSessionStore; clock?: () => Date },
): void {
  app.get('/api/exercise-sessions', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return (await store.list(user.id)).map(presentSession);
  });

  /** Records a completed exercise. Sending the same id again answers the stored one (200). */
  app.post('/api/exercise-sessions', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(exerciseSessionSchema, request.body);
    const completedAt = input.completedAt ? new Date(input.completedAt) : clock();
    const inserted = await store.insert({
      id: input.id ?? randomUUID(),
      user_id: user.id,
      exercise_id: input.exerciseId,
      date: localDate(completedAt, user.timeZone),
      completed_at: completedAt.toISOString(),
      duration_seconds: input.durationSeconds,
    });
    if (inserted) return reply.code(201).send(presentSession(inserted));
    const earlier = input.id ? await store.find(user.id, input.id) : undefined;
    if (!earlier) throw conflict(SESSION_ID_IN_USE_MESSAGE);
    return reply.code(200).send(presentSession(earlier));
  });
}
