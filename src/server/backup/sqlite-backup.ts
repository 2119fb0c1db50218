import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { BackupError } from './errors';

/**
 * Copies the embedded database while Cairn keeps running, with `VACUUM INTO` rather than
 * better-sqlite3's `db.backup()`. VACUUM INTO reads the whole database inside one read
 * transaction, so the copy is the database as it stood at one commit; in WAL mode that read
 * never blocks the server's writes and they never disturb it. The online backup API behind
 * `db.backup()` copies a few pages per step and starts over whenever another connection (the
 * running server) writes in between, so on a busy server it can restart again and again. The
 * copy VACUUM INTO writes is also compacted and self-contained: one file, no -wal beside it.
 */
export function copySqliteDatabase(source: string, destination: string): void {
  if (!existsSync(source)) {
    throw new BackupError(`No database at ${source}: set DATA_DIR to the directory Cairn uses.`);
  }
  const db = openExisting(source);
  try {
    // A moment's wait while the server checkpoints or recovers, instead of SQLITE_BUSY.
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(destination);
  } finally {
    db.close();
  }
  checkCairnDatabase(destination, source);
}

/**
 * Puts a backup in place of the database file. Cairn must be stopped. The backup is checked
 * first, copied next to the target, and only then swapped in with a rename, so a failure
 * leaves the current database as it was. The old -wal, -shm and -journal files are removed
 * before the swap: SQLite would otherwise replay the old database's pages onto the restored one.
 */
export function restoreSqliteFile(backup: string, target: string): void {
  const staging = `${target}.restoring`;
  rmSync(staging, { force: true });
  try {
    copyFileSync(backup, staging);
    syncFile(staging);
    checkCairnDatabase(staging, backup);
  } catch (error) {
    rmSync(staging, { force: true });
    throw error;
  }
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(staging, target);
  syncFile(path.dirname(target));
}

/** An intact SQLite file holding Cairn's tables; `shownAs` names it in the message. */
function checkCairnDatabase(file: string, shownAs = file): void {
  let db: BetterSqlite3.Database;
  try {
    db = openExisting(file);
  } catch (error) {
    throw new BackupError(`${shownAs} cannot be opened as a SQLite database: ${messageOf(error)}`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${shownAs} is damaged: ${String(check)}`);
    const tables = db
      .prepare(`select name from sqlite_master where type = 'table' and name in (?, ?)`)
      .all('users', 'kysely_migration');
    if (tables.length !== 2) throw new BackupError(`${shownAs} is not a Cairn database.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${shownAs} is not a usable SQLite database: ${messageOf(error)}`);
  } finally {
    db.close();
  }
}

function openExisting(file: string): BetterSqlite3.Database {
  return new BetterSqlite3(file, { fileMustExist: true });
}

/** Flushes a file or directory to disk, so a crash right after cannot leave a half-written one. */
function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
