import { CONFIRM_SKIPPED_MESSAGE, SKIPPED_LISTED_MAX } from '@core/file-import';
import type { ImportSink, SkippedRow } from '@core/import-formats/types';
import { HttpError } from '../../http-errors';
import type { StreamedPlan } from './streamed-plan';

/**
 * Where a reader of another app's file hands its records: each goes through the plan (new to
 * the account, or already there), and the file's own totals, days and skipped rows are kept for
 * the preview. When importing without the person's confirmation to skip bad rows, the first
 * bad row stops the import (nothing is stored: the import is one transaction).
 */
export function createForeignSink(plan: StreamedPlan, options: { refuseSkips: boolean }) {
  const file = { entries: 0, medications: 0, doseLogs: 0, rows: 0 };
  const skipped: SkippedRow[] = [];
  let skippedCount = 0;
  const conversions = new Set<string>();
  let firstDate: string | null = null;
  let lastDate: string | null = null;

  const skip = (row: SkippedRow) => {
    if (options.refuseSkips) {
      throw new HttpError(400, CONFIRM_SKIPPED_MESSAGE, [
        { path: `row ${row.row}`, message: row.reason },
      ]);
    }
    skippedCount += 1;
    if (skipped.length < SKIPPED_LISTED_MAX) skipped.push(row);
  };

  const sink: ImportSink = {
    entry(entry) {
      file.entries += 1;
      if (firstDate === null || entry.date < firstDate) firstDate = entry.date;
      if (lastDate === null || entry.date > lastDate) lastDate = entry.date;
      plan.entry(entry);
    },
    medication(medication) {
      file.medications += 1;
      plan.medication(medication);
    },
    dose(log) {
      file.doseLogs += 1;
      if (!plan.dose(log)) {
        file.doseLogs -= 1;
        skip({
          row: 0,
          reason: `a dose names a medication the file did not list (${log.medicationId})`,
        });
      }
    },
    tag(tag) {
      plan.tag(tag);
    },
    pegCheckin(checkin) {
      plan.pegCheckin(checkin);
    },
    skip,
    conversion(note) {
      conversions.add(note);
    },
  };

  return {
    sink,
    file,
    summary: () => ({
      entries: file.entries,
      firstDate,
      lastDate,
      medications: file.medications,
      doseLogs: file.doseLogs,
      alreadyThere: plan.added.alreadyThere,
      skipped,
      skippedCount,
      conversions: [...conversions],
    }),
  };
}

export type ForeignSink = ReturnType<typeof createForeignSink>;
