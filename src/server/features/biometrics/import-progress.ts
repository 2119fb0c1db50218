import { LINE_ERRORS_SHOWN } from '@core/biometrics/constants';
import type { ImportStore, ImportProgress } from './import-store';
import { progressColumns } from './import-store';
import type { WriteOutcome } from './reading-writer';

/** Progress is written at most this often: the page polls once a second. */
const WRITE_EVERY_MS = 500;

/**
 * The running tally of one import, written to its row now and then so that the page (on any
 * instance) can show it, and so that the row's heartbeat shows the job is alive.
 */
export function createProgress(
  imports: ImportStore,
  row: { id: string; user_id: string },
  bytesTotal: number,
) {
  const tally: ImportProgress = {
    bytesRead: 0,
    bytesTotal,
    recordsRead: 0,
    readingsAdded: 0,
    duplicates: 0,
    skipped: 0,
    ignored: 0,
    summarizedOnly: 0,
    lineErrors: [],
    lineErrorCount: 0,
    deviceIds: [],
  };
  let writtenAt = 0;

  return {
    tally,

    added(outcome: WriteOutcome) {
      tally.readingsAdded += outcome.added;
      tally.duplicates += outcome.duplicates;
      tally.summarizedOnly += outcome.outsideRetention;
      tally.ignored += outcome.notAllowed;
    },

    lineError(line: number, message: string) {
      tally.lineErrorCount += 1;
      if (tally.lineErrors.length < LINE_ERRORS_SHOWN) tally.lineErrors.push({ line, message });
    },

    /** Writes the tally when the last write is old enough (or always, with `force`). */
    async save(force = false): Promise<void> {
      const now = Date.now();
      if (!force && now - writtenAt < WRITE_EVERY_MS) return;
      writtenAt = now;
      await imports.update(row.user_id, row.id, progressColumns(tally));
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;
