import type { Insertable, Kysely, Updateable } from 'kysely';
import { toCount } from '../../db/codecs';
import type {
  DatabaseSchema,
  HealthcareProvidersTable,
  ProviderLinksTable,
  SharedReportsTable,
} from '../../db/schema';
import type {
  AccessEventRow,
  NoteRow,
  ProviderRow,
  RecommendationRow,
  SharedReportRow,
} from './presenters';

/** The most access events one listing returns (newest first). */
export const ACCESS_LOG_LIMIT = 500;

type NewProvider = Insertable<HealthcareProvidersTable>;
type NewLink = Omit<Insertable<ProviderLinksTable>, 'user_id'>;
type NewReport = Omit<Insertable<SharedReportsTable>, 'user_id'>;

/**
 * The patient's side of the provider portal. Every query is scoped to the signed-in user in
 * the SQL itself, so another user's id reads as missing (ARCHITECTURE section 3).
 */
export function createProviderStore(db: Kysely<DatabaseSchema>) {
  /** Live links of one provider (or of one report) are revoked together with it. */
  function revokeLinks(
    trx: Kysely<DatabaseSchema>,
    userId: string,
    where: { providerId: string } | { sharedReportId: string },
    at: string,
  ) {
    let query = trx
      .updateTable('provider_links')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    query =
      'providerId' in where
        ? query.where('provider_id', '=', where.providerId)
        : query.where('shared_report_id', '=', where.sharedReportId);
    return query.execute();
  }

  return {
    listProviders(userId: string): Promise<ProviderRow[]> {
      return db
        .selectFrom('healthcare_providers')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('invited_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findProvider(userId: string, id: string): Promise<ProviderRow | undefined> {
      return db
        .selectFrom('healthcare_providers')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async countProviders(userId: string): Promise<number> {
      const row = await db
        .selectFrom('healthcare_providers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return toCount(row.n as number);
    },

    /** E-mails are stored normalized (lower-case, trimmed), so equality is enough. */
    async hasProviderEmail(userId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('healthcare_providers')
        .select('id')
        .where('user_id', '=', userId)
        .where('email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A new provider and its invitation link, together or not at all. */
    insertProvider(provider: NewProvider, link: NewLink): Promise<ProviderRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('healthcare_providers')
          .values(provider)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('provider_links')
          .values({ ...link, user_id: provider.user_id })
          .execute();
        return row;
      });
    },

    updateProvider(
      userId: string,
      id: string,
      values: Updateable<HealthcareProvidersTable>,
    ): Promise<ProviderRow | undefined> {
      return db
        .updateTable('healthcare_providers')
        .set(values)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A new invitation: every older link stops working, and the provider starts again from the
     * new code (values) with the new link.
     */
    reinvite(
      userId: string,
      id: string,
      values: Updateable<HealthcareProvidersTable>,
      link: NewLink,
    ): Promise<ProviderRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await revokeLinks(trx, userId, { providerId: id }, link.created_at as string);
        const row = await trx
          .updateTable('healthcare_providers')
          .set(values)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row)
          await trx
            .insertInto('provider_links')
            .values({ ...link, user_id: userId })
            .execute();
        return row;
      });
    },

    /** Access ends now: the provider is marked revoked and all of its links stop working. */
    revokeProvider(userId: string, id: string, at: string): Promise<ProviderRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await revokeLinks(trx, userId, { providerId: id }, at);
        await trx
          .updateTable('healthcare_providers')
          .set({ access_revoked_at: at, updated_at: at })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('access_revoked_at', 'is', null)
          .execute();
        return trx
          .selectFrom('healthcare_providers')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
      });
    },

    /**
     * Links, shared reports and access events go with the provider (ON DELETE CASCADE); notes
     * and recommendations stay, with provider_id set to null (ON DELETE SET NULL).
     */
    async removeProvider(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('healthcare_providers')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** provider id -> ids of the reports still shared with it, newest first. */
    async liveReportIds(userId: string): Promise<Map<string, string[]>> {
      const rows = await db
        .selectFrom('shared_reports')
        .select(['id', 'provider_id'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('shared_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const byProvider = new Map<string, string[]>();
      for (const row of rows) {
        const ids = byProvider.get(row.provider_id) ?? [];
        ids.push(row.id);
        byProvider.set(row.provider_id, ids);
      }
      return byProvider;
    },

    listSharedReports(userId: string): Promise<SharedReportRow[]> {
      return db
        .selectFrom('shared_reports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('shared_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findSharedReport(userId: string, id: string): Promise<SharedReportRow | undefined> {
      return db
        .selectFrom('shared_reports')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The report and the link sent for it, together or not at all. */
    insertSharedReport(userId: string, report: NewReport, link: NewLink): Promise<SharedReportRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('shared_reports')
          .values({ ...report, user_id: userId })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('provider_links')
          .values({ ...link, user_id: userId })
          .execute();
        return row;
      });
    },

    /** Stops sharing: the report is marked revoked (once) and its link stops working. */
    revokeSharedReport(
      userId: string,
      id: string,
      at: string,
    ): Promise<SharedReportRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await revokeLinks(trx, userId, { sharedReportId: id }, at);
        await trx
          .updateTable('shared_reports')
          .set({ revoked_at: at })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
        return trx
          .selectFrom('shared_reports')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
      });
    },

    listRecommendations(userId: string): Promise<RecommendationRow[]> {
      return db
        .selectFrom('treatment_recommendations')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findRecommendation(userId: string, id: string): Promise<RecommendationRow | undefined> {
      return db
        .selectFrom('treatment_recommendations')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Moves a recommendation on only from the status it was read in, so two answers sent at
     * once cannot both apply; undefined when it was no longer in `from`.
     */
    setRecommendationStatus(
      userId: string,
      id: string,
      change: { from: string; to: string; at: string },
    ): Promise<RecommendationRow | undefined> {
      return db
        .updateTable('treatment_recommendations')
        .set({ status: change.to, responded_at: change.at })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('status', '=', change.from)
        .returningAll()
        .executeTakeFirst();
    },

    listNotes(userId: string): Promise<NoteRow[]> {
      return db
        .selectFrom('provider_notes')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    accessEvents(userId: string, providerId: string): Promise<AccessEventRow[]> {
      return db
        .selectFrom('provider_access_events')
        .selectAll()
        .where('user_id', '=', userId)
        .where('provider_id', '=', providerId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(ACCESS_LOG_LIMIT)
        .execute();
    },
  };
}

export type ProviderStore = ReturnType<typeof createProviderStore>;
