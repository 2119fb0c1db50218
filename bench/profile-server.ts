// `npx tsx bench/profile-server.ts <what>`: the built server under one of the bench's loads with
// `node --cpu-prof`, then the functions that took the most time, by self time. What a change
// should aim at is read here before it is made (docs/decisions/0032-server-hot-paths.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS, waitUntilAnswering } from '../scripts/server-process.mjs';
import { load, type LoadOptions } from './http';
import { journalBody, seedYear } from './journal';
import { signUp } from './server-process';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const LOADS = ['list', 'autosave', 'session'] as const;
type LoadName = (typeof LOADS)[number];

function frameName(node: ProfileNode): string {
  const frame = node.callFrame;
  const where = frame.url
    ? `${frame.url.replace(/^file:\/\/.*?\/(dist|node_modules)\//, '$1/')}:${frame.lineNumber + 1}`
    : '(native)';
  return `${frame.functionName || '(anonymous)'} ${where}`;
}

/**
 * The functions with the most time, by self time (the function's own code) or inclusive (with
 * everything it called), as shares of the busy (non-idle) time.
 */
function topTimes(profile: Profile, count: number, inclusive: boolean): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const times = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') return;
    busy += delta;
    const seen = new Set<string>();
    for (
      let at: number | undefined = id;
      at !== undefined;
      at = inclusive ? parentOf.get(at) : undefined
    ) {
      const key = frameName(byId.get(at)!);
      if (seen.has(key)) continue;
      seen.add(key);
      times.set(key, (times.get(key) ?? 0) + delta);
    }
  });
  return [...times.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

/** User + system CPU time the process has used, in ms (Linux; a tick is 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const what = (process.argv[2] ?? 'list') as LoadName;
if (!LOADS.includes(what)) throw new Error(`profile one of: ${LOADS.join(', ')}`);
const port = 5300 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-profile-'));
const profileDir = path.join(dataDir, 'profile');
const child = spawn(
  process.execPath,
  [
    ...(process.argv.includes('--no-profile')
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
    ...SERVER_NODE_FLAGS,
    'dist/server/main.js',
  ],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEATHER: 'off',
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const server = { url: `http://127.0.0.1:${port}` };
try {
  await waitUntilAnswering(`${server.url}/api/health`);
  const cookie = await signUp(server.url);
  await seedYear(server, cookie);
  const today = (await (
    await fetch(`${server.url}/api/journal-entries/2025-12-31`, { headers: { cookie } })
  ).json()) as { id: string };
  const loads: Record<LoadName, LoadOptions> = {
    list: { path: '/api/journal-entries', headers: { cookie, 'accept-encoding': 'br' } },
    autosave: {
      path: `/api/journal-entries/${today.id}`,
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(journalBody('2025-12-31', 7)),
    },
    session: { path: '/api/auth/user', headers: { cookie } },
  };
  const options = loads[what];
  await load(server, 'warm-up', options, 1);
  const cpuBefore = cpuMs(child.pid!);
  const result = await load(server, what, options);
  const perRequest = ((cpuMs(child.pid!) - cpuBefore) * 1000) / (result.requestsPerSecond * 5);
  console.log(
    `${what}: ${result.requestsPerSecond} req/s under the profiler, ` +
      `${Math.round(perRequest)} µs of server CPU per request (errors ${result.errors}, non-2xx ${result.non2xx})`,
  );
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
if (process.argv.includes('--no-profile')) process.exit(0);
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))!;
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as Profile;
console.log('\nSelf time, share of busy time:\n' + topTimes(profile, 25, false).join('\n'));
console.log('\nInclusive time, share of busy time:\n' + topTimes(profile, 60, true).join('\n'));
if (process.env.KEEP_PROFILE) console.log('profile kept in', profileDir);
else rmSync(dataDir, { recursive: true, force: true });
