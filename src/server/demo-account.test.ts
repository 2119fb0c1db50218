import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import { createDemoAccount, demoSummary, newDemoPassword, type DemoAccount } from './demo-account';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 11:00 in Madrid on 14 March 2026. */
const NOW = new Date('2026-03-14T10:00:00Z');

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

async function countsOf(userId: string) {
  const count = async (
    table: 'journal_entries' | 'medications' | 'medication_logs' | 'triggers' | 'custom_tags',
  ) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    journalEntries: await count('journal_entries'),
    medications: await count('medications'),
    medicationLogs: await count('medication_logs'),
    triggers: await count('triggers'),
    customTags: await count('custom_tags'),
  };
}

async function demoUsers() {
  return t.database.db
    .selectFrom('users')
    .select(['id', 'time_zone', 'first_name'])
    .where('email', '=', 'demo@cairn.local')
    .execute();
}

describe('createDemoAccount (npm run demo)', () => {
  let first: DemoAccount;
  let other: Awaited<ReturnType<typeof registerUser>>;

  it('creates the account with a year of imported data ending yesterday in Madrid', async () => {
    other = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: { cookie: other.cookie },
      payload: { date: '2026-03-01', painLevel: 3 },
    });
    first = await createDemoAccount(t.database, { now: NOW });
    expect(first.email).toBe('demo@cairn.local');
    expect(first.lastDay).toBe('2026-03-13');
    expect(first.days).toBe(365);
    expect(first.password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const users = await demoUsers();
    expect(users).toEqual([{ id: first.userId, time_zone: 'Europe/Madrid', first_name: 'Alex' }]);
    const counts = await countsOf(first.userId);
    expect(counts).toEqual({
      journalEntries: first.imported.journalEntries,
      medications: 3,
      medicationLogs: first.imported.medicationLogs,
      triggers: 5,
      customTags: first.imported.customTags,
    });
    expect(counts.journalEntries).toBeGreaterThan(330);
    expect(counts.medicationLogs).toBeGreaterThan(700);

    const journalDates = await t.database.db
      .selectFrom('journal_entries')
      .select('date')
      .where('user_id', '=', first.userId)
      .where('kind', '=', 'journal')
      .execute();
    const dates = journalDates.map((row) => row.date).sort();
    // The first day is always logged; nothing is dated today or later.
    expect(dates[0]).toBe(addDays('2026-03-13', -364));
    expect(dates.at(-1)! <= '2026-03-13').toBe(true);
    expect(dates.length / 365).toBeGreaterThan(0.85);
  });

  it('signs in with the printed password, and the API serves the data', async () => {
    const response = await signIn('demo@cairn.local', first.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'demo@cairn.local', timeZone: 'Europe/Madrid' });
    const cookie = sessionCookie(response);
    const entries = await t.app.inject({
      url: '/api/journal-entries?from=2026-03-01&to=2026-03-14',
      headers: { cookie },
    });
    expect(entries.statusCode).toBe(200);
    expect(entries.json().length).toBeGreaterThan(8);
    const medications = await t.app.inject({
      url: '/api/medications/detailed',
      headers: { cookie },
    });
    expect(
      medications
        .json()
        .map((m: { name: string }) => m.name)
        .sort(),
    ).toEqual(['Amitriptyline', 'Ibuprofen', 'Magnesium']);
    expect((await signIn('demo@cairn.local', 'not the password')).statusCode).toBe(401);
  });

  it('refreshes on a second run: one account, one year of data, only the new password', async () => {
    const oldSession = sessionCookie(await signIn('demo@cairn.local', first.password));
    const second = await createDemoAccount(t.database, { now: NOW });
    expect(second.password).not.toBe(first.password);
    const users = await demoUsers();
    expect(users).toHaveLength(1);
    expect(await countsOf(second.userId)).toEqual({
      journalEntries: first.imported.journalEntries,
      medications: 3,
      medicationLogs: first.imported.medicationLogs,
      triggers: 5,
      customTags: first.imported.customTags,
    });
    expect(second.imported).toEqual(first.imported);
    // The old account is gone with everything it had, its sessions included.
    expect(await countsOf(first.userId)).toEqual({
      journalEntries: 0,
      medications: 0,
      medicationLogs: 0,
      triggers: 0,
      customTags: 0,
    });
    const stale = await t.app.inject({ url: '/api/auth/user', headers: { cookie: oldSession } });
    expect(stale.statusCode).toBe(401);
    expect((await signIn('demo@cairn.local', first.password)).statusCode).toBe(401);
    expect((await signIn('demo@cairn.local', second.password)).statusCode).toBe(200);
  });

  it('leaves other accounts alone', async () => {
    const entries = await t.app.inject({
      url: '/api/journal-entries',
      headers: { cookie: other.cookie },
    });
    expect(entries.json()).toEqual([expect.objectContaining({ date: '2026-03-01', painLevel: 3 })]);
  });

  it('prints the e-mail and password', () => {
    const text = demoSummary(
      { ...first, password: 'abcd-efgh-jkmn-pqrs' },
      'http://127.0.0.1:5000',
    );
    expect(text).toContain('Demo account ready: 365 days of entries');
    expect(text).toContain('3 medications');
    expect(text).toContain('5 triggers, 2 devices with ');
    expect(text).toContain('  e-mail:   demo@cairn.local');
    expect(text).toContain('  password: abcd-efgh-jkmn-pqrs');
    expect(text).toContain('Sign in at http://127.0.0.1:5000 (npm start).');
  });

  it('makes a different password each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, newDemoPassword));
    expect(passwords.size).toBe(50);
  });
});
