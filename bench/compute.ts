// `npm run bench:compute` (also printed by `npm run bench`): the calculations the browser runs,
// over 10 years of daily entries, and the server's pain-pattern analysis over 10 years of the
// demo diary. Budgets: ARCHITECTURE.md section 6 (insights + predictions + report text over
// 3,650 entries <= 50 ms median and <= 100 ms in the slowest run; the analysis of one year
// <= 100 ms, of ten years <= 300 ms).
import { pathToFileURL } from 'node:url';
import { analyze, analyzeWindow } from '../src/core/analysis/analyze';
import { windowEnding } from '../src/core/analysis/periods';
import type { AnalysisInput } from '../src/core/analysis/types';
import { painTrendPoints, symptomFrequency } from '../src/core/analytics-series';
import { analyticsSummary } from '../src/core/analytics-summary';
import { generateInsights } from '../src/core/insights/generate';
import { predictPain } from '../src/core/prediction/three-day';
import { buildReportData } from '../src/core/report/build';
import type { ExportDocument } from '../src/core/data-export';
import { generateDemoData } from '../src/core/demo/generate-demo-data';
import { renderProviderReport } from '../src/core/report/render-provider';
import { benchPrediction } from './prediction';
import { tenYearsOfEntries, type BenchEntry } from './ten-years';

const BUDGET_MS = 50;
/** The slowest of the runs (a collection of garbage lands in some of them). */
const SLOWEST_BUDGET_MS = 100;
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

const ANALYSIS_YEAR_BUDGET_MS = 100;
const ANALYSIS_TEN_YEARS_BUDGET_MS = 300;

/**
 * GET /api/analysis's computation: the Last Year period with ten years of records given (the
 * server gives at most two), and a window over all ten years.
 */
export function benchAnalysis(): { ok: boolean } {
  // Through JSON, as the server's records arrive (read from the database, not built in place):
  // objects fresh from the generator are slower to read and would time the generator's shapes.
  const document = JSON.parse(
    JSON.stringify(generateDemoData({ seed: 22, endDate: TODAY, days: 3650, timeZone: 'UTC' })),
  ) as ExportDocument;
  const input: AnalysisInput = {
    entries: document.journalEntries,
    medications: document.medications,
    schedules: document.medicationSchedules,
    doseLogs: document.medicationLogs,
    triggers: document.triggers,
    timeZone: 'UTC',
    today: TODAY,
    period: '1year',
    now: new Date(`${TODAY}T20:00:00.000Z`),
  };
  const runs = {
    year: () => analyze(input),
    tenYears: () => analyzeWindow(input, windowEnding(TODAY, 3650)),
  };
  const times: Record<keyof typeof runs, number[]> = { year: [], tenYears: [] };
  for (let run = 0; run < WARM_UP_RUNS; run += 1) for (const part of Object.values(runs)) part();
  for (let run = 0; run < RUNS; run += 1) {
    for (const [part, once] of Object.entries(runs) as [keyof typeof runs, () => unknown][]) {
      const start = performance.now();
      once();
      times[part].push(performance.now() - start);
    }
  }
  const year = median(times.year);
  const tenYears = median(times.tenYears);
  const result = runs.year();
  const ok = year <= ANALYSIS_YEAR_BUDGET_MS && tenYears <= ANALYSIS_TEN_YEARS_BUDGET_MS;
  console.log(
    `Pain-pattern analysis over ${document.journalEntries.length} entries and ` +
      `${document.medicationLogs.length} dose logs (10 years), medians of ${RUNS} runs: ` +
      `the last year ${year.toFixed(1)} ms (budget <= ${ANALYSIS_YEAR_BUDGET_MS} ms; ` +
      `${result.effects.length} factors tested, ${result.patterns.length} patterns, ` +
      `${result.insights.length} insights), all ten years ${tenYears.toFixed(1)} ms ` +
      `(budget <= ${ANALYSIS_TEN_YEARS_BUDGET_MS} ms) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return { ok };
}

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
  const slowestMs = Math.max(...times.total);
  const verdict = (within: boolean) => (within ? 'OK' : 'OVER BUDGET');
  const ok = medianMs <= BUDGET_MS && slowestMs <= SLOWEST_BUDGET_MS;
  console.log(
    `\nOver ${entries.length} entries (10 years), medians of ${RUNS} runs: ` +
      `insights + predictions + analytics summary ${ms('analytics')} ` +
      `(${analytics.insights} insights, ${analytics.predictions} predictions, average pain ` +
      `${analytics.summary.averagePain}); provider report for 90 days ${ms('report90')} ` +
      `(${reportOnce(entries, 90)} characters), for all 10 years ${ms('reportAll')} ` +
      `(${reportOnce(entries, entries.length)} characters); all together ${medianMs.toFixed(1)} ms ` +
      `(budget <= ${BUDGET_MS} ms) ${verdict(medianMs <= BUDGET_MS)}, slowest ` +
      `${slowestMs.toFixed(1)} ms (budget <= ${SLOWEST_BUDGET_MS} ms) ` +
      `${verdict(slowestMs <= SLOWEST_BUDGET_MS)}`,
  );
  return { medianMs, ok };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = benchCompute();
  const analysis = benchAnalysis();
  const prediction = benchPrediction();
  process.exitCode = ok && analysis.ok && prediction.ok ? 0 : 1;
}
