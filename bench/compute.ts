// `npm run bench:compute` (also printed by `npm run bench`): the calculations the browser runs,
// over 10 years of daily entries. Budget: ARCHITECTURE.md section 6 (insights + predictions +
// report text over 3,650 entries <= 50 ms).
import { pathToFileURL } from 'node:url';
import { painTrendPoints, symptomFrequency } from '../src/core/analytics-series';
import { analyticsSummary } from '../src/core/analytics-summary';
import { generateInsights } from '../src/core/insights/generate';
import { predictPain } from '../src/core/prediction';
import { buildReportData } from '../src/core/report/build';
import { renderProviderReport } from '../src/core/report/render-provider';
import { tenYearsOfEntries, type BenchEntry } from './ten-years';

const BUDGET_MS = 50;
const WARM_UP_RUNS = 5;
const RUNS = 21;
const TODAY = '2026-01-31';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** The Analytics & Insights screen's work. */
function analyticsOnce(entries: BenchEntry[]) {
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

/** The Reports page's work: every figure, then the comprehensive provider report's text. */
function reportOnce(entries: BenchEntry[], days: number): number {
  const data = buildReportData({
    entries,
    medications: [],
    triggers: [],
    settings: { dateRange: days },
    today: TODAY,
  });
  return renderProviderReport(data).length;
}

const PARTS = {
  analytics: (entries: BenchEntry[]) => analyticsOnce(entries),
  report90: (entries: BenchEntry[]) => reportOnce(entries, 90),
  reportAll: (entries: BenchEntry[]) => reportOnce(entries, entries.length),
};
type Part = keyof typeof PARTS;

export function benchCompute(): { medianMs: number; ok: boolean } {
  const entries = tenYearsOfEntries(TODAY);
  const parts = Object.keys(PARTS) as Part[];
  for (let run = 0; run < WARM_UP_RUNS; run += 1) for (const part of parts) PARTS[part](entries);
  const times: Record<Part | 'total', number[]> = {
    analytics: [],
    report90: [],
    reportAll: [],
    total: [],
  };
  for (let run = 0; run < RUNS; run += 1) {
    let total = 0;
    for (const part of parts) {
      const start = performance.now();
      PARTS[part](entries);
      const spent = performance.now() - start;
      times[part].push(spent);
      total += spent;
    }
    times.total.push(total);
  }
  const analytics = analyticsOnce(entries);
  const ms = (part: Part | 'total') => `${median(times[part]).toFixed(1)} ms`;
  const medianMs = median(times.total);
  const ok = medianMs <= BUDGET_MS;
  console.log(
    `\nOver ${entries.length} entries (10 years), medians of ${RUNS} runs: ` +
      `insights + predictions + analytics summary ${ms('analytics')} ` +
      `(${analytics.insights} insights, ${analytics.predictions} predictions, average pain ` +
      `${analytics.summary.averagePain}); provider report for 90 days ${ms('report90')} ` +
      `(${reportOnce(entries, 90)} characters), for all 10 years ${ms('reportAll')} ` +
      `(${reportOnce(entries, entries.length)} characters); all together ${medianMs.toFixed(1)} ms, ` +
      `slowest ${Math.max(...times.total).toFixed(1)} ms (budget <= ${BUDGET_MS} ms) ` +
      `${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return { medianMs, ok };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = benchCompute();
  process.exitCode = ok ? 0 : 1;
}
