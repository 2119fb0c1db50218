import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { BackupTarget } from './backup-config';
import { BackupError } from './errors';
import { backupFileName } from './file-names';
import { dumpPostgres, restorePostgres } from './postgres-backup';
import { copySqliteDatabase, restoreSqliteFile } from './sqlite-backup';

export interface BackupResult {
  file: string;
  bytes: number;
}

/**
 * Writes a consistent copy of the running database into `directory` as
 * cairn-YYYYMMDD-HHMMSS.sqlite (embedded) or .pgdump (PostgreSQL). The copy is written under a
 * ".partial" name and renamed once complete, so a file with the final name is always whole.
 */
export async function createBackup(
  target: BackupTarget,
  directory: string,
  now: Date = new Date(),
): Promise<BackupResult> {
  const extension = target.engine === 'sqlite' ? 'sqlite' : 'pgdump';
  const file = path.join(directory, backupFileName(now, extension));
  try {
    mkdirSync(directory, { recursive: true });
  } catch (error) {
    throw new BackupError(`Cannot create the backup directory ${directory}: ${messageOf(error)}`);
  }
  if (existsSync(file)) throw new BackupError(`${file} already exists; try again in a second.`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.engine === 'sqlite') copySqliteDatabase(target.file, partial);
    else await dumpPostgres(target, partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(messageOf(error));
  }
  return { file, bytes: statSync(file).size };
}

export type BackupFormat = 'sqlite' | 'pgdump';

/** A backup's kind, from its first bytes (not its name). */
export function backupFormatOf(file: string): BackupFormat {
  let head: Buffer;
  try {
    const fd = openSync(file, 'r');
    try {
      head = Buffer.alloc(16);
      head = head.subarray(0, readSync(fd, head, 0, 16, 0));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${messageOf(error)}`);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pgdump';
  throw new BackupError(
    `${file} is not a Cairn backup (neither a SQLite database nor a pg_dump custom-format file).`,
  );
}

/**
 * Replaces the configured database with a backup. Cairn must be stopped first: nothing here can
 * tell whether it still runs, so the command asks for --yes instead.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<void> {
  const format = backupFormatOf(file);
  if (target.engine === 'sqlite') {
    if (format !== 'sqlite') {
      throw new BackupError(
        `${file} is a PostgreSQL dump, but DATABASE_URL is not set: set it to restore into PostgreSQL.`,
      );
    }
    mkdirSync(path.dirname(target.file), { recursive: true });
    restoreSqliteFile(file, target.file);
    return;
  }
  if (format !== 'pgdump') {
    throw new BackupError(
      `${file} is a SQLite backup, but DATABASE_URL is set: unset it to restore into DATA_DIR.`,
    );
  }
  await restorePostgres(target, file);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
