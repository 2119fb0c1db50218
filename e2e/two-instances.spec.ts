import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SUPPORT_RATE_LIMIT_MESSAGE } from '../src/core/support';
import { atOneWidth, PASSWORD, uniqueEmail } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { sharedInstanceEnv } from '../src/server/test-support/deployment-env';

/**
 * Two Cairn instances on one PostgreSQL database, as behind a load balancer: each request goes
 * to the next instance in turn. A session made on one works on the other, a sign-out on one is
 * a sign-out on both, migrations started at the same moment run once, and the sign-in and
 * support limits are one allowance between the two, not one each. No page: only HTTP.
 */

const DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Clear of the suite's shared server and of the ports other specs start servers on. */
const PORTS = [5730, 5731] as const;
const AUTH_RATE_LIMIT = 4;
const SUPPORT_RATE_LIMIT = 3;
const MIGRATIONS = readdirSync(path.resolve('src/server/db/migrations'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

test.describe('two instances on one PostgreSQL database', () => {
  test.skip(!DATABASE_URL, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)');
  test.describe.configure({ mode: 'serial' });

  const schema = `e2e_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let servers: OwnServer[] = [];
  let turn = 0;
  /** The round robin: each call answers the next instance's address. */
  const next = () => servers[turn++ % servers.length]!.url;

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  // eslint-disable-next-line no-empty-pattern -- Playwright hands testInfo second, after fixtures.
  test.beforeAll(async ({}, testInfo) => {
    // Skips the whole group at phone width: nothing here depends on a screen.
    atOneWidth(testInfo);
    test.setTimeout(120_000);
    await admin((client) => client.query(`create schema ${schema}`));
    const env = {
      ...sharedInstanceEnv(DATABASE_URL!, schema),
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      SUPPORT_RATE_LIMIT: String(SUPPORT_RATE_LIMIT),
      // The client's address comes from X-Forwarded-For, as behind a real proxy: each part of
      // this test uses addresses of its own.
      TRUST_PROXY: 'true',
    };
    // Both at the same moment on the empty schema, so both try to migrate it.
    const started = await Promise.allSettled(
      PORTS.map((port) =>
        startOwnServer({
          port,
          root: mkdtempSync(path.join(tmpdir(), `cairn-e2e-instance-${port}-`)),
          env,
          // Two servers migrating one schema on a busy machine take a while to answer.
          startupTimeoutMs: 60_000,
        }),
      ),
    );
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.flatMap((s) => (s.status === 'rejected' ? [s.reason as Error] : []));
    expect(failed.map((error) => error.message)).toEqual([]);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (DATABASE_URL)
      await admin((client) => client.query(`drop schema if exists ${schema} cascade`));
  });

  test('both come up on the schema they migrated together, each migration run once', async () => {
    expect(servers).toHaveLength(2);
    for (const server of servers) {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }
    const { rows } = await admin((client) =>
      client.query<{ name: string }>(`select name from ${schema}.kysely_migration order by name`),
    );
    expect(rows.map((row) => row.name)).toEqual(MIGRATIONS);
    // Nothing landed in the database's default schema.
    const elsewhere = await admin((client) =>
      client.query(
        `select table_schema from information_schema.tables
         where table_name = 'rate_limits' and table_schema <> $1`,
        [schema],
      ),
    );
    expect(elsewhere.rows).toEqual([]);
  });

  test('a session made on one instance works on the other, and signing out on one ends it on both', async () => {
    const [a, b] = [servers[0]!.url, servers[1]!.url];
    const email = uniqueEmail('instances');
    const registered = await fetch(`${a}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toContain('cairn_session=');

    const onB = await fetch(`${b}/api/auth/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email: string }).email).toBe(email);
    expect((await fetch(`${a}/api/auth/user`, { headers: { cookie } })).status).toBe(200);

    const signedOut = await fetch(`${b}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(signedOut.status).toBe(204);
    expect((await fetch(`${a}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${b}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  test(`failed sign-ins spread over both get 429 after ${AUTH_RATE_LIMIT} in all, not twice that`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT + 2; i += 1) {
      const response = await fetch(`${next()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' },
        // A new address each time: the per-address limit is the one counted here.
        body: JSON.stringify({ email: uniqueEmail('guess'), password: 'not the password' }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { message: string }).message).toMatch(
          /^Too many sign-in attempts/,
        );
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([
      ...Array<number>(AUTH_RATE_LIMIT).fill(401),
      ...Array<number>(2).fill(429),
    ]);
  });

  test(`support requests spread over both get 429 after ${SUPPORT_RATE_LIMIT} in all`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SUPPORT_RATE_LIMIT + 2; i += 1) {
      const response = await fetch(`${next()}/api/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.3' },
        body: JSON.stringify({
          name: 'Robin Ashe',
          email: uniqueEmail('support'),
          subject: 'Two instances',
          category: 'technical',
          message: 'Which instance answers does not matter.',
        }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({ message: SUPPORT_RATE_LIMIT_MESSAGE });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3500);
      }
    }
    expect(statuses).toEqual([
      ...Array<number>(SUPPORT_RATE_LIMIT).fill(201),
      ...Array<number>(2).fill(429),
    ]);
  });
});
