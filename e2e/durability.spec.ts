import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The server's answers only, no page: the fixtures' test would open a browser page for each test.
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { spawnServer } from '../scripts/server-process.mjs';
import { atOneWidth, PASSWORD, uniqueEmail } from './support/fixtures';
import { urlInSchema } from '../src/server/test-support/deployment-env';

/**
 * A save the server acknowledged survives the server being killed (kill -9) while twenty others
 * are in flight, on both engines and at both SQLite synchronous levels (docs/decisions/0029).
 * Each autosaver writes `save N` into its own entry, N counting up, and remembers the highest N
 * answered with a 2xx; after the kill a new server on the same data must hold at least that N
 * (one in-flight save more may have landed, never fewer or two more).
 */

const SAVERS = 20;
const SAVES_BEFORE_KILL = 30;
const JSON_HEADERS = { 'content-type': 'application/json' };
/** What fetch's failure carries when the server is gone: reset mid-answer, or nobody listening. */
const CONNECTION_ERRORS = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET'];

interface Setup {
  name: string;
  env: Record<string, string>;
  /** A PostgreSQL schema of this test's own, or none for the embedded engine. */
  postgres?: boolean;
}

const SETUPS: Setup[] = [
  // The default, group commit: SQLite at NORMAL, the WAL synced before answers go out. A kill
  // cannot tell the levels apart (the operating system keeps what was written either way), so
  // the other two are not run again here; a power cut is the difference (decision 0029).
  { name: 'SQLite, group commit (the default)', env: {} },
  { name: 'PostgreSQL', env: {}, postgres: true },
];

const cleanups: Array<() => Promise<void>> = [];
test.afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawnServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEATHER: 'off',
      VAPID_SUBJECT: 'mailto:support@cairn.test',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = { url: `http://127.0.0.1:${port}`, child, exited };
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  // Longer than waitUntilAnswering's ten seconds: a start on a busy machine can take that long.
  // A server that stops instead fails the test at once.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`nothing answered at ${server.url}`);
    try {
      await fetch(`${server.url}/api/health`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A fresh schema in TEST_DATABASE_URL's database, as a DATABASE_URL whose search path is it. */
async function freshSchema(url: string): Promise<string> {
  const schema = `durability_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  cleanups.push(() => run(`drop schema if exists ${schema} cascade`));
  return urlInSchema(url, schema);
}

interface SaverEnd {
  /** The highest N answered with a 2xx. */
  acknowledged: number;
  /** The code behind the connection error that stopped it, or the unexpected status. */
  stoppedBy: string;
}

for (const [index, setup] of SETUPS.entries()) {
  // eslint-disable-next-line no-empty-pattern -- Playwright hands testInfo second, after fixtures.
  test(`${setup.name}: a kill -9 amid ${SAVERS} autosavers loses no acknowledged save`, async ({}, testInfo) => {
    atOneWidth(testInfo);
    // Two server starts and some hundreds of saves; a start alone can take ten seconds on a
    // machine busy with other work.
    test.setTimeout(90_000);
    const databaseUrl = process.env.TEST_DATABASE_URL;
    test.skip(
      Boolean(setup.postgres) && !databaseUrl,
      'TEST_DATABASE_URL is not set, so there is no PostgreSQL to run against',
    );
    const port = Number(process.env.E2E_PORT ?? 5123) + 30 + index;
    const root = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-durability-'));
    cleanups.push(async () => rmSync(root, { recursive: true, force: true }));
    const env = {
      ...setup.env,
      DATA_DIR: path.join(root, 'data'),
      ...(setup.postgres ? { DATABASE_URL: await freshSchema(databaseUrl!) } : {}),
    };

    const first = await startServer(port, env);
    const register = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        email: uniqueEmail('durability'),
        password: PASSWORD,
        firstName: 'Sam',
        lastName: 'Rivers',
      }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const headers = { ...JSON_HEADERS, cookie };

    const ids: string[] = [];
    for (let day = 1; day <= SAVERS; day += 1) {
      const created = await fetch(`${first.url}/api/journal-entries`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          date: `2025-03-${String(day).padStart(2, '0')}`,
          kind: 'journal',
          painLevel: 4,
          journalEntry: 'save 0',
        }),
      });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }

    const acknowledged = ids.map(() => 0);
    let inFlight = 0;
    let everyoneHasSaved!: () => void;
    const enoughSaves = new Promise<void>((resolve) => (everyoneHasSaved = resolve));
    const autosave = async (saver: number): Promise<SaverEnd> => {
      for (let n = 1; ; n += 1) {
        let response: Response;
        inFlight += 1;
        try {
          response = await fetch(`${first.url}/api/journal-entries/${ids[saver]}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ journalEntry: `save ${n}` }),
          });
          // The answer's status is the acknowledgement: the server sends it after the commit.
          if (response.ok) acknowledged[saver] = n;
          await response.arrayBuffer();
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          return { acknowledged: acknowledged[saver]!, stoppedBy: cause?.code ?? String(error) };
        } finally {
          inFlight -= 1;
        }
        if (!response.ok) {
          return { acknowledged: acknowledged[saver]!, stoppedBy: `HTTP ${response.status}` };
        }
        if (acknowledged.every((count) => count >= SAVES_BEFORE_KILL)) everyoneHasSaved();
      }
    };
    const savers = Promise.all(ids.map((_, saver) => autosave(saver)));
    // A saver that stops before the kill has met an error answer: the assertions below name it.
    await Promise.race([enoughSaves, savers]);
    const inFlightAtKill = inFlight;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    const ends = await savers;

    expect(ends.filter((end) => !CONNECTION_ERRORS.includes(end.stoppedBy))).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    for (const end of ends) expect(end.acknowledged).toBeGreaterThanOrEqual(SAVES_BEFORE_KILL);

    const second = await startServer(port, env);
    // The session is in the database too: the same cookie still signs in.
    const list = await fetch(`${second.url}/api/journal-entries`, { headers });
    expect(list.status).toBe(200);
    const stored = new Map(
      ((await list.json()) as Array<{ id: string; journalEntry: string }>).map((entry) => [
        entry.id,
        Number(/^save (\d+)$/.exec(entry.journalEntry)?.[1] ?? NaN),
      ]),
    );
    const found = ids.map((id) => stored.get(id));
    for (const [saver, end] of ends.entries()) {
      // At least what was acknowledged; at most the one save that was in flight at the kill.
      expect(found[saver], `entry ${saver + 1}`).toBeGreaterThanOrEqual(end.acknowledged);
      expect(found[saver], `entry ${saver + 1}`).toBeLessThanOrEqual(end.acknowledged + 1);
    }
  });
}
