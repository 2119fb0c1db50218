import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type Database } from '../db/connection';

export interface TestDatabase {
  database: Database;
  /** Opens another connection to the same data, as a second server instance would. */
  reopen(): Database;
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a temporary SQLite file, or a new schema in the
 * PostgreSQL of TEST_DATABASE_URL when the suite runs on PostgreSQL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres' && url) {
    const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const open = () => openPostgres(url, { schema, maxConnections: 4 });
    return {
      database: open(),
      reopen: open,
      async dispose() {
        const cleaner = new pg.Client({ connectionString: url });
        await cleaner.connect();
        await cleaner.query(`drop schema if exists ${schema} cascade`);
        await cleaner.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cairn-test-'));
  const file = path.join(dir, 'cairn.sqlite');
  return {
    database: openSqlite(file),
    reopen: () => openSqlite(file),
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
