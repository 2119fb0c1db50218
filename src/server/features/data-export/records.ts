import type { Insertable, Selectable } from 'kysely';
import type {
  ExportCustomTag,
  ExportExerciseSession,
  ExportMedication,
  ExportMedicationLog,
  ExportSchedule,
} from '@core/data-export';
import type {
  ImportCustomTag,
  ImportExerciseSession,
  ImportJournalEntry,
  ImportMedication,
  ImportMedicationLog,
  ImportSchedule,
  ImportTrigger,
} from '@core/data-import';
import { toBool, toIso, toJson } from '../../db/codecs';
import type {
  CustomTagsTable,
  DatabaseSchema,
  ExerciseSessionsTable,
  NewJournalEntryRow,
} from '../../db/schema';
import { presentSession } from '../exercise-sessions/store';
import { toColumns } from '../journal/entry-columns';
import { presentLog, presentMedicationFields, presentSlot } from '../medications/presenter';
import type { LogRow, MedicationRow, ScheduleRow } from '../medications/store';

/**
 * Rows to export records and import records back to rows, table by table. The fields the API
 * already presents come from the features' own presenters (journal entries and triggers are
 * exported exactly as their presenters give them); only what the API leaves out is added here.
 */

export type TagRow = Selectable<CustomTagsTable>;
export type SessionRow = Selectable<ExerciseSessionsTable>;
type NewRow<T extends keyof DatabaseSchema> = Insertable<DatabaseSchema[T]>;

/** An instant in the one form both engines are written with. */
const iso = (value: string) => new Date(value).toISOString();

export function medicationRecord(row: MedicationRow): ExportMedication {
  return {
    ...presentMedicationFields(row),
    endDate: row.end_date,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function scheduleRecord(row: ScheduleRow): ExportSchedule {
  return {
    ...presentSlot(row),
    medicationId: row.medication_id,
    isActive: toBool(row.is_active),
    reminderEnabled: toBool(row.reminder_enabled),
    createdAt: toIso(row.created_at),
  };
}

export function logRecord(row: LogRow): ExportMedicationLog {
  return {
    ...presentLog(row),
    entryId: row.entry_id,
    dosageActual: row.dosage_actual,
    scheduledTime: row.scheduled_time,
    createdAt: toIso(row.created_at),
  };
}

export function tagRecord(row: TagRow): ExportCustomTag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    category: row.category,
    isActive: toBool(row.is_active),
    createdAt: toIso(row.created_at),
  };
}

export function sessionRecord(row: SessionRow): ExportExerciseSession {
  return { ...presentSession(row), createdAt: toIso(row.created_at) };
}

/** Where an imported row goes: its new id and owner. */
interface Target {
  id: string;
  userId: string;
}

export function entryRow(record: ImportJournalEntry, { id, userId }: Target): NewJournalEntryRow {
  return {
    ...toColumns(record),
    id,
    user_id: userId,
    kind: record.kind,
    date: record.date,
    pain_level: record.painLevel,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
  };
}

export function medicationRow(
  record: ImportMedication,
  { id, userId }: Target,
): NewRow<'medications'> {
  return {
    id,
    user_id: userId,
    name: record.name,
    type: record.type,
    dosage: record.dosage,
    frequency: record.frequency,
    instructions: record.instructions ?? null,
    prescribed_by: record.prescribedBy ?? null,
    start_date: record.startDate,
    end_date: record.endDate,
    is_active: record.isActive,
    side_effects: toJson(record.sideEffects),
    purposes: toJson(record.purposes),
    notes: record.notes ?? null,
    created_at: iso(record.createdAt),
    updated_at: iso(record.updatedAt),
  };
}

export function scheduleRow(
  record: ImportSchedule,
  { id, userId }: Target,
  medicationId: string,
): NewRow<'medication_schedules'> {
  return {
    id,
    user_id: userId,
    medication_id: medicationId,
    time_of_day: record.timeOfDay,
    days: toJson(record.days),
    is_active: record.isActive,
    reminder_enabled: record.reminderEnabled,
    created_at: iso(record.createdAt),
  };
}

export function logRow(
  record: ImportMedicationLog,
  { id, userId }: Target,
  refs: { medicationId: string; entryId: string | null },
): NewRow<'medication_logs'> {
  return {
    id,
    user_id: userId,
    medication_id: refs.medicationId,
    entry_id: refs.entryId,
    taken_at: iso(record.takenAt),
    dosage_actual: record.dosageActual,
    effectiveness: record.effectiveness,
    side_effects_experienced: toJson(record.sideEffectsExperienced),
    notes: record.notes ?? null,
    skipped: record.skipped,
    skip_reason: record.skipReason ?? null,
    scheduled_time: record.scheduledTime,
    created_at: iso(record.createdAt),
  };
}

export function triggerRow(record: ImportTrigger, { id, userId }: Target): NewRow<'triggers'> {
  return {
    id,
    user_id: userId,
    name: record.name,
    category: record.category,
    is_active: record.isActive,
    created_at: iso(record.createdAt),
  };
}

export function tagRow(record: ImportCustomTag, { id, userId }: Target): NewRow<'custom_tags'> {
  return {
    id,
    user_id: userId,
    name: record.name,
    color: record.color,
    category: record.category,
    is_active: record.isActive,
    created_at: iso(record.createdAt),
  };
}

/** The file's day is kept: it is the day the user completed it, wherever they were then. */
export function sessionRow(
  record: ImportExerciseSession,
  { id, userId }: Target,
): NewRow<'exercise_sessions'> {
  return {
    id,
    user_id: userId,
    exercise_id: record.exerciseId,
    date: record.date,
    completed_at: iso(record.completedAt),
    duration_seconds: record.durationSeconds,
    created_at: iso(record.createdAt),
  };
}
