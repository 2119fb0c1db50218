import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import type { SettingsStore } from '../settings/store';
import { createFeedService } from './feed-service';
import { createFeedStore } from './feed-store';
import { calendarFeedRoutes } from './routes';

/** The private calendar feed of medication schedules and the daily check-in (issue 20). */
export function registerCalendarFeed(
  app: FastifyInstance,
  {
    auth,
    database,
    config,
    settings,
  }: { auth: Auth; database: Database; config: Config; settings: SettingsStore },
): void {
  // PUBLIC_URL when set; else the address the person reached Cairn at, which their calendar
  // app, on the same network or the internet, most likely reaches too.
  const origin = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;
  calendarFeedRoutes(app, {
    auth,
    feeds: createFeedService({ store: createFeedStore(database.db), settings }),
    origin,
  });
}
