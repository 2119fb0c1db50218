import path from 'node:path';
import { BackupError } from './errors';

/** Where the data lives: the embedded file in DATA_DIR, or the PostgreSQL of DATABASE_URL. */
export type BackupTarget =
  | { engine: 'sqlite'; file: string }
  /** `schema` limits the dump to one schema (the tests keep each database in its own). */
  | { engine: 'postgres'; url: string; schema?: string };

/**
 * Reads only DATA_DIR and DATABASE_URL, by the rules of config.ts. Not loadConfig itself: that
 * writes a session secret and VAPID keys into DATA_DIR when they are missing, which a backup or
 * restore must never do (a mistyped DATA_DIR would get a fresh secret and look like a real one).
 */
export function readBackupTarget(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  const url = env.DATABASE_URL || undefined;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new BackupError('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return { engine: 'postgres', url };
  }
  return { engine: 'sqlite', file: sqliteFileIn(env.DATA_DIR || './data') };
}

/** The embedded database's file, as src/server/db/connection.ts opens it. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'cairn.sqlite');
}

/** The first argument, else BACKUP_DIR, else ./backups; always absolute. */
export function backupDirectory(argument: string | undefined, env = process.env): string {
  return path.resolve(argument || env.BACKUP_DIR || './backups');
}
