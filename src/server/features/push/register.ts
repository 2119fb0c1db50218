import type { FastifyInstance } from 'fastify';
import type { PushPayload } from '@core/reminder-delivery';
import type { Config, PushConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import { createPushClient } from './push-client';
import { pushRoutes } from './routes';
import { createPushSender } from './sender';
import { createPushStore } from './store';
import { generateVapidKeys, isReachableContact, PLACEHOLDER_VAPID_SUBJECT } from './vapid-keys';

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
  app: FastifyInstance,
  { auth, database, config }: { auth: Auth; database: Database; config: Config },
): PushSender {
  const vapid = config.push ?? processVapid();
  if (!isReachableContact(vapid.subject)) {
    app.log.warn(
      `Web Push: the contact ${vapid.subject} is not one a push service can reach, and Apple's refuses it; set VAPID_SUBJECT (or SUPPORT_EMAIL, or an https PUBLIC_URL)`,
    );
  }
  // Sends still in flight when the server stops are cut short rather than holding it open.
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  const store = createPushStore(database.db);
  const sender = createPushSender({
    store,
    client: createPushClient(vapid, { signal: closing.signal }),
    log: app.log,
  });
  pushRoutes(app, {
    auth,
    store,
    sender,
    publicKey: vapid.publicKey,
    allowHttpEndpoints: vapid.allowHttpEndpoints === true,
  });
  return sender;
}

let processKeys: PushConfig | undefined;

/**
 * A configuration built by hand (loadConfig always sets `push`) still gets a working pair, the
 * same one for the whole process; it is not kept, so it lasts only as long as the process.
 */
function processVapid(): PushConfig {
  processKeys ??= { ...generateVapidKeys(), subject: PLACEHOLDER_VAPID_SUBJECT };
  return processKeys;
}
