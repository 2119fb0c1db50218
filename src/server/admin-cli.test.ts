import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openSqlite, type Database } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { registerUser, testConfig } from './test-support/test-app';

const run = promisify(execFile);
const cli = (args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/admin-cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAILS: '' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

// The command works on whichever database DATA_DIR/DATABASE_URL name; the embedded one suffices.
describe.runIf(process.env.TEST_ENGINE !== 'postgres')('npm run admin', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-admin-'));
    database = openSqlite(path.join(dataDir, 'cairn.sqlite'));
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants and revokes admin for an existing account', { timeout: 90_000 }, async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    const { cookie } = await registerUser(app, { email: 'helper@example.test' });
    const isAdmin = async () =>
      (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json().isAdmin;
    expect(await isAdmin()).toBe(false);

    const granted = await cli(['grant', 'Helper@Example.test'], dataDir);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('helper@example.test is now an admin.');
    expect(await isAdmin()).toBe(true);

    const revoked = await cli(['revoke', 'helper@example.test'], dataDir);
    expect(revoked.stdout).toContain('is no longer an admin');
    expect(await isAdmin()).toBe(false);
    await app.close();
  });

  it(
    'says so when there is no such account, and shows usage for a wrong command',
    { timeout: 90_000 },
    async () => {
      const missing = await cli(['grant', 'nobody@example.test'], dataDir);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No account with the email nobody@example.test');
      const usage = await cli(['promote'], dataDir);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('usage: npm run admin -- grant EMAIL');
    },
  );
});
