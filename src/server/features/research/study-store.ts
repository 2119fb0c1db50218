import type { Insertable, Kysely, Updateable } from 'kysely';
import { toCount } from '../../db/codecs';
import type {
  DatabaseSchema,
  ResearchConsentVersionsTable,
  ResearchStudiesTable,
} from '../../db/schema';
import { recordAudit, type AuditEntry } from '../audit/store';
import { NO_COUNTS, type ConsentVersionRow, type StudyCounts, type StudyRow } from './presenters';

type NewStudy = Insertable<ResearchStudiesTable>;
type NewConsentVersion = Omit<Insertable<ResearchConsentVersionsTable>, 'study_id'>;
type AuditWithoutTarget = Omit<AuditEntry, 'targetType' | 'targetId'>;

/** Studies and their consent versions. Studies belong to nobody: admins make them for all. */
export function createStudyStore(db: Kysely<DatabaseSchema>) {
  const audit = (trx: Kysely<DatabaseSchema>, studyId: string, entry: AuditWithoutTarget) =>
    recordAudit(trx, { ...entry, targetType: 'research_study', targetId: studyId });

  /** Active participations of these studies become completed, as the study did. */
  const completeParticipations = (trx: Kysely<DatabaseSchema>, ids: string[], now: string) =>
    trx
      .updateTable('research_participations')
      .set({ status: 'completed', completed_at: now, updated_at: now })
      .where('study_id', 'in', ids)
      .where('status', '=', 'active')
      .execute();

  return {
    /**
     * A study whose end date (UTC) has passed is completed, with its active participations.
     * Checked with a read first, so the usual request writes nothing.
     */
    async settleEnded(todayUtc: string, now: string): Promise<void> {
      const ended = await db
        .selectFrom('research_studies')
        .select('id')
        .where('end_date', '<', todayUtc)
        .where('phase', '<>', 'completed')
        .execute();
      if (ended.length === 0) return;
      const ids = ended.map((row) => row.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('research_studies')
          .set({ phase: 'completed', updated_at: now })
          .where('id', 'in', ids)
          .where('phase', '<>', 'completed')
          .execute();
        await completeParticipations(trx, ids, now);
      });
    },

    list(phase?: string): Promise<StudyRow[]> {
      let query = db.selectFrom('research_studies').selectAll();
      if (phase) query = query.where('phase', '=', phase);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    listByIds(ids: string[]): Promise<StudyRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('research_studies').selectAll().where('id', 'in', ids).execute();
    },

    find(id: string): Promise<StudyRow | undefined> {
      return db.selectFrom('research_studies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Every consent version of these studies, oldest first. */
    consentVersions(studyIds: string[]): Promise<ConsentVersionRow[]> {
      if (studyIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('research_consent_versions')
        .selectAll()
        .where('study_id', 'in', studyIds)
        .orderBy('study_id')
        .orderBy('version')
        .execute();
    },

    /** Participations by status, and active ones on an older consent, per study. */
    async counts(studies: StudyRow[]): Promise<Map<string, StudyCounts>> {
      const result = new Map<string, StudyCounts>();
      if (studies.length === 0) return result;
      const current = new Map(studies.map((s) => [s.id, s.consent_version]));
      const rows = await db
        .selectFrom('research_participations')
        .select(['study_id', 'status', 'consent_version', (eb) => eb.fn.countAll().as('n')])
        .where('study_id', 'in', [...current.keys()])
        .groupBy(['study_id', 'status', 'consent_version'])
        .execute();
      for (const row of rows) {
        const counts = { ...(result.get(row.study_id) ?? NO_COUNTS) };
        const n = toCount(row.n as number);
        if (row.status === 'active') counts.active += n;
        else if (row.status === 'completed') counts.completed += n;
        else counts.withdrawn += n;
        if (row.status === 'active' && row.consent_version < (current.get(row.study_id) ?? 0)) {
          counts.needsReconsent += n;
        }
        result.set(row.study_id, counts);
      }
      return result;
    },

    create(study: NewStudy, consent: NewConsentVersion, entry: AuditWithoutTarget) {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('research_studies').values(study).execute();
        await trx
          .insertInto('research_consent_versions')
          .values({ ...consent, study_id: study.id })
          .execute();
        await audit(trx, study.id, entry);
      });
    },

    /** Changes a study that is not completed; false when it is (or has just become) completed. */
    update(
      id: string,
      values: Updateable<ResearchStudiesTable>,
      consent: NewConsentVersion | null,
      entry: AuditWithoutTarget,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('research_studies')
          .set(values)
          .where('id', '=', id)
          .where('phase', '<>', 'completed')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) return false;
        if (consent) {
          await trx
            .insertInto('research_consent_versions')
            .values({ ...consent, study_id: id })
            .execute();
        }
        await audit(trx, id, entry);
        return true;
      });
    },

    /** A new phase; completing also completes the active participations. */
    setPhase(id: string, phase: string, now: string, entry: AuditWithoutTarget): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('research_studies')
          .set({ phase, updated_at: now })
          .where('id', '=', id)
          .where('phase', '<>', 'completed')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) return false;
        if (phase === 'completed') await completeParticipations(trx, [id], now);
        await audit(trx, id, entry);
        return true;
      });
    },

    recordDownload: (studyId: string, entry: AuditWithoutTarget) => audit(db, studyId, entry),
  };
}

export type StudyStore = ReturnType<typeof createStudyStore>;
