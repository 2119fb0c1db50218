import type { DetailedMedication } from '../medications';
import { buildReportData, type ReportInput } from '../report/build';
import type { ReportSettings } from '../report/settings';
import type { Trigger } from '../triggers';

/** Report data for the report tests: `today` 2026-01-31 and the default settings unless given. */

export const REPORT_TODAY = '2026-01-31';

export function reportData(
  entries: ReportInput['entries'],
  options: Partial<Omit<ReportInput, 'entries' | 'settings'>> & {
    settings?: Partial<ReportSettings>;
  } = {},
) {
  return buildReportData({
    medications: [],
    triggers: [],
    today: REPORT_TODAY,
    ...options,
    entries,
  });
}

export function medication(overrides: Partial<DetailedMedication> = {}): DetailedMedication {
  return {
    id: `med-${overrides.name ?? 'x'}`,
    name: 'Ibuprofen',
    type: 'over-the-counter',
    dosage: '200 mg',
    frequency: 'daily',
    isActive: true,
    reminderEnabled: true,
    adherenceRate: 90,
    avgEffectiveness: 7,
    purposes: [],
    sideEffects: [],
    instructions: null,
    prescribedBy: null,
    notes: null,
    startDate: '2025-12-01',
    schedule: [],
    recentLogs: [],
    ...overrides,
  };
}

export function trigger(overrides: Partial<Trigger> = {}): Trigger {
  return {
    id: `trigger-${overrides.name ?? 'x'}`,
    name: 'Cold weather',
    category: 'weather',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
