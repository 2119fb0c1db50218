import { generateDemoData } from '../src/core/demo/generate-demo-data';
import { formatLoad, load, type LoadResult } from './http';
import type { RunningServer } from './server-process';

/** ARCHITECTURE.md section 6 / issue 14: a 1-year analysis for 10 years stored, p99. */
const BUDGET_P99_MS = 300;
const TEN_YEARS = 3650;

/**
 * GET /api/analysis?period=1year for an account holding ten years of the demo diary, with no
 * If-None-Match, so every request loads and analyses. One connection: the time one person
 * waits, not a queue of twenty.
 */
export async function benchAnalysisEndpoint(
  server: RunningServer,
  cookie: string,
): Promise<LoadResult> {
  const today = new Date().toISOString().slice(0, 10);
  const document = generateDemoData({ seed: 22, endDate: today, days: TEN_YEARS, timeZone: 'UTC' });
  const imported = await fetch(`${server.url}/api/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(document),
  });
  if (!imported.ok) throw new Error(`import failed: ${imported.status}`);
  const path = '/api/analysis?period=1year';
  await load(server, 'warm-up', { path, headers: { cookie } }, 1, 1);
  const result = await load(
    server,
    'GET /api/analysis 1 year (10 stored)',
    { path, headers: { cookie } },
    5,
    1,
  );
  const ok = result.p99Ms <= BUDGET_P99_MS && result.errors === 0 && result.non2xx === 0;
  console.log(
    `\nAnalysis endpoint, ${document.journalEntries.length} entries over 10 years stored`,
  );
  console.log(
    `${formatLoad(result)}   (budget p99 <= ${BUDGET_P99_MS} ms, one connection) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return result;
}
