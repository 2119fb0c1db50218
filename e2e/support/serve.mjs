// The server the browser tests talk to: the real build on a fresh, temporary embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '5123',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ADMIN_EMAILS: 'admin@cairn.test',
  // Many accounts and support requests come from one address during a run.
  AUTH_RATE_LIMIT: '100000',
  SUPPORT_RATE_LIMIT: '100000',
});
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
