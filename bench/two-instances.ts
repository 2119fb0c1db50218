import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { formatLoad, load, type LoadResult } from './http';
import { journalBody } from './journal';
import { signUp, startServer, type RunningServer } from './server-process';
import { sharedInstanceEnv } from '../src/server/test-support/deployment-env';

const SECONDS = 5;
/** The same client concurrency either way: all on one instance, or split half and half. */
const CONNECTIONS = 20;

interface Route {
  label: string;
  path: string;
  method?: 'GET' | 'PUT';
  headers: Record<string, string>;
  body?: string;
}

/** The URL without its password, for messages. */
function shown(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

/** One load on each server at the same moment, the connections split between them; rates add. */
async function loadAll(servers: RunningServer[], route: Route): Promise<LoadResult> {
  const each = Math.round(CONNECTIONS / servers.length);
  const results = await Promise.all(
    servers.map((server) => load(server, route.label, route, SECONDS, each)),
  );
  return {
    label: `${route.label} x${servers.length}`,
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

async function measure(servers: RunningServer[], routes: Route[]): Promise<LoadResult[]> {
  for (const server of servers) await load(server, 'warm-up', { path: '/api/health' }, 1);
  const results: LoadResult[] = [];
  for (const route of routes) results.push(await loadAll(servers, route));
  return results;
}

/**
 * `npm run bench -- --postgres`: one instance, then two on the same PostgreSQL schema, under the
 * session read (GET /api/auth/user) and the autosave write (PUT /api/journal-entries/{id}).
 * Prints each rate and the ratio two/one. Ports `port` and `port + 1`.
 */
export async function benchTwoInstances(databaseUrl: string, port: number): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `PostgreSQL does not answer at ${shown(databaseUrl)} (${reason}). Start it, or point ` +
        'TEST_DATABASE_URL or DATABASE_URL at one; the two-instance figures need it.',
    );
    process.exitCode = 1;
    return;
  }
  const schema = `bench_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  const env = sharedInstanceEnv(databaseUrl, schema);
  try {
    let routes: Route[];
    let one: LoadResult[];
    const single = await startServer(port, env);
    try {
      // One account and entry, made through the first instance and used on every one after.
      const cookie = await signUp(single.url);
      const created = await fetch(`${single.url}/api/journal-entries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(journalBody('2025-12-31', 5)),
      });
      if (!created.ok) throw new Error(`creating the entry failed: ${created.status}`);
      const { id } = (await created.json()) as { id: string };
      routes = [
        { label: 'GET /api/auth/user (session)', path: '/api/auth/user', headers: { cookie } },
        {
          label: 'PUT /api/journal-entries/{id}',
          path: `/api/journal-entries/${id}`,
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(journalBody('2025-12-31', 7)),
        },
      ];
      one = await measure([single], routes);
    } finally {
      await single.stop();
    }

    const pair = await Promise.all([startServer(port, env), startServer(port + 1, env)]);
    let two: LoadResult[];
    try {
      two = await measure(pair, routes);
    } finally {
      await Promise.all(pair.map((server) => server.stop()));
    }

    console.log(
      `\nOne instance against two on one PostgreSQL database ` +
        `(${CONNECTIONS} connections in all, ${SECONDS} s each)`,
    );
    routes.forEach((route, i) => {
      console.log(formatLoad(one[i]!));
      console.log(formatLoad(two[i]!));
      const ratio = two[i]!.requestsPerSecond / one[i]!.requestsPerSecond;
      console.log(`${route.label}: two/one ${ratio.toFixed(2)}`);
    });
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
