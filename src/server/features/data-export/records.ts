import type { Insertable, Selectable } from 'kysely';
import type {
  ExportCustomTag,
  ExportExerciseSession,
  ExportHealthcareProvider,
  ExportMedication,
  ExportMedicationLog,
  ExportSchedule,
  ExportSharedReport,
} from '@core/data-export';
import type {
  ImportCustomTag,
  ImportExerciseSession,
  ImportHealthcareProvider,
  ImportJournalEntry,
  ImportMedication,
  ImportMedicationLog,
  ImportProviderNote,
  ImportSchedule,
  ImportSharedReport,
  ImportTreatmentRecommendation,
  ImportTrigger,
} from '@core/data-import';
import { accessLevelFor } from '@core/provider-portal/permissions';
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
import {
  presentProvider,
  presentSnapshot,
  type ProviderRow,
  type SharedReportRow,
} from '../provider-portal/presenters';

/**
 * Rows to export records and import records back to rows, table by table. The fields the API
 * already presents come from the features' own presenters (journal entries and triggers are
 * exported exactly as their presenters give them); only what the API leaves out is added here.
 */

export type TagRow = Selectable<CustomTagsTable>;
export type SessionRow = Selectable<ExerciseSessionsTable>;
export type NewRow<T extends keyof DatabaseSchema> = Insertable<DatabaseSchema[T]>;

/** An instant in the one form both engines are written with. */
export const iso = (value: string) => new Date(value).toISOString();

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

/**
 * A provider's details, never its code hash or attempts (links are not exported at all). The
 * level is the one the API shows: the smallest that covers the switches.
 */
export function providerRecord(row: ProviderRow): ExportHealthcareProvider {
  const {
    isVerified: _isVerified,
    status: _status,
    accessExpiresAt: _expires,
    accessRevokedAt: _revoked,
    codeAttemptsLeft: _attempts,
    sharedReports: _reports,
    ...details
  } = presentProvider(row, []);
  return { ...details, createdAt: toIso(row.created_at) };
}

/** The snapshot the clinician reads, without what the API derives (isRead, attachments). */
export function sharedReportRecord(row: SharedReportRow): ExportSharedReport {
  const { isRead: _isRead, attachments: _attachments, ...record } = presentSnapshot(row);
  return record;
}

/** Where an imported row goes: its new id and owner. */
export interface Target {
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

export const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

/**
 * An imported provider comes back with its access ended: revoked and expired at the import, no
 * code and no link, so nothing from before the import can open it. Whether it was ever
 * connected is kept; the patient sends a new invitation (resend) to reconnect.
 */
export function providerRow(
  record: ImportHealthcareProvider,
  { id, userId }: Target,
  importedAt: string,
): NewRow<'healthcare_providers'> {
  return {
    id,
    user_id: userId,
    name: record.name,
    title: record.title,
    specialization: record.specialization,
    organization: record.organization,
    email: record.email,
    phone: record.phone,
    address: record.address,
    license_number: record.licenseNumber,
    access_level: accessLevelFor(record.permissions),
    permissions: toJson(record.permissions),
    invited_at: iso(record.invitedAt),
    verified_at: isoOrNull(record.connectedAt),
    access_expires_at: importedAt,
    access_revoked_at: importedAt,
    last_accessed_at: isoOrNull(record.lastAccessed),
    code_hash: null,
    code_attempts: 0,
    created_at: iso(record.createdAt),
    updated_at: importedAt,
  };
}

/**
 * The report as it was made: its figures, text and card text are kept as they are.
 * `withdrawnAt` (when set) stops sharing a report that was still shared (see import-plan.ts).
 */
export function sharedReportRow(
  record: ImportSharedReport,
  { id, userId }: Target,
  providerId: string,
  withdrawnAt: string | null = null,
): NewRow<'shared_reports'> {
  return {
    id,
    user_id: userId,
    provider_id: providerId,
    title: record.title,
    report_type: record.type,
    days: record.days,
    sections: toJson(record.sections),
    date_start: record.dateRange.start,
    date_end: record.dateRange.end,
    summary: record.summary,
    key_insights: toJson(record.keyInsights),
    data: toJson(record.data),
    text: record.text,
    shared_at: iso(record.sharedAt),
    viewed_at: isoOrNull(record.viewedAt),
    revoked_at: isoOrNull(record.revokedAt) ?? withdrawnAt,
  };
}

export function recommendationRow(
  record: ImportTreatmentRecommendation,
  { id, userId }: Target,
  providerId: string | null,
): NewRow<'treatment_recommendations'> {
  return {
    id,
    user_id: userId,
    provider_id: providerId,
    provider_name: record.providerName,
    title: record.title,
    description: record.description,
    category: record.category,
    priority: record.priority,
    status: record.status,
    due_date: record.dueDate,
    follow_up_required: record.followUpRequired,
    notes: record.notes,
    medication_change: record.medicationChange === null ? null : toJson(record.medicationChange),
    created_at: iso(record.createdAt),
    responded_at: isoOrNull(record.respondedAt),
  };
}

export function noteRow(
  record: ImportProviderNote,
  { id, userId }: Target,
  providerId: string | null,
): NewRow<'provider_notes'> {
  return {
    id,
    user_id: userId,
    provider_id: providerId,
    provider_name: record.providerName,
    text: record.text,
    created_at: iso(record.createdAt),
  };
}
