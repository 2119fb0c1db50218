import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CODE_ATTEMPTS } from '@core/provider-portal/constants';
import type { PermissionKey } from '@core/provider-portal/permissions';
import {
  clinicianNoteSchema,
  clinicianRecommendationSchema,
  followUpSchema,
  medicationChangeSchema,
  verifyCodeSchema,
} from '@core/provider-portal/schemas';
import {
  CLINICIAN_ROUTE_PERMISSIONS,
  type AccessAction,
  type ClinicianSession,
} from '@core/provider-portal/types';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { databaseRateLimiters } from '../../plugins/database-rate-limit';
import { parseInput } from '../../validate';
import type { AnalysisStore } from '../analysis/store';
import type { MedicationService } from '../medications/service';
import { recordAccess } from './access-events';
import {
  assertAccess,
  assertPermission,
  CLINICIAN_MESSAGES,
  ClinicianRefusal,
  findClinician,
  type Clinician,
} from './clinician-auth';
import { createClinicianStore } from './clinician-store';
import { createClinicianViews } from './clinician-views';
import { presentNote, presentRecommendation, presentSnapshot } from './presenters';
import { codeMatches } from './secrets';

/** Generous for a clinician reading a record; a guesser of tokens or codes runs out fast. */
export const CLINICIAN_REQUESTS_PER_IP = 300;
export const CODE_TRIES_PER_IP = 20;
const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';
export const REPORT_NOT_FOUND = 'Report not found';

export interface ClinicianRouteDeps {
  db: Kysely<DatabaseSchema>;
  analysis: AnalysisStore;
  medications: MedicationService;
  clock?: () => Date;
  /** Tests lower or raise the per-IP allowances. */
  rateLimits?: { requestsPerIp?: number; codeTriesPerIp?: number };
}

interface Outcome<T> {
  body: T;
  /** Overrides the route's action (verify: code.confirmed, or portal.viewed when already done). */
  action?: AccessAction;
  detail?: string | null;
  status?: number;
}

interface RouteSpec {
  action: AccessAction;
  /** The session and verify routes work before the code is confirmed. */
  allowUnverified?: boolean;
}

type Key = keyof typeof CLINICIAN_ROUTE_PERMISSIONS;
const permissionFor = (method: string, url: string): PermissionKey | null =>
  CLINICIAN_ROUTE_PERMISSIONS[`${method} ${url}` as Key] ?? null;

/**
 * The clinician's side of the portal: no account, a link token as `Authorization: Bearer`.
 * Every request whose token names a live link writes exactly one access-log row, whatever its
 * outcome, before it is answered; answers are never stored by a browser or indexed.
 */
export function clinicianRoutes(app: FastifyInstance, deps: ClinicianRouteDeps): void {
  const clock = deps.clock ?? (() => new Date());
  const store = createClinicianStore(deps.db);
  const views = createClinicianViews({
    store,
    analysis: deps.analysis,
    medications: deps.medications,
  });
  // Counted in the database: every instance shares one allowance per address.
  const limiters = databaseRateLimiters(deps.db);
  const requests = limiters('clinician.requests', {
    max: deps.rateLimits?.requestsPerIp ?? CLINICIAN_REQUESTS_PER_IP,
    windowMs: WINDOW_MS,
  });
  const codeTries = limiters('clinician.code-tries', {
    max: deps.rateLimits?.codeTriesPerIp ?? CODE_TRIES_PER_IP,
    windowMs: WINDOW_MS,
  });

  async function serve<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: RouteSpec,
    run: (clinician: Clinician, now: Date) => Promise<Outcome<T>>,
  ): Promise<T> {
    const now = clock();
    const clinician = await findClinician(store, request.headers.authorization);
    const log = (action: AccessAction, detail: string | null) =>
      recordAccess(deps.db, {
        userId: clinician.userId,
        providerId: clinician.provider.id,
        action,
        detail,
        via: clinician.via,
        at: now,
      });
    try {
      assertAccess(clinician, now, spec.allowUnverified ?? false);
      const permission = permissionFor(request.method, request.routeOptions.url ?? '');
      assertPermission(clinician, permission);
      const outcome = await run(clinician, now);
      await log(outcome.action ?? spec.action, outcome.detail ?? null);
      reply.code(outcome.status ?? 200);
      return outcome.body;
    } catch (error) {
      // Refusals are logged too; an unexpected failure is the server's, not the clinician's.
      if (error instanceof HttpError) {
        const refusal = error instanceof ClinicianRefusal ? error : undefined;
        await log(refusal?.action ?? 'request.refused', refusal?.detail ?? null);
      }
      throw error;
    }
  }

  async function verify(clinician: Clinician, body: unknown, now: Date) {
    const { userId, provider } = clinician;
    // A second submit after success (a double click, a reload) just opens the portal.
    if (provider.verified_at !== null) {
      return { body: await views.portal(clinician), action: 'portal.viewed' as const };
    }
    const { code } = parseInput(verifyCodeSchema, body);
    if (provider.code_hash !== null && codeMatches(provider.id, code, provider.code_hash)) {
      // Conditional on the attempts left, so a right code racing the locking one cannot win.
      if (!(await store.confirmCode(userId, provider.id, now))) {
        throw new ClinicianRefusal(423, CLINICIAN_MESSAGES.locked);
      }
      return { body: await views.portal(clinician), action: 'code.confirmed' as const };
    }
    const used = await store.countWrongCode(userId, provider.id, now);
    if (used === undefined || used >= CODE_ATTEMPTS) {
      throw new ClinicianRefusal(423, CLINICIAN_MESSAGES.locked, 'code.locked');
    }
    const left = CODE_ATTEMPTS - used;
    throw new ClinicianRefusal(
      400,
      `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      'code.wrong',
    );
  }

  const routes = async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request) => {
      await requests.hit(request.ip, TOO_MANY_REQUESTS);
    });
    // Patient data: no browser or proxy cache keeps it, no search engine lists the portal.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return payload;
    });

    scope.get('/api/clinician/session', (request, reply) =>
      serve(
        request,
        reply,
        { action: 'link.opened', allowUnverified: true },
        async ({ provider }): Promise<Outcome<ClinicianSession>> => ({
          body: {
            codeRequired: provider.verified_at === null,
            codeAttemptsLeft: Math.max(0, CODE_ATTEMPTS - provider.code_attempts),
          },
        }),
      ),
    );

    scope.post('/api/clinician/verify', async (request, reply) => {
      await codeTries.hit(request.ip, TOO_MANY_REQUESTS);
      return serve(request, reply, { action: 'code.confirmed', allowUnverified: true }, (c, now) =>
        verify(c, request.body, now),
      );
    });

    scope.get('/api/clinician/portal', (request, reply) =>
      serve(request, reply, { action: 'portal.viewed' }, async (c) => ({
        body: await views.portal(c),
      })),
    );

    scope.get<{ Params: { id: string } }>('/api/clinician/reports/:id', (request, reply) =>
      serve(request, reply, { action: 'report.viewed' }, async ({ userId, provider }, now) => {
        const row = await store.report(userId, provider.id, request.params.id);
        if (!row) throw notFound(REPORT_NOT_FOUND);
        if (row.viewed_at === null) {
          await store.markViewed(userId, provider.id, row.id, now);
          row.viewed_at = now.toISOString();
        }
        return { body: presentSnapshot(row), detail: row.title };
      }),
    );

    scope.get('/api/clinician/pain', (request, reply) =>
      serve(request, reply, { action: 'pain.viewed' }, async (c, now) => ({
        body: await views.pain(c, now),
      })),
    );
    scope.get('/api/clinician/medications', (request, reply) =>
      serve(request, reply, { action: 'medications.viewed' }, async (c) => ({
        body: await views.medications(c),
      })),
    );
    scope.get('/api/clinician/symptoms', (request, reply) =>
      serve(request, reply, { action: 'symptoms.viewed' }, async (c, now) => ({
        body: await views.symptoms(c, now),
      })),
    );
    scope.get('/api/clinician/analytics', (request, reply) =>
      serve(request, reply, { action: 'analytics.viewed' }, async (c, now) => ({
        body: await views.analytics(c, now),
      })),
    );

    scope.post('/api/clinician/notes', (request, reply) =>
      serve(request, reply, { action: 'note.added' }, async ({ provider }, now) => {
        const { text } = parseInput(clinicianNoteSchema, request.body);
        return { body: presentNote(await store.insertNote(provider, text, now)), status: 201 };
      }),
    );

    scope.post('/api/clinician/recommendations', (request, reply) =>
      serve(request, reply, { action: 'recommendation.sent' }, async ({ provider }, now) => {
        const input = parseInput(clinicianRecommendationSchema, request.body);
        const row = await store.insertRecommendation(
          provider,
          { ...input, medicationChange: null },
          now,
        );
        return { body: presentRecommendation(row), status: 201 };
      }),
    );

    scope.post('/api/clinician/medication-changes', (request, reply) =>
      serve(request, reply, { action: 'medication-change.proposed' }, async ({ provider }, now) => {
        const input = parseInput(medicationChangeSchema, request.body);
        const row = await store.insertRecommendation(
          provider,
          {
            title: `${input.medication}: ${input.change}`,
            description: input.description,
            category: 'medication',
            priority: input.priority,
            dueDate: null,
            followUpRequired: false,
            notes: '',
            medicationChange: { medication: input.medication, change: input.change },
          },
          now,
        );
        return { body: presentRecommendation(row), status: 201 };
      }),
    );

    scope.post('/api/clinician/follow-ups', (request, reply) =>
      serve(request, reply, { action: 'follow-up.proposed' }, async ({ provider }, now) => {
        const input = parseInput(followUpSchema, request.body);
        const row = await store.insertRecommendation(
          provider,
          {
            title: input.reason,
            description: input.description,
            category: 'follow-up',
            priority: input.priority,
            dueDate: input.date,
            followUpRequired: true,
            notes: '',
            medicationChange: null,
          },
          now,
        );
        return { body: presentRecommendation(row), status: 201 };
      }),
    );
  };
  void app.register(routes);
}
