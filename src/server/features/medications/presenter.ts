import {
  adherenceRate,
  averageEffectiveness,
  type DoseRecord,
  type ScheduleMedication,
} from '@core/medication-schedule';
import type {
  DetailedMedication,
  Frequency,
  MedicationLog,
  MedicationType,
  ScheduleSlot,
} from '@core/medications';
import { fromJson, toBool, toIso } from '../../db/codecs';
import type { LogRow, MedicationRow, ScheduleRow } from './store';

export const RECENT_LOGS = 5;

export function presentLog(row: LogRow): MedicationLog {
  return {
    id: row.id,
    medicationId: row.medication_id,
    takenAt: toIso(row.taken_at),
    skipped: toBool(row.skipped),
    effectiveness: row.effectiveness,
    sideEffectsExperienced: fromJson(row.side_effects_experienced, []),
    skipReason: row.skip_reason,
    notes: row.notes,
  };
}

export function asDoseRecord(row: LogRow): DoseRecord {
  return {
    medicationId: row.medication_id,
    takenAt: toIso(row.taken_at),
    skipped: toBool(row.skipped),
    scheduledTime: row.scheduled_time,
  };
}

/** A medication's dose reminders are on when any slot's is (all of them change together). */
export function remindersOn(rows: Array<{ reminder_enabled: boolean | number }>): boolean {
  return rows.length === 0 || rows.some((row) => toBool(row.reminder_enabled));
}

export function toScheduleMedication(
  row: MedicationRow,
  schedules: ScheduleRow[],
): ScheduleMedication {
  return {
    id: row.id,
    name: row.name,
    dosage: row.dosage,
    isActive: toBool(row.is_active),
    startDate: row.start_date,
    schedule: schedules
      .filter((slot) => slot.medication_id === row.id)
      .map((slot) => ({ timeOfDay: slot.time_of_day, days: fromJson(slot.days, []) })),
  };
}

/** The stored fields of a medication in the API shape (the detailed card and the export). */
export function presentMedicationFields(row: MedicationRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type as MedicationType,
    dosage: row.dosage,
    frequency: row.frequency as Frequency,
    isActive: toBool(row.is_active),
    purposes: fromJson<string[]>(row.purposes, []),
    sideEffects: fromJson<string[]>(row.side_effects, []),
    instructions: row.instructions,
    prescribedBy: row.prescribed_by,
    notes: row.notes,
    startDate: row.start_date,
  };
}

export function presentSlot(slot: ScheduleRow): ScheduleSlot {
  return { id: slot.id, timeOfDay: slot.time_of_day, days: fromJson(slot.days, []) };
}

/**
 * A medication in the API shape with its figures. `logs` are the user's logs, newest first;
 * `schedules` the user's schedule rows.
 */
export function presentMedication(
  row: MedicationRow,
  schedules: ScheduleRow[],
  logs: LogRow[],
  now: Date,
  timeZone: string,
): DetailedMedication {
  const own = logs.filter((log) => log.medication_id === row.id);
  const doses = own.map(presentLog);
  return {
    ...presentMedicationFields(row),
    adherenceRate: adherenceRate(
      toScheduleMedication(row, schedules),
      own.map(asDoseRecord),
      now,
      timeZone,
    ),
    avgEffectiveness: averageEffectiveness(doses),
    schedule: schedules.filter((slot) => slot.medication_id === row.id).map(presentSlot),
    reminderEnabled: remindersOn(schedules.filter((slot) => slot.medication_id === row.id)),
    recentLogs: doses
      .slice(0, RECENT_LOGS)
      .map(({ id, takenAt, skipped, effectiveness, skipReason, notes }) => ({
        id,
        takenAt,
        skipped,
        effectiveness,
        skipReason,
        notes,
      })),
  };
}
