import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, waitUntilAnswering } from '../../scripts/server-process.mjs';

export interface BuildCopyServer {
  url: string;
  /** The copy's dist/client, for a test to change what the server serves. */
  clientDir: string;
  stop(): Promise<void>;
}

/**
 * The real server on a private copy of the build and a fresh database, for a journey that must
 * change the served files (a new version of the app) without touching the suite's shared server.
 */
export async function startBuildCopyServer(port: number): Promise<BuildCopyServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-copy-'));
  const clientDir = path.join(root, 'dist', 'client');
  cpSync(path.resolve('dist/client'), clientDir, { recursive: true });
  const child = spawnServer({
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, clientDir, stop };
}
