import { existsSync } from 'node:fs';
import { AppleHealthFormatError } from '@core/biometrics/apple-health/apple-health-parser';
import { CsvFormatError } from '@core/biometrics/csv/parser';
import { createLocalDater } from '@core/biometrics/local-dates';
import { importAppleHealth } from './apple-health-import';
import { importCsv } from './csv-import';
import { sniffFormat, UnreadableFileError } from './file-source';
import {
  FILE_GONE,
  ImportCancelled,
  ImportFailure,
  SERVER_ERROR,
  type ImportJobDeps,
  type ImportRun,
} from './import-run';

/**
 * One import of an uploaded file, run in the background: the file is read as a stream and
 * stored a batch at a time, with the progress written to the import's row as it goes.
 */

function failureMessage(error: unknown): string | null {
  if (
    error instanceof ImportFailure ||
    error instanceof AppleHealthFormatError ||
    error instanceof CsvFormatError ||
    error instanceof UnreadableFileError
  ) {
    return error.message;
  }
  return null;
}

export async function runImport(
  deps: ImportJobDeps,
  importId: string,
  userId: string,
  isCancelled: () => boolean,
): Promise<void> {
  const { db, imports, clock } = deps;
  const row = await imports.find(userId, importId);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const user = await db
    .selectFrom('users')
    .select('time_zone')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || isCancelled()) return;
  await imports.update(userId, importId, {
    status: 'running',
    started_at: clock().toISOString(),
    error: null,
  });
  const run: ImportRun = {
    deps,
    row,
    file: row.file_path ?? '',
    timeZone: user.time_zone,
    context: {
      userId,
      localDate: createLocalDater(user.time_zone),
      now: clock().getTime(),
      importId,
    },
    checkCancelled() {
      if (isCancelled()) throw new ImportCancelled();
    },
  };
  try {
    if (!row.file_path || !existsSync(row.file_path)) throw new ImportFailure(FILE_GONE);
    const format = await sniffFormat(row.file_path);
    const status =
      row.kind === 'apple_health'
        ? await importAppleHealth(run, format)
        : await importCsv(run, format);
    await imports.update(userId, importId, {
      status,
      finished_at: status === 'completed' ? clock().toISOString() : null,
    });
  } catch (error) {
    if (error instanceof ImportCancelled) return;
    const known = failureMessage(error);
    if (!known) deps.log.error({ err: error, importId }, 'biometric import failed');
    await imports.update(userId, importId, {
      status: 'failed',
      error: known ?? SERVER_ERROR,
      finished_at: clock().toISOString(),
    });
  }
}
