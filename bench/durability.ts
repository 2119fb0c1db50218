import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatLoad, load, type LoadResult } from './http';
import { journalBody } from './journal';
import { signUp, startServer } from './server-process';
import type { SqliteSynchronous } from '../src/server/db/sqlite-driver';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The autosave load of bench/journal.ts on a fresh server whose SQLite runs at `level`. */
async function autosaveAt(port: number, level: SqliteSynchronous): Promise<LoadResult> {
  const server = await startServer(port, { SQLITE_SYNCHRONOUS: level });
  try {
    const cookie = await signUp(server.url);
    const created = await fetch(`${server.url}/api/journal-entries`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify(journalBody('2025-12-31', 7)),
    });
    if (!created.ok) throw new Error(`create failed: ${created.status}`);
    const { id } = (await created.json()) as { id: string };
    const save = {
      path: `/api/journal-entries/${id}`,
      method: 'PUT' as const,
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify(journalBody('2025-12-31', 7)),
    };
    await load(server, 'warm-up', save, 1);
    return await load(server, `PUT autosave, synchronous=${level.toUpperCase()}`, save);
  } finally {
    await server.stop();
  }
}

/**
 * The median time to write 4 KB and fdatasync it, in the directory the bench servers keep their
 * data in: at FULL each commit waits for about one of these, with the server's event loop held.
 */
function fdatasyncMs(rounds = 200): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-fsync-'));
  const fd = openSync(path.join(dir, 'probe'), 'w');
  const page = Buffer.alloc(4096, 1);
  const times: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      writeSync(fd, page, 0, page.length, (round % 64) * page.length);
      fdatasyncSync(fd);
      times.push(performance.now() - start);
    }
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

/**
 * What syncing the write-ahead log costs the autosave (docs/decisions/0029): the same load on
 * fresh servers, one per SQLITE_SYNCHRONOUS level, in one run, as shares of NORMAL (no sync).
 */
export async function benchSqliteSynchronous(port: number): Promise<void> {
  const normal = await autosaveAt(port, 'normal');
  const group = await autosaveAt(port, 'group');
  const full = await autosaveAt(port, 'full');
  console.log('\nSQLite synchronous level (autosave PUT, 20 connections, 5 s each)');
  for (const result of [normal, group, full]) console.log(formatLoad(result));
  const share = (result: LoadResult) =>
    (result.requestsPerSecond / normal.requestsPerSecond).toFixed(2);
  console.log(`autosave GROUP/NORMAL: ${share(group)}   FULL/NORMAL: ${share(full)}`);
  const fsync = fdatasyncMs();
  console.log(
    `4 KB write + fdatasync on this disk: ${fsync.toFixed(2)} ms median ` +
      `(~${Math.round(1000 / fsync)} commits/s at most at FULL)`,
  );
}
