import BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

/** How the embedded database reaches the disk (SQLITE_SYNCHRONOUS); see openSqliteFile. */
export const SQLITE_SYNCHRONOUS_LEVELS = ['group', 'full', 'normal'] as const;
export type SqliteSynchronous = (typeof SQLITE_SYNCHRONOUS_LEVELS)[number];
export const DEFAULT_SQLITE_SYNCHRONOUS: SqliteSynchronous = 'group';

/** better-sqlite3 refuses JavaScript booleans as parameters; SQLite stores them as 1 and 0. */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/**
 * Opens the embedded database with the settings a single-file web app needs: WAL so readers
 * never wait for the writer, foreign keys on, and a busy timeout instead of instant failures.
 *
 * `synchronous` (SQLITE_SYNCHRONOUS, docs/decisions/0029). NORMAL syncs the WAL only at
 * checkpoints: every commit survives a crash of this process (kill -9) and the file stays
 * consistent, but the last commits can roll back after a power cut. FULL syncs the WAL at every
 * commit, holding the event loop for the disk each time (about half the autosave throughput).
 * The default, group, runs SQLite at NORMAL and syncs the WAL once for all the writes made
 * meanwhile before any of them is answered (db/wal-sync.ts): FULL's promise at NORMAL's pace.
 */
export function openSqliteFile(
  file: string,
  options: { synchronous?: SqliteSynchronous } = {},
): SqliteDatabase & { raw: BetterSqlite3.Database } {
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  const level = options.synchronous ?? DEFAULT_SQLITE_SYNCHRONOUS;
  raw.pragma(`synchronous = ${level === 'full' ? 'FULL' : 'NORMAL'}`);
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // Kysely prepares every query anew; the same few SQL strings recur, so keep their statements.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const statementFor = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE)
        statements.delete(statements.keys().next().value!);
      statement = raw.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const statement = statementFor(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(...bindable(parameters)),
        run: (parameters) => statement.run(...bindable(parameters)),
        iterate: (parameters) => statement.iterate(...bindable(parameters)),
      };
    },
  };
}
