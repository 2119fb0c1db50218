import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import type { SettingsStore } from '../settings/store';

/** The private calendar feed of medication schedules and the daily check-in (issue 20). */
export function registerCalendarFeed(
  _app: FastifyInstance,
  _deps: { auth: Auth; database: Database; config: Config; settings: SettingsStore },
): void {}
