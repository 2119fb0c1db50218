import type {
  ImportCustomTag,
  ImportJournalEntry,
  ImportMedication,
  ImportMedicationLog,
  ImportPegCheckin,
} from '@core/data-import';
import { emptyCounts } from '@core/data-export';
import type { NewJournalEntryRow } from '../../db/schema';
import { entryKey, logKey, medicationKey, type ExistingKeys } from '../data-export/import-plan';
import { foldName } from '../data-export/natural-keys';
import { planPegCheckins, type PegRows } from '../data-export/peg-import-plan';
import { entryRow, logRow, medicationRow, tagRow, type NewRow } from '../data-export/records';

/** The rows a batch of another app's records adds to an account. */
export interface ForeignRows {
  entries: NewJournalEntryRow[];
  medications: NewRow<'medications'>[];
  logs: NewRow<'medication_logs'>[];
  tags: NewRow<'custom_tags'>[];
}

export const emptyForeignRows = (): ForeignRows => ({
  entries: [],
  medications: [],
  logs: [],
  tags: [],
});

/**
 * Which of another app's records are new to an account, one record at a time, so a file of any
 * length is planned in batches with the account's keys read once. The natural keys are Cairn's
 * own import's (import-plan.ts), so a file imported twice, or a Cairn export of what an earlier
 * import added, adds nothing; a record met twice in one file counts as already there.
 */
export function createStreamedPlan(existing: ExistingKeys, userId: string, newId: () => string) {
  const entryIds = new Map(existing.entries.map((e) => [entryKey(e), e.id]));
  const medicationIds = new Map(
    existing.medications.map((m) => [medicationKey(m.name, m.startDate), m.id]),
  );
  /** The file's medication id -> the account's row id. */
  const medicationTarget = new Map<string, string>();
  const logKeys = new Set(existing.logs.map((l) => logKey(l.medicationId, l.takenAt)));
  const tagNames = new Set(existing.tagNames.map(foldName));
  const added = {
    entries: 0,
    medications: 0,
    doseLogs: 0,
    tags: 0,
    pegCheckins: 0,
    alreadyThere: 0,
  };
  /** Few (one a week): planned together at the end, the later answer of a week standing. */
  const pegCheckins: ImportPegCheckin[] = [];
  let rows = emptyForeignRows();

  return {
    added,

    entry(record: ImportJournalEntry): void {
      const key = entryKey(record);
      if (entryIds.has(key)) {
        added.alreadyThere += 1;
        return;
      }
      const id = newId();
      entryIds.set(key, id);
      rows.entries.push(entryRow(record, { id, userId }));
      added.entries += 1;
    },

    medication(record: ImportMedication): void {
      const key = medicationKey(record.name, record.startDate);
      let id = medicationIds.get(key);
      if (id) {
        added.alreadyThere += 1;
      } else {
        id = newId();
        medicationIds.set(key, id);
        rows.medications.push(medicationRow(record, { id, userId }));
        added.medications += 1;
      }
      medicationTarget.set(record.id, id);
    },

    /** A dose whose medication the file did not hand over first is not the reader's to make. */
    dose(record: ImportMedicationLog): boolean {
      const medicationId = medicationTarget.get(record.medicationId);
      if (!medicationId) return false;
      const key = logKey(medicationId, record.takenAt);
      if (logKeys.has(key)) {
        added.alreadyThere += 1;
        return true;
      }
      logKeys.add(key);
      rows.logs.push(logRow(record, { id: newId(), userId }, { medicationId, entryId: null }));
      added.doseLogs += 1;
      return true;
    },

    tag(record: ImportCustomTag): void {
      const name = foldName(record.name);
      if (tagNames.has(name)) return;
      tagNames.add(name);
      rows.tags.push(tagRow(record, { id: newId(), userId }));
      added.tags += 1;
    },

    pegCheckin(record: ImportPegCheckin): void {
      pegCheckins.push(record);
    },

    /** After the last record: the check-ins to add, and the account's weeks they replace. */
    planPegCheckins(): PegRows {
      const imported = emptyCounts();
      const skipped = emptyCounts();
      const rows = planPegCheckins(
        { pegCheckins } as Parameters<typeof planPegCheckins>[0],
        existing.pegCheckins,
        { userId, newId, imported, skipped },
      );
      added.pegCheckins += imported.pegCheckins;
      added.alreadyThere += skipped.pegCheckins;
      return rows;
    },

    /** How many rows wait to be written. */
    pending(): number {
      return rows.entries.length + rows.logs.length + rows.medications.length + rows.tags.length;
    },

    /** The rows planned since the last call, to be written as one batch. */
    take(): ForeignRows {
      const batch = rows;
      rows = emptyForeignRows();
      return batch;
    },
  };
}

export type StreamedPlan = ReturnType<typeof createStreamedPlan>;
