import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCESS_DAYS, CODE_ATTEMPTS } from '@core/provider-portal/constants';
import {
  accessLevelFor,
  presetPermissions,
  type ProviderPermissions,
} from '@core/provider-portal/permissions';
import { toJson } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import { registerErrorHandler } from '../../plugins/errors';
import type { TestApp } from '../../test-support/test-app';
import { createAnalysisStore } from '../analysis/store';
import { createMedicationService } from '../medications/service';
import { createMedicationStore } from '../medications/store';
import { clinicianRoutes, type ClinicianRouteDeps } from './clinician-routes';
import { hashCode, hashToken, newCode, newLinkToken } from './secrets';

/** The fixed clock of the clinician tests: 06:00 UTC on 16 June 2025. */
export const NOW = new Date('2025-06-16T06:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

export const SNAPSHOT_TEXT = '# Healthcare Provider Report\n\nAverage pain 4.5 over 12 days.';
export const SNAPSHOT_DATA = { period: { days: 30 }, pain: { average: 4.5, days: 12 } };

export interface FixtureOptions {
  /** An existing patient; by default a new one (Robin Ashe, UTC). */
  userId?: string;
  permissions?: Partial<ProviderPermissions>;
  verified?: boolean;
  expired?: boolean;
  revoked?: boolean;
  locked?: boolean;
  linkRevoked?: boolean;
  /** Also share a report (with its own link) with this provider. */
  report?: boolean;
  reportRevoked?: boolean;
}

/**
 * A patient with one provider in a chosen state, its invitation link and code, and optionally a
 * shared report, written straight to the database so the clinician tests do not depend on the
 * patient side's routes.
 */
export async function createClinicianFixture(
  db: Kysely<DatabaseSchema>,
  options: FixtureOptions = {},
) {
  const at = NOW.toISOString();
  const userId = options.userId ?? randomUUID();
  if (!options.userId) {
    await db
      .insertInto('users')
      .values({
        id: userId,
        email: `patient-${userId}@example.test`,
        first_name: 'Robin',
        last_name: 'Ashe',
        profile_image_url: null,
        is_admin: false,
        password_hash: null,
        time_zone: 'UTC',
        settings: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  const providerId = randomUUID();
  const permissions = { ...presetPermissions('read-only'), ...options.permissions };
  const code = newCode();
  await db
    .insertInto('healthcare_providers')
    .values({
      id: providerId,
      user_id: userId,
      name: 'Dr. Dana Kim',
      title: 'MD',
      specialization: 'Pain medicine',
      organization: 'Harbor Clinic',
      email: `dana-${providerId}@clinic.test`,
      phone: '',
      address: '',
      license_number: '',
      access_level: accessLevelFor(permissions),
      permissions: toJson(permissions),
      invited_at: daysFrom(-10),
      verified_at: options.verified ? daysFrom(-9) : null,
      access_expires_at: options.expired ? daysFrom(-1) : daysFrom(ACCESS_DAYS - 10),
      access_revoked_at: options.revoked ? daysFrom(-1) : null,
      last_accessed_at: null,
      code_hash: options.verified ? null : hashCode(providerId, code),
      code_attempts: options.locked ? CODE_ATTEMPTS : 0,
      created_at: daysFrom(-10),
      updated_at: daysFrom(-10),
    })
    .execute();

  const link = async (sharedReportId: string | null, revoked: boolean) => {
    const token = newLinkToken();
    await db
      .insertInto('provider_links')
      .values({
        id: randomUUID(),
        user_id: userId,
        provider_id: providerId,
        shared_report_id: sharedReportId,
        token_hash: hashToken(token),
        created_at: daysFrom(-10),
        revoked_at: revoked ? daysFrom(-1) : null,
      })
      .execute();
    return token;
  };
  const token = await link(null, options.linkRevoked ?? false);

  let reportId: string | null = null;
  let reportToken: string | null = null;
  if (options.report) {
    reportId = await insertSharedReport(db, userId, providerId, {
      revoked: options.reportRevoked ?? false,
    });
    reportToken = await link(reportId, options.reportRevoked ?? false);
  }
  return { userId, providerId, token, code, reportId, reportToken };
}

export const REPORT_TITLE = 'Last 30 days, comprehensive';

export async function insertSharedReport(
  db: Kysely<DatabaseSchema>,
  userId: string,
  providerId: string,
  { revoked = false, title = REPORT_TITLE, sharedAt = daysFrom(-2) } = {},
) {
  const id = randomUUID();
  await db
    .insertInto('shared_reports')
    .values({
      id,
      user_id: userId,
      provider_id: providerId,
      title,
      report_type: 'comprehensive',
      days: 30,
      sections: toJson({ painTrends: true }),
      date_start: '2025-05-17',
      date_end: '2025-06-15',
      summary: '12 entries, average pain 4.5.',
      key_insights: toJson(['Pain is higher after poor sleep.', 'Mornings are worst.']),
      data: toJson(SNAPSHOT_DATA),
      text: SNAPSHOT_TEXT,
      shared_at: sharedAt,
      viewed_at: null,
      revoked_at: revoked ? daysFrom(-1) : null,
    })
    .execute();
  return id;
}

/** Rows of a table, for "nothing was written" checks. */
export async function countRows(
  db: Kysely<DatabaseSchema>,
  table: 'provider_notes' | 'treatment_recommendations' | 'provider_access_events',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The provider's access log, oldest first. */
export function accessEvents(db: Kysely<DatabaseSchema>, providerId: string) {
  return db
    .selectFrom('provider_access_events')
    .select(['action', 'detail', 'via'])
    .where('provider_id', '=', providerId)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * The clinician routes alone on the test app's database, with the clock fixed at NOW (the real
 * app, still without them, seeds journal entries and medications through its API).
 */
export async function clinicianApp(
  t: TestApp,
  rateLimits: ClinicianRouteDeps['rateLimits'] = { requestsPerIp: 100_000 },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  const db = t.database.db;
  // A millisecond per request: the access log's rows keep the order they were written in.
  let tick = 0;
  clinicianRoutes(app, {
    db,
    analysis: createAnalysisStore(db),
    medications: createMedicationService(createMedicationStore(db), () => NOW),
    clock: () => new Date(NOW.getTime() + tick++),
    rateLimits,
  });
  await app.ready();
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
