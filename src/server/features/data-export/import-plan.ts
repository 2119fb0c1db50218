import { emptyCounts, type ImportCounts } from '@core/data-export';
import type { ImportFile } from '@core/data-import';
import type { NewJournalEntryRow } from '../../db/schema';
import {
  planBiometrics,
  type BiometricRows,
  type ExistingBiometrics,
} from './biometric-import-plan';
import { foldName, instantKey } from './natural-keys';
import { planPegCheckins, type ExistingPegCheckin, type PegRows } from './peg-import-plan';
import {
  entryRow,
  logRow,
  medicationRow,
  noteRow,
  providerRow,
  recommendationRow,
  scheduleRow,
  sessionRow,
  sharedReportRow,
  tagRow,
  triggerRow,
} from './records';

/**
 * Which rows of an export file are new to an account, with new ids and references rewritten.
 *
 * Idempotency rests on natural keys, not on remembered file ids, so the same file twice, an
 * account's own export, or a later export of the same account all add only what is missing:
 * - a journal-kind entry: its date (the app keeps one journal a day);
 *   a quick or emergency log: kind, date and the instant it was created;
 * - a medication: its name (any case) and start date; its schedule comes with it only when
 *   the medication is new;
 * - a dose: its medication and the instant it was taken;
 * - a trigger or a tag: its name (any case);
 * - an exercise session: its exercise and the instant it was completed;
 * - a healthcare provider: its e-mail (any case). A provider the account already has keeps its
 *   row and its access as they are; a new one comes back with its access ended (records.ts);
 * - a shared report: its provider and the instant it was shared. An import never shows a
 *   clinician anything: a report added for a provider the account already had comes in
 *   withdrawn (revoked at the import) whatever the file says; the others keep their state,
 *   behind their provider's ended access;
 * - a recommendation: the provider's name (any case), its title and when it was made;
 *   a provider note: the provider's name and when it was written. Both point at the provider
 *   the file's providerId became, or at none when the file does not have that provider.
 * - devices, readings, daily summaries and health alerts: see biometric-import-plan.ts;
 * - a weekly check-in: its week, the later answer standing (peg-import-plan.ts).
 * Duplicates inside one file collapse the same way. An item that is already there keeps its
 * row, and references to it from the file point at that row.
 */

/** What the account already holds, as the keys above need it. Timestamps as ISO text. */
export interface ExistingKeys {
  entries: { id: string; kind: string; date: string; createdAt: string }[];
  medications: { id: string; name: string; startDate: string }[];
  logs: { medicationId: string; takenAt: string }[];
  triggerNames: string[];
  tagNames: string[];
  sessions: { exerciseId: string; completedAt: string }[];
  providers: { id: string; email: string }[];
  sharedReports: { providerId: string; sharedAt: string }[];
  recommendations: { providerName: string; title: string; createdAt: string }[];
  notes: { providerName: string; createdAt: string }[];
  biometrics: ExistingBiometrics;
  pegCheckins: ExistingPegCheckin[];
}

export interface ImportRows {
  entries: NewJournalEntryRow[];
  medications: ReturnType<typeof medicationRow>[];
  schedules: ReturnType<typeof scheduleRow>[];
  logs: ReturnType<typeof logRow>[];
  triggers: ReturnType<typeof triggerRow>[];
  tags: ReturnType<typeof tagRow>[];
  sessions: ReturnType<typeof sessionRow>[];
  providers: ReturnType<typeof providerRow>[];
  sharedReports: ReturnType<typeof sharedReportRow>[];
  recommendations: ReturnType<typeof recommendationRow>[];
  notes: ReturnType<typeof noteRow>[];
  biometrics: BiometricRows;
  pegCheckins: PegRows;
}

export interface ImportPlan {
  rows: ImportRows;
  /** A journal entry's id in the file -> the account's entry it became or matched. */
  entryIds: Map<string, string>;
  imported: ImportCounts;
  skipped: ImportCounts;
}

export function entryKey(entry: { kind: string; date: string; createdAt: string }): string {
  return entry.kind === 'journal'
    ? `journal|${entry.date}`
    : `${entry.kind}|${entry.date}|${instantKey(entry.createdAt)}`;
}

export const medicationKey = (name: string, startDate: string) => `${foldName(name)}|${startDate}`;
export const logKey = (medicationId: string, takenAt: string) =>
  `${medicationId}|${instantKey(takenAt)}`;
const sessionKey = (exerciseId: string, completedAt: string) =>
  `${exerciseId}|${instantKey(completedAt)}`;
const reportKey = (providerId: string, sharedAt: string) => `${providerId}|${instantKey(sharedAt)}`;
const recommendationKey = (r: { providerName: string; title: string; createdAt: string }) =>
  `${foldName(r.providerName)}|${instantKey(r.createdAt)}|${foldName(r.title)}`;
const noteKey = (n: { providerName: string; createdAt: string }) =>
  `${foldName(n.providerName)}|${instantKey(n.createdAt)}`;

export function planImport(
  file: ImportFile,
  existing: ExistingKeys,
  userId: string,
  newId: () => string,
  /** ISO: when imported providers' access ended and imported push devices disconnected. */
  importedAt: string = new Date().toISOString(),
): ImportPlan {
  const imported = emptyCounts();
  const skipped = emptyCounts();
  const rows: ImportRows = {
    entries: [],
    medications: [],
    schedules: [],
    logs: [],
    triggers: [],
    tags: [],
    sessions: [],
    providers: [],
    sharedReports: [],
    recommendations: [],
    notes: [],
    biometrics: planBiometrics(file, existing.biometrics, {
      userId,
      newId,
      importedAt,
      imported,
      skipped,
    }),
    pegCheckins: planPegCheckins(file, existing.pegCheckins, {
      userId,
      newId,
      imported,
      skipped,
    }),
  };

  /** Natural key -> the account's row id (existing, or added by this import). */
  const entryIds = new Map(existing.entries.map((e) => [entryKey(e), e.id]));
  /** File id -> the account's row id. */
  const entryTarget = new Map<string, string>();
  for (const entry of file.journalEntries) {
    const key = entryKey(entry);
    let id = entryIds.get(key);
    if (id) {
      skipped.journalEntries += 1;
    } else {
      id = newId();
      entryIds.set(key, id);
      rows.entries.push(entryRow(entry, { id, userId }));
      imported.journalEntries += 1;
    }
    entryTarget.set(entry.id, id);
  }

  const medicationIds = new Map(
    existing.medications.map((m) => [medicationKey(m.name, m.startDate), m.id]),
  );
  const medicationTarget = new Map<string, string>();
  /** Medications added by this import: only they take the file's schedule. */
  const addedMedications = new Set<string>();
  for (const medication of file.medications) {
    const key = medicationKey(medication.name, medication.startDate);
    let id = medicationIds.get(key);
    if (id) {
      skipped.medications += 1;
    } else {
      id = newId();
      medicationIds.set(key, id);
      addedMedications.add(id);
      rows.medications.push(medicationRow(medication, { id, userId }));
      imported.medications += 1;
    }
    medicationTarget.set(medication.id, id);
  }

  // Schedules and logs name medications the file has (the schema checks it).
  const slotsTaken = new Set<string>();
  for (const slot of file.medicationSchedules) {
    const medicationId = medicationTarget.get(slot.medicationId)!;
    const key = `${medicationId}|${slot.timeOfDay}`;
    if (!addedMedications.has(medicationId) || slotsTaken.has(key)) {
      skipped.medicationSchedules += 1;
      continue;
    }
    slotsTaken.add(key);
    rows.schedules.push(scheduleRow(slot, { id: newId(), userId }, medicationId));
    imported.medicationSchedules += 1;
  }

  const logKeys = new Set(existing.logs.map((l) => logKey(l.medicationId, l.takenAt)));
  for (const log of file.medicationLogs) {
    const medicationId = medicationTarget.get(log.medicationId)!;
    const key = logKey(medicationId, log.takenAt);
    if (logKeys.has(key)) {
      skipped.medicationLogs += 1;
      continue;
    }
    logKeys.add(key);
    const entryId = log.entryId === null ? null : (entryTarget.get(log.entryId) ?? null);
    rows.logs.push(logRow(log, { id: newId(), userId }, { medicationId, entryId }));
    imported.medicationLogs += 1;
  }

  const triggerNames = new Set(existing.triggerNames.map(foldName));
  for (const trigger of file.triggers) {
    if (triggerNames.has(foldName(trigger.name))) {
      skipped.triggers += 1;
      continue;
    }
    triggerNames.add(foldName(trigger.name));
    rows.triggers.push(triggerRow(trigger, { id: newId(), userId }));
    imported.triggers += 1;
  }

  const tagNames = new Set(existing.tagNames.map(foldName));
  for (const tag of file.customTags) {
    if (tagNames.has(foldName(tag.name))) {
      skipped.customTags += 1;
      continue;
    }
    tagNames.add(foldName(tag.name));
    rows.tags.push(tagRow(tag, { id: newId(), userId }));
    imported.customTags += 1;
  }

  const sessionKeys = new Set(
    existing.sessions.map((s) => sessionKey(s.exerciseId, s.completedAt)),
  );
  for (const session of file.exerciseSessions) {
    const key = sessionKey(session.exerciseId, session.completedAt);
    if (sessionKeys.has(key)) {
      skipped.exerciseSessions += 1;
      continue;
    }
    sessionKeys.add(key);
    rows.sessions.push(sessionRow(session, { id: newId(), userId }));
    imported.exerciseSessions += 1;
  }

  const providerIds = new Map(existing.providers.map((p) => [foldName(p.email), p.id]));
  const providerTarget = new Map<string, string>();
  /** Providers added by this import: they have no access, so their reports stay as they were. */
  const addedProviders = new Set<string>();
  for (const provider of file.healthcareProviders) {
    const key = foldName(provider.email);
    let id = providerIds.get(key);
    if (id) {
      skipped.healthcareProviders += 1;
    } else {
      id = newId();
      providerIds.set(key, id);
      addedProviders.add(id);
      rows.providers.push(providerRow(provider, { id, userId }, importedAt));
      imported.healthcareProviders += 1;
    }
    providerTarget.set(provider.id, id);
  }
  const providerOf = (fileId: string | null) =>
    fileId === null ? null : (providerTarget.get(fileId) ?? null);

  // Reports name providers the file has (the schema checks it).
  const reportKeys = new Set(
    existing.sharedReports.map((r) => reportKey(r.providerId, r.sharedAt)),
  );
  for (const report of file.sharedReports) {
    const providerId = providerTarget.get(report.providerId)!;
    const key = reportKey(providerId, report.sharedAt);
    if (reportKeys.has(key)) {
      skipped.sharedReports += 1;
      continue;
    }
    reportKeys.add(key);
    const withdrawnAt = addedProviders.has(providerId) ? null : importedAt;
    rows.sharedReports.push(
      sharedReportRow(report, { id: newId(), userId }, providerId, withdrawnAt),
    );
    imported.sharedReports += 1;
  }

  const recommendationKeys = new Set(existing.recommendations.map(recommendationKey));
  for (const recommendation of file.treatmentRecommendations) {
    const key = recommendationKey(recommendation);
    if (recommendationKeys.has(key)) {
      skipped.treatmentRecommendations += 1;
      continue;
    }
    recommendationKeys.add(key);
    rows.recommendations.push(
      recommendationRow(
        recommendation,
        { id: newId(), userId },
        providerOf(recommendation.providerId),
      ),
    );
    imported.treatmentRecommendations += 1;
  }

  const noteKeys = new Set(existing.notes.map(noteKey));
  for (const note of file.providerNotes) {
    const key = noteKey(note);
    if (noteKeys.has(key)) {
      skipped.providerNotes += 1;
      continue;
    }
    noteKeys.add(key);
    rows.notes.push(noteRow(note, { id: newId(), userId }, providerOf(note.providerId)));
    imported.providerNotes += 1;
  }

  return { rows, entryIds: entryTarget, imported, skipped };
}
