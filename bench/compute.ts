// `npm run bench:compute` (also printed by `npm run bench`): the calculations the Analytics &
// Insights screen runs in the browser, over 10 years of daily entries. Budget: ARCHITECTURE.md
// section 6 (insights + predictions + report text over 3,650 entries <= 50 ms).
import { pathToFileURL } from 'node:url';
import { painTrendPoints, symptomFrequency } from '../src/core/analytics-series';
import { analyticsSummary } from '../src/core/analytics-summary';
import { generateInsights } from '../src/core/insights/generate';
import { predictPain } from '../src/core/prediction';
import { tenYearsOfEntries } from './ten-years';

const BUDGET_MS = 50;
const WARM_UP_RUNS = 5;
const RUNS = 21;
const TODAY = '2026-01-31';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** One screen's worth of work. */
function computeOnce(entries: ReturnType<typeof tenYearsOfEntries>) {
  const insights = generateInsights(entries, new Date(`${TODAY}T12:00:00.000Z`));
  const predictions = predictPain(entries, TODAY);
  // The server computes these two series in SQL; timing the reference versions too keeps the
  // figure an upper bound for the browser's share.
  const summary = analyticsSummary({
    entries,
    today: TODAY,
    painTrend: painTrendPoints(entries, TODAY, 30),
    symptoms: symptomFrequency(entries, TODAY, 30),
  });
  return { insights: insights.length, predictions: predictions.length, summary };
}

export function benchCompute(): { medianMs: number; ok: boolean } {
  const entries = tenYearsOfEntries(TODAY);
  for (let run = 0; run < WARM_UP_RUNS; run += 1) computeOnce(entries);
  const times: number[] = [];
  let last = computeOnce(entries);
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    last = computeOnce(entries);
    times.push(performance.now() - start);
  }
  const medianMs = median(times);
  const ok = medianMs <= BUDGET_MS;
  console.log(
    `\nInsights + predictions + analytics summary over ${entries.length} entries (10 years): ` +
      `median ${medianMs.toFixed(1)} ms of ${RUNS} runs, slowest ${Math.max(...times).toFixed(1)} ms ` +
      `(budget <= ${BUDGET_MS} ms) ${ok ? 'OK' : 'OVER BUDGET'}; ` +
      `${last.insights} insights, ${last.predictions} predictions, ` +
      `average pain ${last.summary.averagePain}`,
  );
  return { medianMs, ok };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = benchCompute();
  process.exitCode = ok ? 0 : 1;
}
