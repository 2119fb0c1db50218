import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { toBool, fromJson, toIso } from './codecs';
import { migrateToLatest } from './migrate';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb.database.close();
  await tdb.dispose();
});

describe('migrations', () => {
  it('two instances migrating at once each finish, and the schema is created once', async () => {
    const second = tdb.reopen();
    try {
      const [a, b] = await Promise.all([migrateToLatest(tdb.database), migrateToLatest(second)]);
      expect([...a, ...b]).toEqual([
        '0001-initial',
        '0002-user-settings',
        '0003-dose-slot',
        '0004-exercise-sessions',
        '0005-audit-log',
        '0006-weather-cache',
        '0007-predictions',
        '0008-provider-portal',
        '0009-biometrics',
        '0010-research',
        '0011-billing',
        '0012-reminders',
        '0013-import-mappings',
        '0014-rate-limits',
        '0015-media',
      ]);
    } finally {
      await second.close();
    }
  });

  it('is idempotent: running again changes nothing', async () => {
    expect(await migrateToLatest(tdb.database)).toEqual([]);
  });

  it('creates every table of the spec', async () => {
    const tables = await tdb.database.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    for (const name of [
      'users',
      'sessions',
      'journal_entries',
      'medications',
      'medication_schedules',
      'medication_logs',
      'triggers',
      'custom_tags',
      'exercise_sessions',
      'journal_prompts',
      'support_tickets',
      'audit_log',
      'weather_cache',
      'rate_limits',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('applies the spec defaults, identically on both engines after the codecs', async () => {
    const { db } = tdb.database;
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'u1@example.test',
        first_name: null,
        last_name: null,
        profile_image_url: null,
        password_hash: null,
      } as never)
      .execute();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'u1')
      .executeTakeFirstOrThrow();
    expect(toBool(user.is_admin)).toBe(false);
    expect(user.subscription_type).toBe('free');
    expect(user.subscription_status).toBe('active');
    expect(user.time_zone).toBe('UTC');
    expect(Number.isNaN(Date.parse(toIso(user.created_at)))).toBe(false);

    await db
      .insertInto('custom_tags')
      .values({ id: 't1', user_id: 'u1', name: 'flare', category: null } as never)
      .execute();
    const tag = await db.selectFrom('custom_tags').selectAll().executeTakeFirstOrThrow();
    expect(tag.color).toBe('#3B82F6');
    expect(toBool(tag.is_active)).toBe(true);

    await db
      .insertInto('journal_entries')
      .values({ id: 'e1', user_id: 'u1', date: '2026-01-02', pain_level: 4 } as never)
      .execute();
    const entry = await db.selectFrom('journal_entries').selectAll().executeTakeFirstOrThrow();
    expect(entry.mood_level).toBe(5);
    expect(fromJson(entry.symptoms, [])).toEqual([]);
    expect(fromJson(entry.pain_locations, [])).toEqual([]);

    await db
      .insertInto('support_tickets')
      .values({
        id: 's1',
        ticket_number: 'CRN-1',
        name: 'A',
        email: 'a@b.test',
        subject: 'S',
        category: 'billing',
        message: 'M',
      } as never)
      .execute();
    const ticket = await db.selectFrom('support_tickets').selectAll().executeTakeFirstOrThrow();
    expect([ticket.status, ticket.priority]).toEqual(['open', 'normal']);
  });

  it('refuses a duplicate email and a duplicate ticket number', async () => {
    const { db } = tdb.database;
    await expect(
      db
        .insertInto('users')
        .values({ id: 'u2', email: 'u1@example.test' } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('support_tickets')
        .values({
          id: 's2',
          ticket_number: 'CRN-1',
          name: 'A',
          email: 'a@b.test',
          subject: 'S',
          category: 'x',
          message: 'M',
        } as never)
        .execute(),
    ).rejects.toThrow();
  });

  it('removes a user’s data with the user', async () => {
    const { db } = tdb.database;
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    const left = await sql<{ n: number }>`select count(*) as n from journal_entries`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
