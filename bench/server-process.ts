import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, waitUntilAnswering } from '../scripts/server-process.mjs';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Resident memory of the server process in MB (Linux). */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/) on a temporary embedded database, or on what `env` names
 * (its variables win over the defaults here: DATABASE_URL for PostgreSQL, SQLITE_SYNCHRONOUS).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-'));
  const child = spawnServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Longer than the default: a server migrating a fresh PostgreSQL schema takes a while.
    await waitUntilAnswering(`${url}/api/health`, 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    process: child,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare Fastify baseline (bench/hello-server.mjs) on `port`. */
export async function startHelloServer(
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['bench/hello-server.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Registers a fresh account and returns its session cookie. */
export async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'bench password' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  // Every cookie the browser would keep (the session and the signed-in hint), as a Cookie header.
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
