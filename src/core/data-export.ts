import type {
  ExportBiometricDevice,
  ExportDailySeries,
  ExportHealthAlert,
  ExportReadingSeries,
} from './biometric-export';
import type { JournalEntry } from './journal';
import type { MediaItem } from './media';
import type { Frequency, MedicationType } from './medications';
import type { ExerciseSession } from './practice-stats';
import type {
  HealthcareProvider,
  ProviderNote,
  SharedReportSnapshot,
  TreatmentRecommendation,
} from './provider-portal/types';
import type { UserSettings } from './settings';
import type { Trigger } from './triggers';

/**
 * The Cairn export file (GET /api/export, read back by POST /api/import): its shape, version
 * and names. Free of zod so the settings page and the quick actions menu can use it cheaply;
 * the import schema is in data-import.ts.
 */

export const EXPORT_FORMAT = 'cairn-export';
/** Raised only when a change would make an older Cairn misread a file (docs/decisions/0007). */
export const EXPORT_VERSION = 1;

/** The largest import body the server takes (years of entries are a few MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
export const IMPORT_TOO_LARGE_MESSAGE = `The file is larger than ${IMPORT_MAX_MB} MB, the most Cairn can import at once.`;

export const EXPORT_URL = '/api/export';
/** The JSON document and every photo and voice note, as one zip (streamed, never held whole). */
export const FULL_EXPORT_URL = '/api/export/full';
export const ENTRIES_CSV_URL = '/api/export/entries.csv';
export const IMPORT_URL = '/api/import';

/** `cairn-2026-03-14-export.json`: the date is the user's local date. */
export function exportFileName(localDate: string): string {
  return `cairn-${localDate}-export.json`;
}

/** `cairn-export-2026-03-14.zip`: the date is the user's local date. */
export function fullExportFileName(localDate: string): string {
  return `cairn-export-${localDate}.zip`;
}

/** Inside the zip: the export document, and each file as `media/<id>.<ext>` (media-zip.ts). */
export const ZIP_DOCUMENT_NAME = 'cairn-export.json';

/**
 * The largest full export the server imports: 500 MB of files (the default allowance) plus the
 * document, with room to spare. The body is streamed to a temporary file, never held in memory.
 */
export const IMPORT_ZIP_MAX_BYTES = 600 * 1024 * 1024;
export const IMPORT_ZIP_MAX_MB = IMPORT_ZIP_MAX_BYTES / (1024 * 1024);
export const IMPORT_ZIP_TOO_LARGE_MESSAGE = `The file is larger than ${IMPORT_ZIP_MAX_MB} MB, the most Cairn can import at once.`;

export function entriesCsvFileName(localDate: string): string {
  return `cairn-${localDate}-entries.csv`;
}

/** Who the data belongs to; never the password hash, admin flag, subscription or sessions. */
export interface ExportProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  timeZone: string;
  createdAt: string;
}

export interface ExportMedication {
  id: string;
  name: string;
  type: MedicationType;
  dosage: string;
  frequency: Frequency;
  isActive: boolean;
  purposes: string[];
  sideEffects: string[];
  instructions: string | null;
  prescribedBy: string | null;
  notes: string | null;
  startDate: string;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportSchedule {
  id: string;
  medicationId: string;
  timeOfDay: string;
  days: number[];
  isActive: boolean;
  reminderEnabled: boolean;
  createdAt: string;
}

export interface ExportMedicationLog {
  id: string;
  medicationId: string;
  /** The journal entry this dose belongs to, when there is one (an id in journalEntries). */
  entryId: string | null;
  takenAt: string;
  skipped: boolean;
  effectiveness: number | null;
  sideEffectsExperienced: string[];
  skipReason: string | null;
  notes: string | null;
  dosageActual: string | null;
  scheduledTime: string | null;
  createdAt: string;
}

export interface ExportCustomTag {
  id: string;
  name: string;
  color: string;
  category: string | null;
  isActive: boolean;
  createdAt: string;
}

/**
 * A week's PEG check-in. The week is its key (one answer a week), so it has no id; the score
 * and the week's Monday are worked out again from these.
 */
export interface ExportPegCheckin {
  week: string;
  pain: number;
  enjoyment: number;
  activity: number;
  answeredAt: string;
}

/** A completed exercise as the API gives it, with the time the row was stored. */
export interface ExportExerciseSession extends ExerciseSession {
  createdAt: string;
}

/**
 * A clinician the patient invited: who they are and what they may see. Never a link, token,
 * code hash or code attempts: an export opens nothing, and an import ends the access (the
 * patient sends a new invitation to reconnect).
 */
export type ExportHealthcareProvider = Pick<
  HealthcareProvider,
  | 'id'
  | 'name'
  | 'title'
  | 'specialization'
  | 'organization'
  | 'email'
  | 'phone'
  | 'address'
  | 'licenseNumber'
  | 'accessLevel'
  | 'permissions'
  | 'invitedAt'
  | 'connectedAt'
  | 'lastAccessed'
> & { createdAt: string };

/** A shared report as it was made: its card text, figures (`data`) and markdown (`text`). */
export type ExportSharedReport = Omit<SharedReportSnapshot, 'isRead' | 'attachments'>;

export type ExportTreatmentRecommendation = TreatmentRecommendation;
export type ExportProviderNote = ProviderNote;

/** A photo or voice note as listed in the document: what it is, never its bytes. */
export type ExportMedia = MediaItem;

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  profile: ExportProfile;
  settings: UserSettings;
  journalEntries: JournalEntry[];
  medications: ExportMedication[];
  medicationSchedules: ExportSchedule[];
  medicationLogs: ExportMedicationLog[];
  triggers: Trigger[];
  customTags: ExportCustomTag[];
  /** Added before version 1 shipped; an import reads a file without it as having none. */
  exerciseSessions: ExportExerciseSession[];
  /**
   * The provider portal (decision 0020), added in version 1 too. GET /api/export always
   * writes all four; they are optional because files made before them (and the demo data
   * generator's) have none, and import as before. Clinicians' access events are not exported:
   * they record a clinician's visits, not the patient's health.
   */
  healthcareProviders?: ExportHealthcareProvider[];
  sharedReports?: ExportSharedReport[];
  treatmentRecommendations?: ExportTreatmentRecommendation[];
  providerNotes?: ExportProviderNote[];
  /**
   * Biometric Integration (biometric-export.ts), also in version 1 and optional for the same
   * reason. Device tokens and their hashes are never written; uploads and a device's activity
   * log are not exported (they describe the app's work, not the person's health).
   */
  biometricDevices?: ExportBiometricDevice[];
  biometricReadings?: ExportReadingSeries[];
  biometricDailySummaries?: ExportDailySeries[];
  healthAlerts?: ExportHealthAlert[];
  /**
   * The weekly PEG check-in (decision 0024), also in version 1 and optional for the same
   * reason: older files import as having none.
   */
  pegCheckins?: ExportPegCheckin[];
  /**
   * Voice notes and photos (issue 23), also in version 1 and optional: older files have none.
   * Listed without their bytes; the full export's zip carries each as `media/<id>.<ext>`, and an
   * import of the JSON alone skips them.
   */
  media?: ExportMedia[];
}

export const IMPORT_COLLECTIONS = [
  'journalEntries',
  'medications',
  'medicationSchedules',
  'medicationLogs',
  'triggers',
  'customTags',
  'exerciseSessions',
  'healthcareProviders',
  'sharedReports',
  'treatmentRecommendations',
  'providerNotes',
  'biometricDevices',
  'biometricReadings',
  'biometricDailySummaries',
  'healthAlerts',
  'pegCheckins',
] as const;
export type ImportCollection = (typeof IMPORT_COLLECTIONS)[number];
export type ImportCounts = Record<ImportCollection, number>;

/**
 * What became of the files a full export lists: stored; skipped (already in the account, or
 * not in the zip, or of an entry the file does not have); over the account's storage allowance;
 * refused (not the type listed, or over the per-file limit).
 */
export interface MediaImportCounts {
  imported: number;
  skipped: number;
  overQuota: number;
  refused: number;
}

/** What POST /api/import answers: what was added, and what the account already had. */
export interface ImportResult {
  imported: ImportCounts;
  skipped: ImportCounts;
  settingsUpdated: boolean;
  /** Only for a zip (a full export): its photos and voice notes. */
  media?: MediaImportCounts;
}

export function emptyCounts(): ImportCounts {
  return Object.fromEntries(IMPORT_COLLECTIONS.map((key) => [key, 0])) as ImportCounts;
}

const NOUNS: Record<ImportCollection, [string, string]> = {
  journalEntries: ['entry', 'entries'],
  medications: ['medication', 'medications'],
  medicationSchedules: ['schedule time', 'schedule times'],
  medicationLogs: ['dose', 'doses'],
  triggers: ['trigger', 'triggers'],
  customTags: ['tag', 'tags'],
  exerciseSessions: ['exercise session', 'exercise sessions'],
  healthcareProviders: ['healthcare provider', 'healthcare providers'],
  sharedReports: ['shared report', 'shared reports'],
  treatmentRecommendations: ['recommendation', 'recommendations'],
  providerNotes: ['provider note', 'provider notes'],
  biometricDevices: ['device', 'devices'],
  biometricReadings: ['device reading', 'device readings'],
  biometricDailySummaries: ['daily device summary', 'daily device summaries'],
  healthAlerts: ['health alert', 'health alerts'],
  pegCheckins: ['weekly check-in', 'weekly check-ins'],
};

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Imported providers never get their old links back (decision 0020). */
export const PROVIDERS_RECONNECT_NOTE =
  'Imported healthcare providers have no access until you send them a new invitation.';

/**
 * Imported devices never get their old tokens back: one that sends its own readings comes back
 * disconnected, and Reconnect gives it a new token.
 */
export const DEVICES_RECONNECT_NOTE =
  'Devices that send their own readings stay disconnected until you press Reconnect to get a new token.';

/**
 * "Imported 3 entries, 1 medication, 2 doses and 1 trigger." Entries and medications are
 * always named; other kinds only when some were added. Already-present items are mentioned so
 * a second import of the same file explains why nothing was added.
 */
export function importSummary(result: ImportResult): string {
  const named = IMPORT_COLLECTIONS.filter(
    (key) => key === 'journalEntries' || key === 'medications' || result.imported[key] > 0,
  );
  let text = `Imported ${joinList(named.map((key) => count(result.imported[key], NOUNS[key])))}.`;
  if (result.settingsUpdated) text += ' Your settings were restored.';
  if (result.imported.healthcareProviders > 0) text += ` ${PROVIDERS_RECONNECT_NOTE}`;
  if (result.imported.biometricDevices > 0) text += ` ${DEVICES_RECONNECT_NOTE}`;
  const skipped = IMPORT_COLLECTIONS.reduce((sum, key) => sum + result.skipped[key], 0);
  if (skipped > 0) {
    text += ` ${skipped} ${skipped === 1 ? 'item was' : 'items were'} already in your account.`;
  }
  if (result.media) text += ` ${mediaImportSummary(result.media)}`;
  return text;
}

/** "Photos and voice notes: 3 imported, 1 skipped, 2 over your storage limit, 1 refused." */
export function mediaImportSummary(media: MediaImportCounts): string {
  const parts = [`${media.imported} imported`];
  if (media.skipped > 0) parts.push(`${media.skipped} skipped`);
  if (media.overQuota > 0) parts.push(`${media.overQuota} over your storage limit`);
  if (media.refused > 0) parts.push(`${media.refused} refused`);
  return `Photos and voice notes: ${joinList(parts)}.`;
}
