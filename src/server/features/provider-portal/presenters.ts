import type { Selectable } from 'kysely';
import {
  accessLevelFor,
  PERMISSION_KEYS,
  type ProviderPermissions,
} from '@core/provider-portal/permissions';
import { CODE_ATTEMPTS } from '@core/provider-portal/constants';
import type {
  AccessAction,
  AccessEvent,
  HealthcareProvider,
  Priority,
  ProviderNote,
  ProviderStatus,
  RecommendationCategory,
  RecommendationStatus,
  SharedReport,
  SharedReportSnapshot,
  TreatmentRecommendation,
} from '@core/provider-portal/types';
import type { ReportData } from '@core/report/build';
import type { ReportSections, ReportType } from '@core/report/settings';
import { fromJson, storedFlags, toBool, toIso, toIsoOrNull } from '../../db/codecs';
import type {
  HealthcareProvidersTable,
  ProviderAccessEventsTable,
  ProviderNotesTable,
  SharedReportsTable,
  TreatmentRecommendationsTable,
} from '../../db/schema';

/** Rows of migration 0008 to the API shapes of core/provider-portal/types.ts. */

export type ProviderRow = Selectable<HealthcareProvidersTable>;
export type SharedReportRow = Selectable<SharedReportsTable>;
export type RecommendationRow = Selectable<TreatmentRecommendationsTable>;
export type NoteRow = Selectable<ProviderNotesTable>;
export type AccessEventRow = Selectable<ProviderAccessEventsTable>;

/** Stored switches, every key present (a missing one reads as off). */
export function permissionsOf(row: Pick<ProviderRow, 'permissions'>): ProviderPermissions {
  return storedFlags(row.permissions, PERMISSION_KEYS);
}

export function providerStatus(row: ProviderRow, now: Date): ProviderStatus {
  if (row.access_revoked_at !== null) return 'revoked';
  if (new Date(toIso(row.access_expires_at)) <= now) return 'expired';
  if (row.verified_at !== null) return 'connected';
  return row.code_attempts >= CODE_ATTEMPTS ? 'locked' : 'pending';
}

export function presentProvider(
  row: ProviderRow,
  sharedReportIds: string[],
  now = new Date(),
): HealthcareProvider {
  const permissions = permissionsOf(row);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    specialization: row.specialization,
    organization: row.organization,
    email: row.email,
    phone: row.phone,
    address: row.address,
    licenseNumber: row.license_number,
    isVerified: row.verified_at !== null,
    status: providerStatus(row, now),
    invitedAt: toIso(row.invited_at),
    connectedAt: toIsoOrNull(row.verified_at),
    lastAccessed: toIsoOrNull(row.last_accessed_at),
    accessExpiresAt: toIso(row.access_expires_at),
    accessRevokedAt: toIsoOrNull(row.access_revoked_at),
    codeAttemptsLeft: Math.max(0, CODE_ATTEMPTS - row.code_attempts),
    accessLevel: accessLevelFor(permissions),
    permissions,
    sharedReports: sharedReportIds,
  };
}

export function presentSharedReport(row: SharedReportRow): SharedReport {
  return {
    id: row.id,
    providerId: row.provider_id,
    title: row.title,
    type: row.report_type as ReportType,
    dateRange: { start: row.date_start, end: row.date_end },
    days: row.days,
    sections: fromJson<ReportSections>(row.sections as ReportSections, {} as ReportSections),
    sharedAt: toIso(row.shared_at),
    viewedAt: toIsoOrNull(row.viewed_at),
    isRead: row.viewed_at !== null,
    revokedAt: toIsoOrNull(row.revoked_at),
    summary: row.summary,
    keyInsights: fromJson<string[]>(row.key_insights, []),
    attachments: ['PDF'],
  };
}

export function presentSnapshot(row: SharedReportRow): SharedReportSnapshot {
  return {
    ...presentSharedReport(row),
    data: fromJson<ReportData>(row.data as ReportData, {} as ReportData),
    text: row.text,
  };
}

export function presentRecommendation(row: RecommendationRow): TreatmentRecommendation {
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    title: row.title,
    description: row.description,
    category: row.category as RecommendationCategory,
    priority: row.priority as Priority,
    status: row.status as RecommendationStatus,
    createdAt: toIso(row.created_at),
    dueDate: row.due_date,
    followUpRequired: toBool(row.follow_up_required),
    notes: row.notes,
    medicationChange: fromJson<{ medication: string; change: string } | null>(
      row.medication_change,
      null,
    ),
    respondedAt: toIsoOrNull(row.responded_at),
  };
}

export function presentNote(row: NoteRow): ProviderNote {
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    text: row.text,
    createdAt: toIso(row.created_at),
  };
}

export function presentAccessEvent(row: AccessEventRow): AccessEvent {
  return {
    id: row.id,
    providerId: row.provider_id,
    at: toIso(row.at),
    action: row.action as AccessAction,
    detail: row.detail,
    via: row.via,
  };
}
