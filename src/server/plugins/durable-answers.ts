import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import { STATE_CHANGING } from './security';

export const SYNC_FAILED_MESSAGE =
  'Your change could not be stored safely just now. Please try again in a moment.';

/**
 * No write is answered before it is on the disk: an acknowledged save must survive a power cut
 * (docs/decisions/0029). On the embedded engine this is where the group commit waits; on
 * PostgreSQL, which syncs at each commit, it costs nothing.
 */
export function answerWritesOnceDurable(app: FastifyInstance, database: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!STATE_CHANGING.has(request.method)) return payload;
    try {
      await database.durable();
    } catch (error) {
      request.log.error({ err: error }, 'syncing writes to the disk failed');
      // Answered here, in the app's error shape: an error thrown from onSend would bypass the
      // error handler. 503 is temporary for the offline queue, which keeps the write and retries.
      reply.code(503).type('application/json; charset=utf-8').removeHeader('content-encoding');
      return JSON.stringify({ message: SYNC_FAILED_MESSAGE });
    }
    return payload;
  });
}
