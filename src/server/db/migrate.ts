import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './connection';
import { columnTypes, type EngineMigration } from './column-types';
import { initialMigration } from './migrations/0001-initial';

/** In order; names sort by their number. Never edit one that has shipped: add the next. */
const MIGRATIONS: Record<string, EngineMigration> = {
  '0001-initial': initialMigration,
};

function provider(database: Database): MigrationProvider {
  const types = columnTypes(database.engine);
  return {
    async getMigrations() {
      const entries = Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [
        name,
        { up: (db) => m.up(db, types) },
      ]);
      return Object.fromEntries(entries);
    },
  };
}

/**
 * Brings the schema up to date. Idempotent; on PostgreSQL Kysely holds an advisory lock for the
 * duration, so two instances starting together run each migration once.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider: provider(database) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
