import { toCsv, type CsvValue } from '../csv';
import { roundTo } from '../stats/numbers';
import type { AnalysisPeriod } from './periods';
import { significantDigits } from './rounding';
import type { AnalysisResult, FactorEffect, SeriesDay } from './types';

/** GET /api/analysis/export.csv, and the name the download is saved under. */
export const ANALYSIS_CSV_URL = '/api/analysis/export.csv';

/** `cairn-2026-03-14-analysis-3months.csv`: the date is the user's local date. */
export function analysisCsvFileName(localDate: string, period: AnalysisPeriod): string {
  return `cairn-${localDate}-analysis-${period}.csv`;
}

export const SERIES_HEADER = [
  'Date',
  'Day pain',
  'Mood',
  'Sleep hours',
  'Stress',
  'Energy',
  'Pressure (hPa)',
  'Flare',
] as const;

export const EFFECTS_HEADER = [
  'Factor',
  'Compared with',
  'Days',
  'Strength (rho)',
  'Difference (points)',
  'p-value',
  'q-value',
  'Significant',
] as const;

const COMPARED_WITH: Record<FactorEffect['lag'], string> = {
  0: 'Same-day pain',
  1: 'Next-day pain',
};

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Rounded for reading, without floating-point tails (0.30000000000000004). */
const rounded = (value: number | null, places: number) =>
  value === null || !Number.isFinite(value) ? null : roundTo(value, places);

function seriesRow(day: SeriesDay): CsvValue[] {
  return [
    day.date,
    day.pain,
    day.mood,
    day.sleepHours,
    day.stress,
    day.energy,
    day.pressure,
    yesNo(day.flare),
  ];
}

function effectRow(effect: FactorEffect): CsvValue[] {
  return [
    effect.factor,
    COMPARED_WITH[effect.lag],
    effect.n,
    rounded(effect.rho, 3),
    rounded(effect.difference, 2),
    // Three significant digits: a small p-value stays visible rather than rounding to 0.
    significantDigits(effect.pValue, 3),
    significantDigits(effect.qValue, 3),
    yesNo(effect.significant),
  ];
}

/**
 * The period's export for a doctor: the daily series (one row per day of the window, blank
 * where nothing was recorded), an empty line, then every factor tested. One byte order mark,
 * at the very start, so a spreadsheet reads the file as UTF-8.
 */
export function analysisCsv(result: Pick<AnalysisResult, 'series' | 'effects'>): string {
  const series = toCsv(SERIES_HEADER, result.series.map(seriesRow));
  const effects = toCsv(EFFECTS_HEADER, result.effects.map(effectRow));
  return `${series}\r\n${effects.replace(/^\uFEFF/, '')}`;
}
