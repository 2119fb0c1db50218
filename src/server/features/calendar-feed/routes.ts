import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALENDAR_FEED_URL, CALENDAR_FILE_URL, calendarFileSchema } from '@core/calendar-feed';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import type { FeedService } from './feed-service';

const NO_CALENDAR = 'No calendar at this address. Make a new calendar link in Cairn’s Settings.';

/**
 * The owner manages the link signed in; calendar apps fetch the feed with the token in its
 * address alone (no cookie reaches Cairn from Google's or Apple's servers).
 */
export function calendarFeedRoutes(
  app: FastifyInstance,
  {
    auth,
    feeds,
    origin,
  }: { auth: Auth; feeds: FeedService; origin: (request: FastifyRequest) => string },
): void {
  app.get(CALENDAR_FEED_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return feeds.status(user.id);
  });

  app.post(CALENDAR_FEED_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'no-store');
    return reply.code(201).send(await feeds.create(user.id, origin(request)));
  });

  app.delete(CALENDAR_FEED_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    await feeds.remove(user.id);
    return reply.code(204).send();
  });

  app.get(`${CALENDAR_FILE_URL}/:file`, async (request, reply) => {
    // A malformed address cannot be anyone's: the same answer as a revoked one.
    const parsed = calendarFileSchema.safeParse(request.params);
    if (!parsed.success) throw notFound(NO_CALENDAR);
    const calendar = await feeds.calendar(parsed.data.file, origin(request));
    if (calendar === null) throw notFound(NO_CALENDAR);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(calendar);
  });
}
