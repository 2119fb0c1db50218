import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import type { SettingsStore } from '../settings/store';
import { pegRoutes } from './routes';
import { createPegStore } from './store';

/**
 * The weekly PEG check-in's routes (issue 20). The settings (day, time, on or off) decide only
 * when the reminder asks; a check-in can be answered on any day of the week.
 */
export function registerPeg(
  app: FastifyInstance,
  { auth, database }: { auth: Auth; database: Database; settings: SettingsStore },
): void {
  pegRoutes(app, { auth, store: createPegStore(database.db), clock: () => new Date() });
}
