import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOwnServer } from './own-server';

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
  const { url, stop } = await startOwnServer({ port, root, cwd: root });
  return { url, clientDir, stop };
}
