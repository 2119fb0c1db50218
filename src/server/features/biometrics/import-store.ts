import type { Kysely, Updateable } from 'kysely';
import { IMPORTS_LISTED } from '@core/biometrics/constants';
import type { ImportKind, ImportLineError } from '@core/biometrics/types';
import { toJson } from '../../db/codecs';
import type { BiometricImportsTable, DatabaseSchema } from '../../db/schema';
import type { ImportRow } from './presenters';

export const ACTIVE_STATUSES = ['queued', 'running'] as const;

export type KeptFile = Pick<
  ImportRow,
  'id' | 'user_id' | 'kind' | 'device_id' | 'file_path' | 'finished_at' | 'status'
>;

/** The progress and outcome of an import as the job reports it. */
export interface ImportProgress {
  bytesRead: number;
  bytesTotal: number;
  recordsRead: number;
  readingsAdded: number;
  duplicates: number;
  skipped: number;
  ignored: number;
  summarizedOnly: number;
  lineErrors: ImportLineError[];
  lineErrorCount: number;
  deviceIds: string[];
}

export function progressColumns(p: ImportProgress): Updateable<BiometricImportsTable> {
  return {
    bytes_read: p.bytesRead,
    bytes_total: p.bytesTotal,
    records_read: p.recordsRead,
    readings_added: p.readingsAdded,
    duplicates: p.duplicates,
    skipped: p.skipped,
    ignored: p.ignored,
    summarized_only: p.summarizedOnly,
    line_errors: toJson(p.lineErrors),
    line_error_count: p.lineErrorCount,
    device_ids: toJson(p.deviceIds),
  };
}

/** Imports of uploaded files; every query but the job's own names the user. */
export function createImportStore(db: Kysely<DatabaseSchema>) {
  return {
    async create(input: {
      id: string;
      userId: string;
      kind: ImportKind;
      deviceId: string | null;
      fileName: string;
      filePath: string;
      bytesTotal: number;
      skipBadRows: boolean;
      now: string;
    }): Promise<ImportRow> {
      return db
        .insertInto('biometric_imports')
        .values({
          id: input.id,
          user_id: input.userId,
          kind: input.kind,
          device_id: input.deviceId,
          file_name: input.fileName,
          file_path: input.filePath,
          bytes_total: input.bytesTotal,
          bytes_read: 0,
          status: 'queued',
          skip_bad_rows: input.skipBadRows,
          records_read: 0,
          readings_added: 0,
          duplicates: 0,
          skipped: 0,
          ignored: 0,
          summarized_only: 0,
          line_errors: '[]',
          line_error_count: 0,
          error: null,
          device_ids: '[]',
          created_at: input.now,
          updated_at: input.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    find(userId: string, id: string): Promise<ImportRow | undefined> {
      return db
        .selectFrom('biometric_imports')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    list(userId: string): Promise<ImportRow[]> {
      return db
        .selectFrom('biometric_imports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(IMPORTS_LISTED)
        .execute();
    },

    /** The user's import that is waiting or running, if any (one at a time per person). */
    active(userId: string): Promise<ImportRow | undefined> {
      return db
        .selectFrom('biometric_imports')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', ACTIVE_STATUSES)
        .executeTakeFirst();
    },

    async update(
      userId: string,
      id: string,
      changes: Updateable<BiometricImportsTable>,
    ): Promise<ImportRow | undefined> {
      return db
        .updateTable('biometric_imports')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Imports left running or queued by a server that stopped: their heartbeat is old. */
    stale(before: string): Promise<ImportRow[]> {
      return db
        .selectFrom('biometric_imports')
        .selectAll()
        .where('status', 'in', ACTIVE_STATUSES)
        .where('updated_at', '<', before)
        .execute();
    },

    /** Finished imports of everyone whose file is still kept, oldest first. */
    keptFiles(): Promise<KeptFile[]> {
      return db
        .selectFrom('biometric_imports')
        .select(['id', 'user_id', 'kind', 'device_id', 'file_path', 'finished_at', 'status'])
        .where('file_path', 'is not', null)
        .where('status', 'not in', ACTIVE_STATUSES)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Every kept file of one user, running imports included. */
    keptFilesOf(userId: string): Promise<KeptFile[]> {
      return db
        .selectFrom('biometric_imports')
        .select(['id', 'user_id', 'kind', 'device_id', 'file_path', 'finished_at', 'status'])
        .where('user_id', '=', userId)
        .where('file_path', 'is not', null)
        .execute();
    },
  };
}

export type ImportStore = ReturnType<typeof createImportStore>;
