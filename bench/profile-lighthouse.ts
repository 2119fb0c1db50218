// Lighthouse (bench/lighthouse.ts) against the built server in ROOT (default: this checkout).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchLighthouse } from './lighthouse';
import { signUp } from './server-process';

const root = process.env.ROOT ?? process.cwd();
const port = Number(process.env.PORT ?? 5752);
const runs = Number(process.env.RUNS ?? 1);
const child = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cairn-lh-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    WEATHER: 'off',
    AUTH_RATE_LIMIT: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) {
  try {
    await fetch(`${url}/api/health`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  const cookie = await signUp(url);
  for (let i = 0; i < runs; i++) await benchLighthouse(url, cookie);
} finally {
  child.kill('SIGTERM');
}
