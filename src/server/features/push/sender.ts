import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_GRACE_MINUTES, type ReminderKind } from '@core/reminder-delivery';
import type { PushOutcome, PushSender } from './register';
import type { Delivery, PushClient } from './push-client';
import type { PushStore, PushSubscriptionRow } from './store';

/**
 * How long a push service keeps a message for a phone that is off. Past it the message is
 * dropped, which is right: a dose reminder a day late would mislead, so it lives no longer than
 * the scheduler would still send it late; a test is only useful while the person waits for it.
 */
export const PUSH_TTL_SECONDS: Record<ReminderKind, number> = {
  dose: REMINDER_GRACE_MINUTES * 60,
  'daily-checkin': 4 * 60 * 60,
  peg: 24 * 60 * 60,
  test: 10 * 60,
};

const NOTHING_SENT: PushOutcome = { delivered: 0, removed: 0, failed: 0 };

/**
 * Sends one payload to all of a person's devices at once. Devices the push service no longer
 * knows are removed; others that fail are kept for the next time. Never throws: a reminder that
 * cannot go out must not stop the others. One log line per send that went wrong, with counts
 * and reasons only.
 */
export function createPushSender({
  store,
  client,
  log,
  now = () => new Date(),
}: {
  store: PushStore;
  client: PushClient;
  log: FastifyBaseLogger;
  now?: () => Date;
}): PushSender {
  return {
    async hasDevices(userId) {
      return (await store.count(userId)) > 0;
    },

    async sendToUser(userId, payload) {
      let devices: PushSubscriptionRow[];
      try {
        devices = await store.list(userId);
      } catch (error) {
        log.error({ kind: payload.kind, err: error }, 'Web Push: could not read the devices');
        return NOTHING_SENT;
      }
      if (devices.length === 0) return NOTHING_SENT;

      const message = { body: JSON.stringify(payload), ttlSeconds: PUSH_TTL_SECONDS[payload.kind] };
      const results = await Promise.all(
        devices.map((device) =>
          client.deliver(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            message,
          ),
        ),
      );
      const idsWhere = (result: Delivery['result']) =>
        devices.filter((_, i) => results[i]!.result === result).map((device) => device.id);
      const delivered = idsWhere('delivered');
      const gone = idsWhere('gone');
      const reasons: Record<string, number> = {};
      for (const result of results) {
        if (result.result === 'failed') reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
      }

      try {
        await store.removeMany(userId, gone);
        await store.markSent(userId, delivered, now().toISOString());
      } catch (error) {
        log.error({ kind: payload.kind, err: error }, 'Web Push: could not record the send');
      }

      const outcome: PushOutcome = {
        delivered: delivered.length,
        removed: gone.length,
        failed: devices.length - delivered.length - gone.length,
      };
      if (outcome.failed > 0) {
        const refused = reasons['HTTP 401'] || reasons['HTTP 403'];
        log.warn(
          { kind: payload.kind, ...outcome, reasons },
          refused
            ? 'Web Push: a push service refused the VAPID token; check VAPID_SUBJECT and the keys'
            : 'Web Push: some devices could not be reached',
        );
      } else if (outcome.removed > 0) {
        log.info(
          { kind: payload.kind, ...outcome },
          'Web Push: removed devices the push service no longer knows',
        );
      }
      return outcome;
    },
  };
}
