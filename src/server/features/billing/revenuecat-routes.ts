import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mobileSyncSchema } from '@core/billing/schemas';
import type { MobileSyncAnswer } from '@core/billing/subscription';
import { acceptsChange } from '@core/billing/subscription-change';
import type { RevenueCatConfig } from '../../config';
import { HttpError, unauthorized } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { createRateLimiter } from '../../plugins/rate-limit';
import { parseInput } from '../../validate';
import type { PlanService } from './plan-service';
import {
  createRevenueCatClient,
  RevenueCatError,
  type RevenueCatClient,
} from './revenuecat-client';
import { revenueCatChange, type RevenueCatSubscriber } from './revenuecat-entitlement';
import type { SubscriptionStore } from './subscription-store';

export const SYNC_MOBILE_URL = '/api/user/subscription/sync-mobile';
export const REVENUECAT_WEBHOOK_URL = '/api/billing/revenuecat-webhook';

export const MOBILE_NOT_VERIFIABLE_MESSAGE =
  'Mobile purchases cannot be verified on this server. Premium bought in the app will show here once the server is set up to verify it.';
export const REVENUECAT_DOWN_MESSAGE =
  'The purchase check (RevenueCat) cannot be reached right now, so your plan was not changed. Please try again in a few minutes.';
export const SYNC_TOO_OFTEN_MESSAGE =
  'Your purchases were checked a moment ago. Please wait a minute before checking again.';
/** Each check asks RevenueCat; a person restoring purchases needs a few, not hundreds. */
export const SYNCS_PER_MINUTE = 10;
export const REVENUECAT_REFUSED_MESSAGE =
  'The purchase check (RevenueCat) did not accept this server’s request, so your plan was not changed. The server’s RevenueCat key may be wrong; please contact support.';

/** RevenueCat's own ids for customers who never signed in: never a Cairn account. */
const ANONYMOUS_PREFIX = '$RCAnonymousID:';
const ID_MAX = 200;

const appUserId = z.string({ error: 'must be text' }).max(1000, { error: 'is too long' });

/**
 * RevenueCat's webhook body (https://www.revenuecat.com/docs/integrations/webhooks), read loosely:
 * only what says whose subscription to look up. A TRANSFER event names no app_user_id but the
 * ids the purchases moved between.
 */
const webhookSchema = z.looseObject({
  api_version: z.string().optional(),
  event: z
    .looseObject(
      {
        id: z.string({ error: 'must be text' }).min(1, { error: 'must not be empty' }).max(200),
        type: z.string({ error: 'must be text' }).min(1, { error: 'must not be empty' }).max(100),
        app_user_id: appUserId.nullish(),
        transferred_from: z.array(appUserId).max(100).nullish(),
        transferred_to: z.array(appUserId).max(100).nullish(),
      },
      { error: 'must be an object' },
    )
    .refine((event) => event.type === 'TRANSFER' || typeof event.app_user_id === 'string', {
      error: 'must be text',
      path: ['app_user_id'],
    }),
});

/** Equal in constant time: both sides are hashed first, so even the length is not compared. */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function upstreamFailure(error: unknown): HttpError {
  if (error instanceof RevenueCatError && error.kind === 'refused') {
    return new HttpError(502, REVENUECAT_REFUSED_MESSAGE);
  }
  return new HttpError(502, REVENUECAT_DOWN_MESSAGE);
}

/**
 * Mobile purchases (issue 19, spec section 7), verified with RevenueCat:
 *
 * - `POST /api/user/subscription/sync-mobile`: the app says it bought premium. Nothing it says is
 *   believed; the server asks RevenueCat about the signed-in person and stores that.
 * - `POST /api/billing/revenuecat-webhook`: RevenueCat says something changed. The body only says
 *   whom to look up again, so events arriving late or out of order store the current state.
 *   Only registered when REVENUECAT_WEBHOOK_AUTH is set; refused without that exact
 *   Authorization header.
 */
export function revenueCatRoutes(
  app: FastifyInstance,
  {
    auth,
    revenueCat,
    store,
    plans,
    client: givenClient,
    clock = () => new Date(),
  }: {
    auth: Auth;
    revenueCat: RevenueCatConfig | undefined;
    store: SubscriptionStore;
    plans: PlanService;
    /** Tests may pass their own; otherwise made from the configuration. */
    client?: RevenueCatClient;
    clock?: () => Date;
  },
): void {
  const client = givenClient ?? (revenueCat ? createRevenueCatClient(revenueCat) : undefined);
  // Per process on purpose: it only keeps one account from hammering RevenueCat through this
  // instance; the answer is the same whichever instance asks, so nothing is gained by sharing.
  const syncs = createRateLimiter({ max: SYNCS_PER_MINUTE, windowMs: 60_000 });

  /** Stores what RevenueCat says, unless it would end a premium Stripe gave. */
  async function apply(userId: string, subscriber: RevenueCatSubscriber): Promise<void> {
    const now = clock();
    const change = revenueCatChange(subscriber, now);
    const stored = await store.planOf(userId);
    if (!stored) return;
    if (acceptsChange(stored, change, now)) await store.setSubscription(userId, change);
  }

  async function lookUp(
    request: FastifyRequest,
    rc: RevenueCatClient,
    userId: string,
  ): Promise<RevenueCatSubscriber> {
    try {
      return await rc.subscriber(userId);
    } catch (error) {
      request.log.warn(
        {
          kind: error instanceof RevenueCatError ? error.kind : 'unknown',
          status: error instanceof RevenueCatError ? error.status : undefined,
        },
        'RevenueCat request failed',
      );
      throw upstreamFailure(error);
    }
  }

  app.post(SYNC_MOBILE_URL, async (request, reply): Promise<MobileSyncAnswer> => {
    const user = await auth.requireUser(request, reply);
    // Checked so a broken app gets a clear answer; the claim itself decides nothing.
    parseInput(mobileSyncSchema, request.body);
    if (!client) throw new HttpError(501, MOBILE_NOT_VERIFIABLE_MESSAGE);
    await syncs.hit(user.id, SYNC_TOO_OFTEN_MESSAGE);
    const subscriber = await lookUp(request, client, user.id);
    await apply(user.id, subscriber);
    reply.header('cache-control', 'no-store');
    return plans.summary(user);
  });

  const webhookAuth = revenueCat?.webhookAuth;
  if (!client || !webhookAuth) return;

  app.post(REVENUECAT_WEBHOOK_URL, {
    // Refused before the body is even read.
    onRequest: async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!sameSecret(request.headers.authorization, webhookAuth)) throw unauthorized();
    },
    handler: async (request) => {
      const { event } = parseInput(webhookSchema, request.body);
      if (event.type === 'TEST') return { received: true };
      const key = `revenuecat:${event.id}`;
      if (await store.eventHandled(key)) return { received: true };

      const named =
        event.type === 'TRANSFER'
          ? [...(event.transferred_from ?? []), ...(event.transferred_to ?? [])]
          : [event.app_user_id ?? ''];
      const candidates = [...new Set(named)].filter(
        (id) => id !== '' && id.length <= ID_MAX && !id.startsWith(ANONYMOUS_PREFIX),
      );
      for (const userId of candidates) {
        if (!(await store.userExists(userId))) continue;
        // Not recorded when RevenueCat cannot answer: the 502 makes RevenueCat send it again.
        await apply(userId, await lookUp(request, client, userId));
      }
      await store.recordEvent(key, 'revenuecat', event.type);
      return { received: true };
    },
  });
}
