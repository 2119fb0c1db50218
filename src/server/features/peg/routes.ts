import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isoWeek, pegAnswerSchema, weekStart, type PegCurrent } from '@core/peg';
import { localDate } from '@core/time-zone';
import { HttpError } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentCheckin } from './presenter';
import type { PegStore } from './store';

export const PEG_CHECKINS_URL = '/api/peg-checkins';
export const PEG_CURRENT_URL = '/api/peg-checkins/current';

/** A week that has not begun cannot be looked back on. */
function futureWeek(current: string): HttpError {
  const message = `Week must not be after this week (${current})`;
  return new HttpError(400, `week: ${message}`, [{ path: 'week', message }]);
}

/**
 * The weekly PEG check-in. "This week" is the ISO week of today in the user's time zone, so an
 * answer given on a Sunday evening belongs to the week that is ending, wherever the server is.
 */
export function pegRoutes(
  app: FastifyInstance,
  { auth, store, clock }: { auth: Auth; store: PegStore; clock: () => Date },
): void {
  const weekOf = (now: Date, timeZone: string) => isoWeek(localDate(now, timeZone));

  app.get(PEG_CHECKINS_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return (await store.list(user.id)).map(presentCheckin);
  });

  app.get(PEG_CURRENT_URL, async (request, reply): Promise<PegCurrent> => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    const week = weekOf(clock(), user.timeZone);
    const row = await store.find(user.id, week);
    return { week, weekStart: weekStart(week)!, checkin: row ? presentCheckin(row) : null };
  });

  /** One answer per week: answering the same week again replaces the answers (200). */
  app.post(PEG_CHECKINS_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(pegAnswerSchema, request.body);
    const now = clock();
    const current = weekOf(now, user.timeZone);
    const week = input.week ?? current;
    // Week names sort as the weeks do.
    if (week > current) throw futureWeek(current);
    const { row, created } = await store.save({
      id: randomUUID(),
      userId: user.id,
      week,
      pain: input.pain,
      enjoyment: input.enjoyment,
      activity: input.activity,
      answeredAt: now.toISOString(),
    });
    return reply.code(created ? 201 : 200).send(presentCheckin(row));
  });
}
