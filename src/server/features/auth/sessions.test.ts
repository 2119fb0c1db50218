import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSessionStore } from '../../plugins/session-store';
import { createTestApp, registerUser, testConfig, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('survive a restart: a new server on the same database knows the cookie', async () => {
    const { cookie, email } = await registerUser(t.app);
    const secondDatabase = t.testDatabase.reopen();
    const restarted = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      logger: false,
    });
    try {
      const me = await restarted.inject({ url: '/api/auth/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(email);
    } finally {
      await restarted.close();
      await secondDatabase.close();
    }
  });

  it('stores only a hash of the token', async () => {
    const { cookie, user } = await registerUser(t.app);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const rows = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.sid).not.toBe(token);
  });

  it('an expired session signs nobody in and is purged', async () => {
    const { cookie, user } = await registerUser(t.app);
    await t.database.db
      .updateTable('sessions')
      .set({ expire: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const purged = await createSessionStore(t.database.db).purgeExpired();
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .selectFrom('sessions')
      .select('sid')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('rolls the expiry forward when a session is used after a while', async () => {
    const { cookie, user } = await registerUser(t.app);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await t.database.db
      .updateTable('sessions')
      .set({ expire: soon })
      .where('user_id', '=', user.id)
      .execute();
    const response = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('expire')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expire).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('does not rewrite a fresh session on every request', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY is on', async () => {
    const database = t.testDatabase.reopen();
    const proxied = await buildApp({
      config: testConfig({ trustProxy: true }),
      database,
      logger: false,
    });
    try {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: `secure-${Date.now()}@example.test`, password: 'long enough pw' },
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
      await database.close();
    }
  });
});
