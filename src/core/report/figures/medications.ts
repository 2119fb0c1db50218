import {
  FREQUENCY_LABELS,
  TYPE_LABELS,
  type Frequency,
  type MedicationType,
} from '../../medication-labels';
import type { DetailedMedication } from '../../medications';
import { localDate } from '../../time-zone';

/**
 * The user's medications as the report lists them: the real records from
 * GET /api/medications/detailed. Adherence and average effectiveness are the server's figures
 * (adherence over the 30 days up to today, decision 0006), not re-derived from the five recent
 * logs the list carries. Active ones first, then by name.
 */

export type ReportMedicationInput = Pick<
  DetailedMedication,
  | 'name'
  | 'type'
  | 'dosage'
  | 'frequency'
  | 'isActive'
  | 'adherenceRate'
  | 'avgEffectiveness'
  | 'purposes'
  | 'sideEffects'
> &
  Partial<Pick<DetailedMedication, 'recentLogs'>>;

export interface MedicationRow {
  name: string;
  dosage: string;
  type: string;
  frequency: string;
  isActive: boolean;
  /** Percent of scheduled doses taken over the last 30 days; null without scheduled doses. */
  adherenceRate: number | null;
  /** Out of 10; null without a rated dose. */
  avgEffectiveness: number | null;
  purposes: string[];
  sideEffects: string[];
  /** The user's calendar date of the latest dose logged as taken, when the list carries one. */
  lastTaken: string | null;
}

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const texts = (items: unknown): string[] =>
  Array.isArray(items)
    ? items.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

function lastTaken(medication: ReportMedicationInput, timeZone: string): string | null {
  let latest: number | null = null;
  for (const log of medication.recentLogs ?? []) {
    const time = Date.parse(log.takenAt);
    if (log.skipped || Number.isNaN(time)) continue;
    if (latest === null || time > latest) latest = time;
  }
  return latest === null ? null : localDate(new Date(latest), timeZone);
}

export function medicationRows(
  medications: readonly ReportMedicationInput[],
  timeZone: string,
): MedicationRow[] {
  return medications
    .map((medication) => ({
      name: medication.name.trim(),
      dosage: medication.dosage.trim(),
      type: TYPE_LABELS[medication.type as MedicationType] ?? medication.type,
      frequency: FREQUENCY_LABELS[medication.frequency as Frequency] ?? medication.frequency,
      isActive: medication.isActive,
      adherenceRate: finiteOrNull(medication.adherenceRate),
      avgEffectiveness: finiteOrNull(medication.avgEffectiveness),
      purposes: texts(medication.purposes),
      sideEffects: texts(medication.sideEffects),
      lastTaken: lastTaken(medication, timeZone),
    }))
    .sort(
      (a, b) =>
        Number(b.isActive) - Number(a.isActive) ||
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
}
