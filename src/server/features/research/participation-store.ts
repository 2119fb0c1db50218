import type { Insertable, Kysely } from 'kysely';
import { toCount, toJson } from '../../db/codecs';
import type {
  DatabaseSchema,
  ResearchConsentsTable,
  ResearchParticipationsTable,
} from '../../db/schema';
import type { ParticipationRow } from './presenters';

type NewParticipation = Insertable<ResearchParticipationsTable>;
type NewConsent = Omit<
  Insertable<ResearchConsentsTable>,
  'participation_id' | 'user_id' | 'study_id'
>;

/**
 * A person's participations and the consents they gave. Every query names the user in its SQL,
 * so another person's participation reads as missing (ARCHITECTURE section 3).
 */
export function createParticipationStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Newest enrolment first. */
    list(userId: string): Promise<ParticipationRow[]> {
      return db
        .selectFrom('research_participations')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('enrolled_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    find(userId: string, id: string): Promise<ParticipationRow | undefined> {
      return db
        .selectFrom('research_participations')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Enrolments since `sinceIso`, withdrawn ones included (the yearly limit). */
    async enrolmentsSince(userId: string, sinceIso: string): Promise<number> {
      const row = await db
        .selectFrom('research_participations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('enrolled_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return toCount(row.n as number);
    },

    /** The participation and its consent record, together or not at all. */
    enrol(participation: NewParticipation, consent: NewConsent): Promise<ParticipationRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('research_participations')
          .values(participation)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordConsent(trx, row, consent);
        return row;
      });
    },

    /** Withdraws an active participation; undefined when it is not (or no longer) active. */
    withdraw(
      userId: string,
      id: string,
      choice: string,
      now: string,
    ): Promise<ParticipationRow | undefined> {
      return db
        .updateTable('research_participations')
        .set({ status: 'withdrawn', withdrawn_at: now, withdrawal_choice: choice, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('status', '=', 'active')
        .returningAll()
        .executeTakeFirst();
    },

    /** Agreement to the current consent of an active participation, with its record. */
    reconsent(
      row: ParticipationRow,
      version: number,
      consent: NewConsent,
      now: string,
    ): Promise<ParticipationRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('research_participations')
          .set({ consent_version: version, updated_at: now })
          .where('user_id', '=', row.user_id)
          .where('id', '=', row.id)
          .where('status', '=', 'active')
          .returningAll()
          .executeTakeFirst();
        if (!updated) return undefined;
        await recordConsent(trx, row, consent);
        return updated;
      });
    },
  };
}

export type ParticipationStore = ReturnType<typeof createParticipationStore>;

/** The consent record of a participation, written in the transaction that changed it. */
function recordConsent(
  trx: Kysely<DatabaseSchema>,
  row: Pick<ParticipationRow, 'id' | 'user_id' | 'study_id'>,
  consent: NewConsent,
) {
  return trx
    .insertInto('research_consents')
    .values({ ...consent, participation_id: row.id, user_id: row.user_id, study_id: row.study_id })
    .execute();
}

export const consentRecord = (
  version: number,
  statements: string[],
  categories: string[],
  id: string,
  now: string,
): NewConsent => ({
  id,
  version,
  statements: toJson(statements),
  categories: toJson(categories),
  given_at: now,
});
