import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { parseInput } from '../../validate';
import type { SettingsStore } from '../settings/store';
import {
  INVALID_UNSUBSCRIBE_LINK,
  UNSUBSCRIBE_URL,
  unsubscribeInput,
  unsubscribeSchema,
} from './unsubscribe-schema';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/**
 * One-click unsubscribe (RFC 8058): no session, the signed token is the proof. Only POST turns
 * e-mails off; a GET of this address (a link scanner following every link in an e-mail) finds
 * nothing, and the link a person clicks opens the /unsubscribe page, which asks first.
 */
export function unsubscribeRoutes(
  app: FastifyInstance,
  { db, settings, secret }: { db: Kysely<DatabaseSchema>; settings: SettingsStore; secret: string },
): void {
  app.post(UNSUBSCRIBE_URL, async (request, reply) => {
    const { token } = parseInput(unsubscribeSchema, unsubscribeInput(request.body, request.query));
    const userId = verifyUnsubscribeToken(secret, token);
    if (userId === null) {
      throw new HttpError(400, `token: ${INVALID_UNSUBSCRIBE_LINK}`, [
        { path: 'token', message: INVALID_UNSUBSCRIBE_LINK },
      ]);
    }
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound('This account no longer exists.');
    await settings.update(user.id, { reminderEmail: false });
    reply.header('cache-control', 'no-store');
    return { unsubscribed: true };
  });
}
