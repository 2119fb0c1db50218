import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './connection';
import { columnTypes, type EngineMigration } from './column-types';
import { initialMigration } from './migrations/0001-initial';
import { doseSlotMigration } from './migrations/0003-dose-slot';
import { exerciseSessionsMigration } from './migrations/0004-exercise-sessions';
import { auditLogMigration } from './migrations/0005-audit-log';
import { weatherCacheMigration } from './migrations/0006-weather-cache';
import { predictionsMigration } from './migrations/0007-predictions';
import { providerPortalMigration } from './migrations/0008-provider-portal';
import { biometricsMigration } from './migrations/0009-biometrics';
import { researchMigration } from './migrations/0010-research';
import { billingMigration } from './migrations/0011-billing';
import { remindersMigration } from './migrations/0012-reminders';
import { importMappingsMigration } from './migrations/0013-import-mappings';
import { rateLimitsMigration } from './migrations/0014-rate-limits';
import { mediaMigration } from './migrations/0015-media';
import { userSettingsMigration } from './migrations/0002-user-settings';

/** In order; names sort by their number. Never edit one that has shipped: add the next. */
const MIGRATIONS: Record<string, EngineMigration> = {
  '0001-initial': initialMigration,
  '0002-user-settings': userSettingsMigration,
  '0003-dose-slot': doseSlotMigration,
  '0004-exercise-sessions': exerciseSessionsMigration,
  '0005-audit-log': auditLogMigration,
  '0006-weather-cache': weatherCacheMigration,
  '0007-predictions': predictionsMigration,
  '0008-provider-portal': providerPortalMigration,
  '0009-biometrics': biometricsMigration,
  '0010-research': researchMigration,
  '0011-billing': billingMigration,
  '0012-reminders': remindersMigration,
  '0013-import-mappings': importMappingsMigration,
  '0014-rate-limits': rateLimitsMigration,
  '0015-media': mediaMigration,
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
  // On PostgreSQL Kysely's own tables go in the schema we are connected to; its existence checks
  // would otherwise find another schema's copies.
  const schema =
    database.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
          .rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: provider(database),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error)
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    // SQLite has no migration lock: a process that lost the race sees the winner's tables and
    // simply tries again, finding nothing left to do.
    if (database.engine !== 'sqlite' || attempt >= 3) {
      throw error instanceof Error ? error : new Error(String(error));
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}
