import { analysisDays } from '../src/core/analysis/days';
import type { ExportDocument } from '../src/core/data-export';
import { generateDemoData } from '../src/core/demo/generate-demo-data';
import { predictWeek } from '../src/core/prediction/predict-week';

const BUDGET_MS = 50;
const WARM_UP_RUNS = 5;
const RUNS = 21;
const TODAY = '2026-01-31';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * GET /api/predictions's computation: the 7-day prediction with its 60-day backtest of three
 * candidates at every horizon, over ten years of days (the server reads at most 430 days, so
 * this is the worst case by far), with an 8-day forecast.
 */
export function benchPrediction(): { ok: boolean } {
  const document = JSON.parse(
    JSON.stringify(generateDemoData({ seed: 22, endDate: TODAY, days: 3650, timeZone: 'UTC' })),
  ) as ExportDocument;
  const days = analysisDays(document.journalEntries);
  const forecast = days.slice(-8).map((day, index) => ({
    date: new Date(Date.parse(`${TODAY}T00:00:00Z`) + index * 86_400_000)
      .toISOString()
      .slice(0, 10),
    temperatureMin: 5,
    temperatureMax: 12,
    temperatureMean: 8,
    humidity: 70,
    pressure: day.pressure,
    precipitationChance: 40,
    windSpeed: 15,
    uvIndex: 2,
    weatherCode: 3,
    description: 'Partly Cloudy' as const,
  }));
  const once = () => predictWeek({ days, today: TODAY, forecast });
  for (let run = 0; run < WARM_UP_RUNS; run += 1) once();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    once();
    times.push(performance.now() - start);
  }
  const result = once();
  const ms = median(times);
  const ok = ms <= BUDGET_MS;
  console.log(
    `7-day pain prediction over ${days.length} days with entries (10 years), median of ${RUNS} ` +
      `runs: ${ms.toFixed(1)} ms (budget <= ${BUDGET_MS} ms; model ${result.accuracy?.model ?? 'none'}, ` +
      `${result.accuracy?.n ?? 0} days backtested) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return { ok };
}
