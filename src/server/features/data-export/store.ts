import type { Kysely } from 'kysely';
import { toIso } from '../../db/codecs';
import type { Database } from '../../db/connection';
import type { DatabaseSchema, JournalEntryRow } from '../../db/schema';
import { withUserLocked } from '../../db/user-lock';
import { createMediaStore, type MediaStore } from '../media/store';
import type { PegCheckinRow } from '../peg/store';
import type { TriggerRow } from '../triggers/store';
import type { LogRow, MedicationRow, ScheduleRow } from '../medications/store';
import type {
  NoteRow,
  ProviderRow,
  RecommendationRow,
  SharedReportRow,
} from '../provider-portal/presenters';
import type { ExistingKeys, ImportRows } from './import-plan';
import type { PegRows } from './peg-import-plan';
import {
  biometricExportRows,
  existingBiometrics,
  writeBiometrics,
  type BiometricExportRows,
} from './biometric-store';
import type { SessionRow, TagRow } from './records';

/** A file's row without its bytes. */
export type MediaInfoRow = Awaited<ReturnType<MediaStore['list']>>[number];

export interface UserRows {
  entries: JournalEntryRow[];
  medications: MedicationRow[];
  schedules: ScheduleRow[];
  logs: LogRow[];
  triggers: TriggerRow[];
  tags: TagRow[];
  sessions: SessionRow[];
  providers: ProviderRow[];
  sharedReports: SharedReportRow[];
  recommendations: RecommendationRow[];
  notes: NoteRow[];
  biometrics: BiometricExportRows;
  pegCheckins: PegCheckinRow[];
  media: MediaInfoRow[];
}

/**
 * Rows per insert statement: a journal entry has 38 columns, and 200 rows stay well inside both
 * engines' bound-parameter limits (SQLite 32,766, PostgreSQL 65,535).
 */
const CHUNK = 200;

/** Every query here is scoped to one user in the SQL itself. */
/** Rows inserted a chunk at a time (a statement's parameters are limited). */
export async function insertInChunks(
  trx: Kysely<DatabaseSchema>,
  table: keyof DatabaseSchema,
  values: unknown[],
): Promise<void> {
  for (let start = 0; start < values.length; start += CHUNK) {
    await trx
      .insertInto(table)
      .values(values.slice(start, start + CHUNK) as never)
      .execute();
  }
}

/** New weeks' check-ins, and the account's weeks a later answer replaces in place. */
export async function writePegCheckins(
  trx: Kysely<DatabaseSchema>,
  userId: string,
  rows: PegRows,
): Promise<void> {
  await insertInChunks(trx, 'peg_checkins', rows.inserts);
  for (const { id, ...answers } of rows.replacements) {
    await trx
      .updateTable('peg_checkins')
      .set(answers)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }
}

export function createDataStore({ db, engine }: Database) {
  return {
    /**
     * All of a user's rows, oldest first, read as one snapshot so the file never has a dose
     * whose medication was deleted between two reads. (SQLite reads inside a transaction see
     * one snapshot already; PostgreSQL needs repeatable read.)
     */
    userRows(userId: string): Promise<UserRows> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => ({
          entries: await trx
            .selectFrom('journal_entries')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('date')
            .orderBy('created_at')
            .orderBy('id')
            .execute(),
          medications: await trx
            .selectFrom('medications')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .execute(),
          schedules: await trx
            .selectFrom('medication_schedules')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('medication_id')
            .orderBy('time_of_day')
            .orderBy('id')
            .execute(),
          logs: await trx
            .selectFrom('medication_logs')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('taken_at')
            .orderBy('id')
            .execute(),
          triggers: await trx
            .selectFrom('triggers')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .execute(),
          tags: await trx
            .selectFrom('custom_tags')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .execute(),
          sessions: await trx
            .selectFrom('exercise_sessions')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('completed_at')
            .orderBy('id')
            .execute(),
          // The provider portal. Links (token hashes) are never read here, and access events
          // are not exported: they record a clinician's visits, not the patient's health.
          providers: await trx
            .selectFrom('healthcare_providers')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .execute(),
          sharedReports: await trx
            .selectFrom('shared_reports')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('shared_at')
            .orderBy('id')
            .execute(),
          recommendations: await trx
            .selectFrom('treatment_recommendations')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .execute(),
          notes: await trx
            .selectFrom('provider_notes')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .execute(),
          // Never a device's token hash; uploads and device activity are not exported.
          biometrics: await biometricExportRows(trx, userId),
          pegCheckins: await trx
            .selectFrom('peg_checkins')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('week')
            .execute(),
          // What each file is, never its bytes: the full export reads those one file at a time.
          media: await createMediaStore(trx).list(userId),
        }));
    },

    /** Two imports for one account take turns (`withUserLocked`). */
    withUserLocked<T>(userId: string, work: (trx: Kysely<DatabaseSchema>) => Promise<T>) {
      return withUserLocked({ db, engine }, userId, work);
    },

    async existingKeys(trx: Kysely<DatabaseSchema>, userId: string): Promise<ExistingKeys> {
      // One after another: a transaction has one connection.
      const entries = await trx
        .selectFrom('journal_entries')
        .select(['id', 'kind', 'date', 'created_at'])
        .where('user_id', '=', userId)
        .execute();
      const medications = await trx
        .selectFrom('medications')
        .select(['id', 'name', 'start_date'])
        .where('user_id', '=', userId)
        .execute();
      const logs = await trx
        .selectFrom('medication_logs')
        .select(['medication_id', 'taken_at'])
        .where('user_id', '=', userId)
        .execute();
      const triggers = await trx
        .selectFrom('triggers')
        .select('name')
        .where('user_id', '=', userId)
        .execute();
      const tags = await trx
        .selectFrom('custom_tags')
        .select('name')
        .where('user_id', '=', userId)
        .execute();
      const sessions = await trx
        .selectFrom('exercise_sessions')
        .select(['exercise_id', 'completed_at'])
        .where('user_id', '=', userId)
        .execute();
      const providers = await trx
        .selectFrom('healthcare_providers')
        .select(['id', 'email'])
        .where('user_id', '=', userId)
        .execute();
      const reports = await trx
        .selectFrom('shared_reports')
        .select(['provider_id', 'shared_at'])
        .where('user_id', '=', userId)
        .execute();
      const recommendations = await trx
        .selectFrom('treatment_recommendations')
        .select(['provider_name', 'title', 'created_at'])
        .where('user_id', '=', userId)
        .execute();
      const notes = await trx
        .selectFrom('provider_notes')
        .select(['provider_name', 'created_at'])
        .where('user_id', '=', userId)
        .execute();
      const pegCheckins = await trx
        .selectFrom('peg_checkins')
        .select(['id', 'week', 'answered_at'])
        .where('user_id', '=', userId)
        .execute();
      return {
        entries: entries.map((e) => ({ ...e, createdAt: toIso(e.created_at) })),
        medications: medications.map((m) => ({ id: m.id, name: m.name, startDate: m.start_date })),
        logs: logs.map((l) => ({ medicationId: l.medication_id, takenAt: toIso(l.taken_at) })),
        triggerNames: triggers.map((t) => t.name),
        tagNames: tags.map((t) => t.name),
        sessions: sessions.map((s) => ({
          exerciseId: s.exercise_id,
          completedAt: toIso(s.completed_at),
        })),
        providers,
        sharedReports: reports.map((r) => ({
          providerId: r.provider_id,
          sharedAt: toIso(r.shared_at),
        })),
        recommendations: recommendations.map((r) => ({
          providerName: r.provider_name,
          title: r.title,
          createdAt: toIso(r.created_at),
        })),
        notes: notes.map((n) => ({
          providerName: n.provider_name,
          createdAt: toIso(n.created_at),
        })),
        biometrics: await existingBiometrics(trx, userId),
        pegCheckins: pegCheckins.map((c) => ({
          id: c.id,
          week: c.week,
          answeredAt: toIso(c.answered_at),
        })),
      };
    },

    /**
     * Parents before children, so every reference already has its row. A weekly check-in the
     * file answered later replaces the account's answers in place.
     */
    async insertAll(trx: Kysely<DatabaseSchema>, userId: string, rows: ImportRows): Promise<void> {
      const insert = (table: keyof DatabaseSchema, values: unknown[]) =>
        insertInChunks(trx, table, values);
      await insert('journal_entries', rows.entries);
      await insert('medications', rows.medications);
      await insert('medication_schedules', rows.schedules);
      await insert('medication_logs', rows.logs);
      await insert('triggers', rows.triggers);
      await insert('custom_tags', rows.tags);
      await insert('exercise_sessions', rows.sessions);
      await insert('healthcare_providers', rows.providers);
      await insert('shared_reports', rows.sharedReports);
      await insert('treatment_recommendations', rows.recommendations);
      await insert('provider_notes', rows.notes);
      await insert('biometric_devices', rows.biometrics.devices);
      await writePegCheckins(trx, userId, rows.pegCheckins);
    },

    /** After insertAll: the devices' readings, summaries and alerts (biometric-store.ts). */
    writeBiometrics,
  };
}

export type DataStore = ReturnType<typeof createDataStore>;
