import type { AnalysisPeriod } from '../analysis/periods';
import { addDays } from '../calendar';
import type { AnalysisEntry, AnalysisInput } from '../analysis/types';
import type { ExportDocument } from '../data-export';
import { generateDemoData } from '../demo/generate-demo-data';
import type { DemoOptions } from '../demo/demo-options';
import { entry } from './entries';

/** The day the analysis tests end on, and the zone they read days in. */
export const ANALYSIS_TODAY = '2026-11-25';
export const ANALYSIS_ZONE = 'Europe/Madrid';
export const ANALYSIS_NOW = new Date('2026-11-25T20:00:00Z');

/** What `analyze` reads, from a Cairn export document (demo data or a hand-made one). */
export function inputFromDocument(
  document: Pick<
    ExportDocument,
    'journalEntries' | 'medications' | 'medicationSchedules' | 'medicationLogs' | 'triggers'
  >,
  period: AnalysisPeriod,
  today = ANALYSIS_TODAY,
): AnalysisInput {
  return {
    entries: document.journalEntries,
    medications: document.medications,
    schedules: document.medicationSchedules,
    doseLogs: document.medicationLogs,
    triggers: document.triggers,
    timeZone: ANALYSIS_ZONE,
    today,
    period,
    now: ANALYSIS_NOW,
  };
}

/** Generated demo data ending on ANALYSIS_TODAY, read as the analysis reads it. */
export function demoInput(
  options: Omit<DemoOptions, 'endDate' | 'timeZone'>,
  period: AnalysisPeriod,
): AnalysisInput {
  return inputFromDocument(
    generateDemoData({ ...options, endDate: ANALYSIS_TODAY, timeZone: ANALYSIS_ZONE }),
    period,
  );
}

/** Nothing logged but what a test gives: an entry list with no medications or triggers. */
export function entriesInput(
  entries: readonly AnalysisEntry[],
  period: AnalysisPeriod,
  today = ANALYSIS_TODAY,
): AnalysisInput {
  return {
    entries,
    medications: [],
    schedules: [],
    doseLogs: [],
    triggers: [],
    timeZone: ANALYSIS_ZONE,
    today,
    period,
    now: ANALYSIS_NOW,
  };
}

/** An entry with every field the analysis reads, empty unless given (see entries.ts `entry`). */
export function analysisEntry(
  overrides: Partial<AnalysisEntry> & { date: string; painLevel: number },
): AnalysisEntry {
  return {
    ...entry({ date: overrides.date }),
    sleepHours: null,
    energyLevel: null,
    moodLevel: null,
    temperature: null,
    humidity: null,
    journalEntry: null,
    customTags: [],
    symptoms: [],
    ...overrides,
  };
}

/** One journal entry a day ending on `today`, from the rows given oldest first. */
export function dailyAnalysisEntries(
  rows: readonly (Partial<AnalysisEntry> & { painLevel: number })[],
  today = ANALYSIS_TODAY,
): AnalysisEntry[] {
  return rows.map((row, index) =>
    analysisEntry({ ...row, date: addDays(today, index - rows.length + 1) }),
  );
}
