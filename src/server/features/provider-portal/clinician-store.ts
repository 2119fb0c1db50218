import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CODE_ATTEMPTS } from '@core/provider-portal/constants';
import type { Priority, RecommendationCategory } from '@core/provider-portal/types';
import { fromJson, toJson } from '../../db/codecs';
import type { DatabaseSchema, PainLocationRow } from '../../db/schema';
import type { ProviderRow } from './presenters';

/**
 * Every query a clinician's request makes. After the token lookup, each one is scoped by the
 * patient (user_id) AND the provider the token belongs to, in the SQL itself: a link can only
 * ever reach its own patient's data and its own provider's reports.
 */

export interface ClinicianLink {
  id: string;
  /** The report the link was sent for; null for the invitation's link. */
  sharedReportId: string | null;
  /** That report's title, for the access log's "via". */
  reportTitle: string | null;
  revoked: boolean;
}

export interface NewRecommendation {
  title: string;
  description: string;
  category: RecommendationCategory;
  priority: Priority;
  dueDate: string | null;
  followUpRequired: boolean;
  notes: string;
  medicationChange: { medication: string; change: string } | null;
}

export interface ViewEntry {
  date: string;
  painLevel: number;
  symptoms: string[];
  painLocations: PainLocationRow[];
}

export function createClinicianStore(db: Kysely<DatabaseSchema>) {
  const reportsOf = (userId: string, providerId: string) =>
    db
      .selectFrom('shared_reports')
      .where('user_id', '=', userId)
      .where('provider_id', '=', providerId)
      .where('revoked_at', 'is', null);

  return {
    /** The link and its provider by the token's hash (the only lookup not scoped by a user). */
    async findByTokenHash(
      tokenHash: string,
    ): Promise<{ link: ClinicianLink; provider: ProviderRow } | undefined> {
      const link = await db
        .selectFrom('provider_links')
        .leftJoin('shared_reports', (join) =>
          join
            .onRef('shared_reports.id', '=', 'provider_links.shared_report_id')
            .onRef('shared_reports.user_id', '=', 'provider_links.user_id'),
        )
        .where('provider_links.token_hash', '=', tokenHash)
        .select([
          'provider_links.id',
          'provider_links.user_id',
          'provider_links.provider_id',
          'provider_links.shared_report_id',
          'provider_links.revoked_at',
          'shared_reports.title as report_title',
        ])
        .executeTakeFirst();
      if (!link) return undefined;
      const provider = await db
        .selectFrom('healthcare_providers')
        .selectAll()
        .where('id', '=', link.provider_id)
        .where('user_id', '=', link.user_id)
        .executeTakeFirst();
      if (!provider) return undefined;
      return {
        link: {
          id: link.id,
          sharedReportId: link.shared_report_id,
          reportTitle: link.report_title ?? null,
          revoked: link.revoked_at !== null,
        },
        provider,
      };
    },

    patient: (userId: string) =>
      db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),

    /** Counts a wrong code; answers the attempts used, or undefined when nothing was left. */
    async countWrongCode(userId: string, providerId: string, at: Date) {
      const row = await db
        .updateTable('healthcare_providers')
        .set({ code_attempts: sql`code_attempts + 1`, updated_at: at.toISOString() })
        .where('id', '=', providerId)
        .where('user_id', '=', userId)
        .where('verified_at', 'is', null)
        .where('code_attempts', '<', CODE_ATTEMPTS)
        .returning('code_attempts')
        .executeTakeFirst();
      return row?.code_attempts;
    },

    /** Confirms the code once; false when it was locked (or confirmed) in the meantime. */
    async confirmCode(userId: string, providerId: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('healthcare_providers')
        .set({ verified_at: at.toISOString(), code_hash: null, updated_at: at.toISOString() })
        .where('id', '=', providerId)
        .where('user_id', '=', userId)
        .where('verified_at', 'is', null)
        .where('code_attempts', '<', CODE_ATTEMPTS)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    reports: (userId: string, providerId: string) =>
      reportsOf(userId, providerId)
        .selectAll()
        .orderBy('shared_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    report: (userId: string, providerId: string, id: string) =>
      reportsOf(userId, providerId).selectAll().where('id', '=', id).executeTakeFirst(),

    /** Only the first view is kept: the patient's blue dot means "not opened yet". */
    async markViewed(userId: string, providerId: string, id: string, at: Date) {
      await db
        .updateTable('shared_reports')
        .set({ viewed_at: at.toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('provider_id', '=', providerId)
        .where('viewed_at', 'is', null)
        .execute();
    },

    notes: (userId: string, providerId: string) =>
      db
        .selectFrom('provider_notes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('provider_id', '=', providerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    recommendations: (userId: string, providerId: string) =>
      db
        .selectFrom('treatment_recommendations')
        .selectAll()
        .where('user_id', '=', userId)
        .where('provider_id', '=', providerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    insertNote: (provider: ProviderRow, text: string, at: Date) =>
      db
        .insertInto('provider_notes')
        .values({
          id: randomUUID(),
          user_id: provider.user_id,
          provider_id: provider.id,
          provider_name: provider.name,
          text,
          created_at: at.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    insertRecommendation: (provider: ProviderRow, input: NewRecommendation, at: Date) =>
      db
        .insertInto('treatment_recommendations')
        .values({
          id: randomUUID(),
          user_id: provider.user_id,
          provider_id: provider.id,
          provider_name: provider.name,
          title: input.title,
          description: input.description,
          category: input.category,
          priority: input.priority,
          // The patient decides: every clinician proposal starts pending.
          status: 'pending',
          due_date: input.dueDate,
          follow_up_required: input.followUpRequired,
          notes: input.notes,
          medication_change: input.medicationChange ? toJson(input.medicationChange) : null,
          created_at: at.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** The journal columns the live views read, for dates start..end. */
    async entries(userId: string, start: string, end: string): Promise<ViewEntry[]> {
      const rows = await db
        .selectFrom('journal_entries')
        .select(['date', 'pain_level', 'symptoms', 'pain_locations'])
        .where('user_id', '=', userId)
        .where('date', '>=', start)
        .where('date', '<=', end)
        .orderBy('date', 'asc')
        .execute();
      return rows.map((row) => ({
        date: row.date,
        painLevel: row.pain_level,
        symptoms: fromJson<string[]>(row.symptoms, []),
        painLocations: fromJson<PainLocationRow[]>(row.pain_locations, []),
      }));
    },
  };
}

export type ClinicianStore = ReturnType<typeof createClinicianStore>;
