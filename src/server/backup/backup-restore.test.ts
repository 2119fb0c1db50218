import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument } from '@core/data-export';
import { buildApp } from '../app';
import type { Database } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { registerUser, testConfig } from '../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { createBackup, restoreBackup } from './backup';
import type { BackupTarget } from './backup-config';
import { backupFileName, formatSize } from './file-names';

const onPostgres = process.env.TEST_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

const run = promisify(execFile);
/** `npm run backup` / `npm run restore` as an operator runs them, on the embedded database. */
const cli = (script: 'backup-cli.ts' | 'restore-cli.ts', args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', `src/server/backup/${script}`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: '' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

type Who = { cookie: string; user: { id: string }; email: string };

async function call(app: FastifyInstance, who: Who, method: string, url: string, body?: object) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: who.cookie },
    ...(body ? { payload: body } : {}),
  });
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as Record<string, unknown>;
}

/** The account's whole export, without the moment it was made. */
async function exportOf(app: FastifyInstance, who: Who) {
  const { exportedAt, ...document } = (await call(
    app,
    who,
    'GET',
    '/api/export',
  )) as unknown as ExportDocument;
  expect(Date.parse(exportedAt)).not.toBeNaN();
  return document;
}

/** Journal entries, a medication with a schedule, a taken and a skipped dose, a trigger. */
async function seedAccount(app: FastifyInstance, who: Who) {
  const entry = await call(app, who, 'POST', '/api/journal-entries', {
    date: '2026-02-10',
    painLevel: 7,
    painTypes: ['Burning'],
    painLocations: [{ bodyPart: 'lowerBack', intensity: 8, x: 10, y: 20 }],
    sleepHours: 6.5,
    moodLevel: 2,
    journalEntry: 'Worse after sitting. "Sharp" at times; ünïcödé too.',
  });
  await call(app, who, 'POST', '/api/journal-entries', {
    date: '2026-02-11',
    painLevel: 3,
    journalEntry: 'Better.',
  });
  const medication = await call(app, who, 'POST', '/api/medications', {
    name: 'Gabapentin',
    dosage: '300 mg',
    frequency: 'twice-daily',
    scheduleTimes: ['08:00', '20:00'],
    startDate: '2026-01-05',
  });
  await call(app, who, 'POST', '/api/medications/logs', {
    medicationId: medication.id,
    takenAt: '2026-02-10T08:05:00.000Z',
    effectiveness: 6,
    scheduledTime: '08:00',
  });
  await call(app, who, 'POST', '/api/medications/logs', {
    medicationId: medication.id,
    takenAt: '2026-02-10T20:00:00.000Z',
    skipped: true,
    skipReason: 'Felt dizzy',
    scheduledTime: '20:00',
  });
  await call(app, who, 'POST', '/api/triggers', { name: 'Cold weather', category: 'weather' });
  return { entryId: entry.id as string, medicationId: medication.id as string };
}

/** Where the test database lives: the SQLite file, or the PostgreSQL schema. */
async function targetOf(database: Database): Promise<BackupTarget> {
  if (database.engine === 'sqlite') {
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(database.db);
    return { engine: 'sqlite', file: rows[0]!.file };
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  return { engine: 'postgres', url: postgresUrl, schema: rows[0]!.schema };
}

async function postgresTables(schema: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ tablename: string }>(
      'select tablename from pg_tables where schemaname = $1 order by tablename',
      [schema],
    );
    return rows.map((row) => row.tablename);
  } finally {
    await admin.end();
  }
}

async function dropPostgresTables(schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    for (const table of await postgresTables(schema)) {
      await admin.query(`drop table if exists "${schema}"."${table}" cascade`);
    }
  } finally {
    await admin.end();
  }
}

describe('backup file names', () => {
  it('names a backup by its moment in UTC, and sizes it for people', () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(backupFileName(at, 'sqlite')).toBe('cairn-20260102-030405.sqlite');
    expect(backupFileName(at, 'pgdump')).toBe('cairn-20260102-030405.pgdump');
    expect(formatSize(1023)).toBe('1023 bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe(`backup and restore rehearsed (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let testDatabase: TestDatabase;
  let backupDir: string;
  const open: { app?: FastifyInstance; database?: Database } = {};

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    backupDir = mkdtempSync(path.join(tmpdir(), 'cairn-backups-'));
  });
  afterAll(async () => {
    await open.app?.close();
    await open.database?.close();
    await testDatabase.dispose();
    rmSync(backupDir, { recursive: true, force: true });
  });

  async function start(database: Database): Promise<FastifyInstance> {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    open.app = app;
    open.database = database;
    return app;
  }

  it(
    'a backup taken while the database is written to restores the account exactly',
    { timeout: 120_000 },
    async () => {
      let database = testDatabase.database;
      await migrateToLatest(database);
      let app = await start(database);
      const target = await targetOf(database);

      const alice = await registerUser(app, { firstName: 'Alice', timeZone: 'Europe/Madrid' });
      const { entryId, medicationId } = await seedAccount(app, alice);
      const atBackup = await exportOf(app, alice);
      expect(atBackup.profile.firstName).toBe('Alice');
      expect(atBackup.journalEntries.map((e) => [e.date, e.painLevel])).toEqual([
        ['2026-02-10', 7],
        ['2026-02-11', 3],
      ]);
      expect(atBackup.journalEntries[0]!.id).toBe(entryId);
      expect(atBackup.medications.map((m) => [m.id, m.name, m.dosage])).toEqual([
        [medicationId, 'Gabapentin', '300 mg'],
      ]);
      expect(atBackup.medicationSchedules.map((s) => s.timeOfDay).sort()).toEqual([
        '08:00',
        '20:00',
      ]);
      expect(
        atBackup.medicationLogs.map((l) => [l.takenAt, l.skipped, l.effectiveness]).sort(),
      ).toEqual([
        ['2026-02-10T08:05:00.000Z', false, 6],
        ['2026-02-10T20:00:00.000Z', true, null],
      ]);
      expect(atBackup.triggers.map((tr) => tr.name)).toEqual(['Cold weather']);

      // Another account writes one entry after another for as long as the backup runs.
      const bob = await registerUser(app, { timeZone: 'UTC' });
      const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);
      const write = (n: number) =>
        call(app, bob, 'POST', '/api/journal-entries', {
          date: day(n),
          painLevel: n % 11,
          journalEntry: `write ${n}`,
        });
      await write(0);
      let completed = 1;
      let backingUp = true;
      const writer = (async () => {
        while (backingUp && completed < 700) {
          await write(completed);
          completed += 1;
        }
      })();
      const completedAtStart = completed;
      let backupFile: string;
      if (target.engine === 'sqlite') {
        const result = await cli('backup-cli.ts', [backupDir], path.dirname(target.file));
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        const match = /^Backup written: (\S+) \((\d+\.\d (KB|MB))\)$/m.exec(result.stdout);
        expect(match, result.stdout).not.toBeNull();
        backupFile = match![1]!;
        expect(formatSize(statSync(backupFile).size)).toBe(match![2]);
      } else {
        const result = await createBackup(target, backupDir);
        backupFile = result.file;
        expect(result.bytes).toBe(statSync(backupFile).size);
      }
      const completedAtEnd = completed;
      backingUp = false;
      await writer;
      // The writes really ran while the backup was being taken.
      expect(completedAtEnd).toBeGreaterThan(completedAtStart);
      const extension = target.engine === 'sqlite' ? 'sqlite' : 'pgdump';
      expect(path.basename(backupFile)).toMatch(new RegExp(`^cairn-\\d{8}-\\d{6}\\.${extension}$`));
      expect(path.dirname(backupFile)).toBe(backupDir);
      expect(readdirSync(backupDir)).toEqual([path.basename(backupFile)]);

      // Lose everything: stop the app, then delete the file or drop every table.
      await app.close();
      await database.close();
      open.app = undefined;
      open.database = undefined;
      if (target.engine === 'sqlite') {
        for (const suffix of ['', '-wal', '-shm'])
          rmSync(`${target.file}${suffix}`, { force: true });
        expect(existsSync(target.file)).toBe(false);
        // Files a crashed server could leave behind: they must not be read with the backup.
        writeFileSync(`${target.file}-wal`, 'stale write-ahead log');
        writeFileSync(`${target.file}-shm`, 'stale shared memory');

        const unconfirmed = await cli('restore-cli.ts', [backupFile], path.dirname(target.file));
        expect(unconfirmed.code).toBe(2);
        expect(unconfirmed.stderr).toContain('Stop Cairn first');
        expect(unconfirmed.stderr).toContain(
          'Nothing was changed: add --yes once Cairn is stopped.',
        );
        expect(existsSync(target.file)).toBe(false);

        const restored = await cli(
          'restore-cli.ts',
          [backupFile, '--yes'],
          path.dirname(target.file),
        );
        expect(restored.stderr).toBe('');
        expect(restored.code).toBe(0);
        expect(restored.stdout).toContain(`Restored ${backupFile} into ${target.file}.`);
        expect(existsSync(`${target.file}-wal`)).toBe(false);
        expect(existsSync(`${target.file}-shm`)).toBe(false);
      } else {
        await dropPostgresTables(target.schema!);
        expect(await postgresTables(target.schema!)).toEqual([]);
        await restoreBackup(target, backupFile);
        expect(await postgresTables(target.schema!)).toEqual(
          expect.arrayContaining(['users', 'sessions', 'journal_entries', 'kysely_migration']),
        );
      }

      // Start again on the restored database, as the server would.
      database = testDatabase.reopen();
      expect(await migrateToLatest(database)).toEqual([]);
      app = await start(database);

      expect(await exportOf(app, alice)).toEqual(atBackup);
      // The session signed in before the backup still signs Alice in.
      const me = await app.inject({ url: '/api/auth/user', headers: { cookie: alice.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: alice.user.id, email: alice.email });

      // Bob's writes are in the copy whole and in order up to one moment, none after it.
      const rows = await database.db
        .selectFrom('journal_entries')
        .select(['date', 'pain_level', 'journal_entry'])
        .where('user_id', '=', bob.user.id)
        .orderBy('date')
        .execute();
      const kept = rows.length;
      expect(kept).toBeGreaterThanOrEqual(completedAtStart);
      expect(kept).toBeLessThanOrEqual(completedAtEnd + 1);
      expect(rows).toEqual(
        Array.from({ length: kept }, (_, n) => ({
          date: day(n),
          pain_level: n % 11,
          journal_entry: `write ${n}`,
        })),
      );
    },
  );
});

describe.runIf(!onPostgres)('backup and restore commands refuse clearly', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cairn-backup-errors-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says when there is no database to back up', { timeout: 60_000 }, async () => {
    const result = await cli('backup-cli.ts', [path.join(dir, 'out')], path.join(dir, 'empty'));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Backup failed: No database at ${path.join(dir, 'empty', 'cairn.sqlite')}: set DATA_DIR to the directory Cairn uses.`,
    );
  });

  it('restores nothing from a file that is not a backup', { timeout: 60_000 }, async () => {
    const bogus = path.join(dir, 'notes.txt');
    writeFileSync(bogus, 'not a database at all');
    const dataDir = path.join(dir, 'data');
    const result = await cli('restore-cli.ts', [bogus, '--yes'], dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Restore failed: ${bogus} is not a Cairn backup (neither a SQLite database nor a pg_dump custom-format file).`,
    );
    expect(existsSync(path.join(dataDir, 'cairn.sqlite'))).toBe(false);
  });

  it('says when pg_dump is not installed', async () => {
    const saved = process.env.PATH;
    process.env.PATH = path.join(dir, 'no-tools');
    try {
      await expect(
        createBackup({ engine: 'postgres', url: 'postgres://cairn@127.0.0.1:9/cairn' }, dir),
      ).rejects.toThrow(
        /^pg_dump is not installed \(or not on PATH\): install the PostgreSQL client tools/,
      );
    } finally {
      process.env.PATH = saved;
    }
    expect(readdirSync(dir).filter((name) => name.startsWith('cairn-'))).toEqual([]);
  });
});
