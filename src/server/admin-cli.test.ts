import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openSqlite, type Database } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { registerUser, testConfig } from './test-support/test-app';
import { auditRowsFor, countAuditRows } from './test-support/admin-data';

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

    const again = await cli(['grant', 'helper@example.test'], dataDir);
    expect(again.stdout).toContain('helper@example.test is already an admin.');

    const revoked = await cli(['revoke', 'helper@example.test'], dataDir);
    expect(revoked.stdout).toContain('is no longer an admin');
    expect(await isAdmin()).toBe(false);
    await app.close();

    // Each real change is in the audit log, by the operating-system user that ran the command;
    // granting an admin again changed nothing and recorded nothing.
    const userId = (
      await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'helper@example.test')
        .executeTakeFirstOrThrow()
    ).id;
    const audit = await auditRowsFor(database.db, userId);
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ['user.admin_grant', { email: 'helper@example.test', isAdmin: { from: false, to: true } }],
      ['user.admin_revoke', { email: 'helper@example.test', isAdmin: { from: true, to: false } }],
    ]);
    for (const row of audit) {
      expect(row.actor_user_id).toBeNull();
      expect(row.actor_label).toBe(`cli:${userInfo().username}`);
      expect(row.target_type).toBe('user');
    }
  });

  it(
    'says so when there is no such account, and shows usage for a wrong command',
    { timeout: 90_000 },
    async () => {
      const auditBefore = await countAuditRows(database.db);
      const missing = await cli(['grant', 'nobody@example.test'], dataDir);
      expect(missing.code).toBe(1);
      expect(await countAuditRows(database.db)).toBe(auditBefore);
      expect(missing.stderr).toContain('No account with the email nobody@example.test');
      const usage = await cli(['promote'], dataDir);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('usage: npm run admin -- grant EMAIL');
    },
  );
});
