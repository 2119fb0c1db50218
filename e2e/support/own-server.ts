import { rmSync } from 'node:fs';
import path from 'node:path';
import { spawnServer, waitUntilAnswering } from '../../scripts/server-process.mjs';

/** A busy two-core CI machine once took over 10 s to start a server beside the suite's. */
const DEFAULT_STARTUP_MS = 30_000;

export interface OwnServer {
  url: string;
  /** Stops the server, then removes `root` (its data and anything copied there). */
  stop(): Promise<void>;
}

/**
 * The built server in a process of its own, for a journey that needs settings or files the
 * suite's shared server does not have. Its data lives in `root/data`, removed on stop.
 */
export async function startOwnServer(options: {
  port: number;
  root: string;
  env?: Record<string, string>;
  /** Where the server runs (a copy of the build); the project by default. */
  cwd?: string;
  /** How long to wait for it to answer (30 s unless said; migrating a fresh PostgreSQL schema takes longer). */
  startupTimeoutMs?: number;
}): Promise<OwnServer> {
  const child = spawnServer({
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(options.root, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(options.root, { recursive: true, force: true });
  };
  try {
    // A server that stops before it answers (a bad setting, a failed migration) fails at once.
    await Promise.race([
      waitUntilAnswering(`${url}/api/health`, options.startupTimeoutMs ?? DEFAULT_STARTUP_MS),
      exited.then((code) => {
        throw new Error(
          `the server on port ${options.port} exited (code ${code}) before answering`,
        );
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
