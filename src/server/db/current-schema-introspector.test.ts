import { PostgresIntrospector } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { migrateToLatest } from './migrate';

const onPostgres = process.env.TEST_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.runIf(onPostgres)('introspection of the current schema (PostgreSQL)', () => {
  let tdb: TestDatabase;
  let admin: pg.Client;
  let schema: string;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    await migrateToLatest(tdb.database);
    schema = (await tdb.database.db.introspection.getSchemas())[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await tdb.database.close();
    await tdb.dispose();
  });

  it("describes this schema's tables as Kysely's own introspector does, and no other schema's", async () => {
    const other = `${schema}_other`;
    await admin.query(`create schema ${other}; create table ${other}.stranger (id serial)`);
    try {
      const ours = await tdb.database.db.introspection.getTables();
      const kysely = await new PostgresIntrospector(tdb.database.db).getTables();
      expect(ours.map((table) => table.name)).not.toContain('stranger');
      expect(ours.every((table) => table.schema === schema)).toBe(true);
      expect(ours).toEqual(kysely.filter((table) => table.schema === schema));
      expect(ours.find((t) => t.name === 'users')?.columns.length).toBeGreaterThan(3);
    } finally {
      await admin.query(`drop schema ${other} cascade`);
    }
  });

  it('hides the migration tables unless asked', async () => {
    const names = async (withInternalKyselyTables: boolean) =>
      (await tdb.database.db.introspection.getTables({ withInternalKyselyTables })).map(
        (table) => table.name,
      );
    expect(await names(false)).not.toContain('kysely_migration');
    expect(await names(true)).toContain('kysely_migration');
  });

  it('keeps answering while another schema in the database is created and dropped', async () => {
    let stop = false;
    const churn = (async () => {
      for (let round = 0; !stop; round += 1) {
        const passing = `${schema}_churn_${round}`;
        await admin.query(
          `create schema ${passing}; create table ${passing}.t (id serial, x text)`,
        );
        await admin.query(`drop schema ${passing} cascade`);
      }
    })();
    try {
      // Kysely's introspector failed here within a few dozen rounds ("schema ... does not exist").
      for (let round = 0; round < 150; round += 1) {
        const tables = await tdb.database.db.introspection.getTables();
        expect(tables.length).toBeGreaterThan(0);
      }
    } finally {
      stop = true;
      await churn;
    }
  });
});
