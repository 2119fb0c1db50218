import { randomUUID } from 'node:crypto';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportDocument,
  type ImportResult,
} from '@core/data-export';
import { MAX_DEVICES } from '@core/biometrics/devices';
import { createLocalDater } from '@core/biometrics/local-dates';
import type { ImportFile } from '@core/data-import';
import { MAX_PROVIDERS } from '@core/provider-portal/constants';
import type { SettingsUpdate, UserSettings } from '@core/settings';
import { MEDIA_QUOTA_BYTES_DEFAULT } from '@core/media';
import type { ApiUser } from '@core/user';
import { isUniqueViolation } from '../../db/codecs';
import { conflict } from '../../http-errors';
import { presentEntry } from '../journal/entry-columns';
import { presentMedia } from '../media/store';
import { planMedia, renameMediaAddresses, storeMedia } from './media-import';
import type { ZipReader } from './media-zip';
import type { SettingsStore } from '../settings/store';
import { presentTrigger } from '../triggers/store';
import { alertRecord, deviceRecord } from './biometric-records';
import { planImport } from './import-plan';
import { pegRecord } from './peg-records';
import { presentNote, presentRecommendation } from '../provider-portal/presenters';
import {
  logRecord,
  medicationRecord,
  providerRecord,
  scheduleRecord,
  sessionRecord,
  sharedReportRecord,
  tagRecord,
} from './records';
import type { DataStore } from './store';

export const IMPORT_RACE_MESSAGE =
  'Your data changed while the file was being imported. Please try the import again.';

export const IMPORT_TOO_MANY_PROVIDERS_MESSAGE = `The file would take your healthcare providers above ${MAX_PROVIDERS}, the most an account can keep. Remove some providers, then import again.`;

export const IMPORT_TOO_MANY_DEVICES_MESSAGE = `The file would take your devices above ${MAX_DEVICES}, the most an account can keep. Remove some devices, then import again.`;

/** The settings in the file that differ from the account's: what an import changes. */
function settingsChange(current: UserSettings, wanted: SettingsUpdate | undefined): SettingsUpdate {
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted ?? {})) {
    if (value !== undefined && current[key as keyof UserSettings] !== value) change[key] = value;
  }
  return change as SettingsUpdate;
}

/** The whole account out as one document, and such a document back in. */
export function createDataService(
  store: DataStore,
  settings: SettingsStore,
  clock: () => Date = () => new Date(),
  /** Each account's allowance for photos and voice notes, which an import's files respect. */
  mediaQuotaBytes: number = MEDIA_QUOTA_BYTES_DEFAULT,
) {
  return {
    async exportDocument(user: ApiUser): Promise<ExportDocument> {
      const exportedAt = clock().toISOString();
      const [rows, userSettings] = await Promise.all([
        store.userRows(user.id),
        settings.preferences(user.id),
      ]);
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt,
        profile: {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          profileImageUrl: user.profileImageUrl,
          timeZone: user.timeZone,
          createdAt: user.createdAt,
        },
        settings: userSettings,
        journalEntries: rows.entries.map(presentEntry),
        medications: rows.medications.map(medicationRecord),
        medicationSchedules: rows.schedules.map(scheduleRecord),
        medicationLogs: rows.logs.map(logRecord),
        triggers: rows.triggers.map(presentTrigger),
        customTags: rows.tags.map(tagRecord),
        exerciseSessions: rows.sessions.map(sessionRecord),
        // Never links, tokens or codes; access events stay out too (see store.userRows).
        healthcareProviders: rows.providers.map(providerRecord),
        sharedReports: rows.sharedReports.map(sharedReportRecord),
        treatmentRecommendations: rows.recommendations.map(presentRecommendation),
        providerNotes: rows.notes.map(presentNote),
        // Never a token or its hash; readings and summaries in their compact form.
        biometricDevices: rows.biometrics.devices.map(deviceRecord),
        biometricReadings: rows.biometrics.readings,
        biometricDailySummaries: rows.biometrics.daily,
        healthAlerts: rows.biometrics.alerts.map(alertRecord),
        pegCheckins: rows.pegCheckins.map(pegRecord),
        media: rows.media.map(presentMedia),
      };
    },

    /**
     * All or nothing: the file was checked before, and every write is one transaction. With a
     * full export's zip, its photos and voice notes come in the same transaction.
     */
    async importFile(user: ApiUser, file: ImportFile, zip?: ZipReader): Promise<ImportResult> {
      try {
        return await store.withUserLocked(user.id, async (trx) => {
          const existing = await store.existingKeys(trx, user.id);
          const importedAt = clock().toISOString();
          const plan = planImport(file, existing, user.id, randomUUID, importedAt);
          const mediaPlan =
            zip && (await planMedia(trx, user.id, file.media, plan.entryIds, zip, randomUUID));
          if (mediaPlan) renameMediaAddresses(plan.rows.entries, mediaPlan.renamed);
          if (existing.providers.length + plan.imported.healthcareProviders > MAX_PROVIDERS) {
            throw conflict(IMPORT_TOO_MANY_PROVIDERS_MESSAGE);
          }
          if (existing.biometrics.devices.length + plan.imported.biometricDevices > MAX_DEVICES) {
            throw conflict(IMPORT_TOO_MANY_DEVICES_MESSAGE);
          }
          await store.insertAll(trx, user.id, plan.rows);
          const written = await store.writeBiometrics(
            trx,
            user.id,
            plan.rows.biometrics,
            createLocalDater(user.timeZone),
          );
          const { imported, skipped } = plan;
          // The plan counted every reading and summary as already there; these were not.
          for (const key of ['biometricReadings', 'biometricDailySummaries'] as const) {
            imported[key] += written[key];
            skipped[key] -= written[key];
          }
          const change = settingsChange(await settings.preferences(user.id, trx), file.settings);
          const settingsUpdated = Object.keys(change).length > 0;
          if (settingsUpdated) await settings.updateWithin(trx, user.id, change);
          if (!zip || !mediaPlan) return { imported, skipped, settingsUpdated };
          const media = await storeMedia(trx, user.id, mediaPlan, zip, mediaQuotaBytes);
          return { imported, skipped, settingsUpdated, media };
        });
      } catch (error) {
        // A journal saved for one of the file's days while the import ran (PostgreSQL only).
        if (isUniqueViolation(error)) throw conflict(IMPORT_RACE_MESSAGE);
        throw error;
      }
    },
  };
}

export type DataService = ReturnType<typeof createDataService>;
