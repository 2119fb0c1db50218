import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';

export interface ReminderMailTarget {
  userId: string;
  email: string;
  name: string;
}

export interface ReminderMailer {
  /** Sends one reminder e-mail; resolves false when it could not be sent. Never throws. */
  send(to: ReminderMailTarget, kind: 'daily-checkin' | 'peg'): Promise<boolean>;
  close(): void;
}

/** E-mail reminders and their one-click unsubscribe (issue 20). */
export function registerReminderMail(
  _app: FastifyInstance,
  _deps: { database: Database; config: Config },
): ReminderMailer {
  return { send: async () => false, close: () => {} };
}
