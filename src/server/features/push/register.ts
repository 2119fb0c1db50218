import type { FastifyInstance } from 'fastify';
import type { PushPayload } from '@core/reminder-delivery';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';

export interface PushOutcome {
  /** Devices the push service accepted the message for. */
  delivered: number;
  /** Subscriptions removed because the push service answered 404 or 410. */
  removed: number;
  /** Devices that failed for another reason (kept; tried again next time). */
  failed: number;
}

export interface PushSender {
  /** Sends one payload to every device of the user; never throws. */
  sendToUser(userId: string, payload: PushPayload): Promise<PushOutcome>;
  /** Whether the user has at least one device subscribed. */
  hasDevices(userId: string): Promise<boolean>;
}

/** Web Push (issue 20): the devices' subscriptions and the VAPID-signed sender. */
export function registerPush(
  _app: FastifyInstance,
  _deps: { auth: Auth; database: Database; config: Config },
): PushSender {
  return {
    sendToUser: async () => ({ delivered: 0, removed: 0, failed: 0 }),
    hasDevices: async () => false,
  };
}
