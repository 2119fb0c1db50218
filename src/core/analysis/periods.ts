import { z } from 'zod';
import { addDays } from '../calendar';

/** The analysis periods of spec document 2 section 9, and the window each one covers. */

export const ANALYSIS_PERIODS = ['1month', '3months', '6months', '1year'] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];

export const DEFAULT_ANALYSIS_PERIOD: AnalysisPeriod = '3months';

/** Calendar days each period covers, today included (the stat card's "last 30, 90, 180 or 365 days"). */
export const PERIOD_DAYS: Record<AnalysisPeriod, number> = {
  '1month': 30,
  '3months': 90,
  '6months': 180,
  '1year': 365,
};

/** The period selector's words (spec document 2 section 2). */
export const PERIOD_LABELS: Record<AnalysisPeriod, string> = {
  '1month': 'Last Month',
  '3months': 'Last 3 Months',
  '6months': 'Last 6 Months',
  '1year': 'Last Year',
};

/** How texts name the window: "in the last 3 months". */
export const PERIOD_PHRASES: Record<AnalysisPeriod, string> = {
  '1month': 'the last month',
  '3months': 'the last 3 months',
  '6months': 'the last 6 months',
  '1year': 'the last year',
};

const PERIOD_MESSAGE = `period must be one of ${ANALYSIS_PERIODS.join(', ')}`;

/** `?period=` of GET /api/analysis and /api/analysis/export.csv; left out, 3 months. */
export const analysisQuerySchema = z.object({
  period: z.enum(ANALYSIS_PERIODS, { error: PERIOD_MESSAGE }).default(DEFAULT_ANALYSIS_PERIOD),
});

export interface AnalysisWindow {
  /** First day, yyyy-MM-dd. */
  from: string;
  /** Last day (the user's today), yyyy-MM-dd. */
  to: string;
  /** Calendar days from `from` to `to`, both included. */
  days: number;
}

/** The window of `days` calendar days ending on `today`. */
export function windowEnding(today: string, days: number): AnalysisWindow {
  return { from: addDays(today, -(days - 1)), to: today, days };
}

export function periodWindow(period: AnalysisPeriod, today: string): AnalysisWindow {
  return windowEnding(today, PERIOD_DAYS[period]);
}
