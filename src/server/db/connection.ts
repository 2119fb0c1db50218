import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';
import type { DatabaseSchema } from './schema';
import {
  DEFAULT_SQLITE_SYNCHRONOUS,
  openSqliteFile,
  type SqliteSynchronous,
} from './sqlite-driver';
import { createWalSync, keptOpenFile, type WalSync } from './wal-sync';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  /** One round trip; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Resolves once every write committed before the call is on the disk: what an answer to a
   * write waits for (the embedded engine's group commit; PostgreSQL syncs at each commit).
   */
  durable(): Promise<void>;
  close(): Promise<void>;
}

const alreadyDurable = () => Promise.resolve();

function wrap(db: Kysely<DatabaseSchema>, engine: Engine, wal?: WalSync): Database {
  return {
    db,
    engine,
    durable: wal ? wal.flush : alreadyDurable,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await wal?.close();
      await db.destroy();
    },
  };
}

export function openSqlite(
  file: string,
  options: { synchronous?: SqliteSynchronous } = {},
): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = openSqliteFile(file, options);
  const grouped = (options.synchronous ?? DEFAULT_SQLITE_SYNCHRONOUS) === 'group';
  return wrap(
    new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database }) }),
    'sqlite',
    grouped && file !== ':memory:' ? createWalSync(keptOpenFile(`${file}-wal`)) : undefined,
  );
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

export interface PostgresOptions {
  /** Puts every table in this schema (tests use a fresh one per run). */
  schema?: string;
  maxConnections?: number;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  // The driver is loaded when the first connection is made, so the embedded engine's servers
  // never carry it (decision 0004).
  const pool = async () => {
    const { default: pg } = await import('pg');
    return new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          // Counts and decimals as JavaScript numbers, so both engines answer the same shapes.
          if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
  };
  return wrap(
    new Kysely<DatabaseSchema>({ dialect: new CurrentSchemaPostgresDialect({ pool }) }),
    'postgres',
  );
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded file in DATA_DIR. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteSynchronous?: SqliteSynchronous;
}): Database {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openSqlite(path.join(config.dataDir, 'cairn.sqlite'), {
    synchronous: config.sqliteSynchronous,
  });
}
