import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import type { SettingsStore } from '../settings/store';

/** The weekly PEG check-in's routes (issue 20). */
export function registerPeg(
  _app: FastifyInstance,
  _deps: { auth: Auth; database: Database; settings: SettingsStore },
): void {}
