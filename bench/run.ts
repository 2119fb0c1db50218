// `npm run bench`: figures as ratios against baselines measured in the same run, because the
// machine is shared and absolute numbers drift. Budgets: ARCHITECTURE.md section 6.
import { benchAnalysisEndpoint } from './analysis-http';
import { benchBiometricImport } from './biometric-import';
import { benchAnalysis, benchCompute } from './compute';
import { benchSqliteSynchronous } from './durability';
import { benchPrediction } from './prediction';
import { benchFileImport } from './file-import';
import { benchFirstLoad } from './first-load';
import { formatLoad, load, type LoadResult } from './http';
import { benchJournal } from './journal';
import { benchLighthouse } from './lighthouse';
import { signUp, startHelloServer, startServer } from './server-process';
import { benchTwoInstances } from './two-instances';

/** ARCHITECTURE.md's absolute budgets were set where a bare Fastify hello world did ~34k req/s. */
const REFERENCE_HELLO_RPS = 34_000;
const AUTOSAVE_BUDGET_RPS = 5_000;
/** The year of entries, compressed, as a share of the health route in the same run. */
const YEAR_LIST_BUDGET = 0.03;

const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER BUDGET');
/** BENCH_PORT picks the first port (the runs use a few after it); random otherwise. */
const port = Number(process.env.BENCH_PORT) || 5400 + Math.floor(Math.random() * 500);

// `npm run bench -- --postgres`: only one instance against two on one PostgreSQL database.
if (process.argv.includes('--postgres')) {
  await benchTwoInstances(
    process.env.TEST_DATABASE_URL ||
      process.env.DATABASE_URL ||
      'postgres://postgres@127.0.0.1:5432/test',
    port,
  );
  process.exit(process.exitCode ?? 0);
}

const hello = await startHelloServer(port + 1);
let bare: LoadResult;
try {
  await load(hello, 'warm-up', { path: '/' }, 1);
  bare = await load(hello, 'bare Fastify hello world (reference)', { path: '/' });
} finally {
  await hello.stop();
}

// At the default SQLITE_SYNCHRONOUS=group: every save answered only once it is on the disk.
const server = await startServer(port);
try {
  const cookie = await signUp(server.url);
  await load(server, 'warm-up', { path: '/api/health' }, 1);
  const health = await load(server, 'GET /api/health (baseline)', { path: '/api/health' });
  const user = await load(server, 'GET /api/auth/user (session)', {
    path: '/api/auth/user',
    headers: { cookie },
  });

  console.log('\nHTTP (embedded SQLite, group commit, 20 connections, 5 s each)');
  console.log(formatLoad(bare));
  console.log(formatLoad(health));
  console.log(formatLoad(user));
  const ratio = user.requestsPerSecond / health.requestsPerSecond;
  console.log(`auth/user vs health: ${ratio.toFixed(2)} (budget >= 0.30) ${verdict(ratio >= 0.3)}`);

  const [year, conditional, autosave] = (await benchJournal(server, cookie)) as [
    LoadResult,
    LoadResult,
    LoadResult,
  ];
  console.log(formatLoad(year));
  const yearShare = year.requestsPerSecond / health.requestsPerSecond;
  console.log(
    `a year of entries vs health: ${yearShare.toFixed(3)} (budget >= ${YEAR_LIST_BUDGET}) ${verdict(yearShare >= YEAR_LIST_BUDGET)}`,
  );
  console.log(formatLoad(conditional) + '   (304s are the expected answer)');
  console.log(formatLoad(autosave));
  const share = autosave.requestsPerSecond / bare.requestsPerSecond;
  const scaled = Math.round(share * REFERENCE_HELLO_RPS);
  const clean = autosave.errors === 0 && autosave.non2xx === 0;
  console.log(
    `autosave PUT vs bare Fastify: ${share.toFixed(3)} -> ~${scaled} req/s on the reference ` +
      `machine (budget >= ${AUTOSAVE_BUDGET_RPS} with 0 errors) ${verdict(scaled >= AUTOSAVE_BUDGET_RPS && clean)}`,
  );

  const rss = server.rssMb();
  console.log(`server RSS after load: ${rss} MB (budget <= 120 MB) ${verdict(rss <= 120)}`);

  // After the RSS reading: ten years imported into another account would count as load.
  await benchAnalysisEndpoint(server, await signUp(server.url));

  // After the RSS reading, so the browser's page loads do not count as load.
  await benchLighthouse(server.url, cookie);
  await benchFirstLoad(server.url, cookie);
} finally {
  await server.stop();
}

// A server of its own: a million records imported would count as load on the one above.
const importServer = await startServer(port + 2);
try {
  await benchBiometricImport(importServer);
  await benchFileImport(importServer);
} finally {
  await importServer.stop();
}

await benchSqliteSynchronous(port + 3);

// In-process, after the servers have stopped, so they do not share the CPU.
benchCompute();
benchAnalysis();
benchPrediction();
