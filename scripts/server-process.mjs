// How the built server is launched, in one place for `npm start`, the benchmarks and anything
// else that runs it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * V8 otherwise lets the heap grow towards gigabytes before collecting old garbage, which left the
 * server at ~170 MB after a short load. A 96 MB old generation and 2 MB semi-spaces keep it near
 * 100 MB (budget 120 MB) at a small cost in throughput; see docs/decisions/0004-server-memory.md.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=96', '--max-semi-space-size=2'];

/**
 * glibc gives each thread that allocates (libuv's pool compressing and syncing, V8's helpers) an
 * arena of its own, up to eight per core, and keeps what each frees: ~10 MB of the RSS after a
 * load. Two arenas are plenty for one event loop. A value in the environment wins.
 */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' };

export function spawnServer(options = {}) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    ...options,
    env: { ...SERVER_ENVIRONMENT, ...(options.env ?? process.env) },
  });
}

/**
 * Resolves once `url` answers at all (any status); throws after `timeoutMs` of silence (about
 * ten seconds unless told: servers that migrate a fresh PostgreSQL schema need longer).
 */
export async function waitUntilAnswering(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nothing answered at ${url}`);
}
