import type { ImportCounts } from '@core/data-export';
import type { ImportFile, ImportPegCheckin } from '@core/data-import';
import { pegAnswers, pegRow } from './peg-records';
import type { NewRow } from './records';

/**
 * Which of a file's weekly check-ins an account takes (import-plan.ts explains the idea). The
 * key is the week, and of two answers for one week the later stands, as when a person answers
 * again in the app: a week the account lacks is added; a week it has is replaced only by a
 * later answer, so an older backup never undoes a newer answer and importing a file twice
 * changes nothing the second time.
 */

export interface ExistingPegCheckin {
  id: string;
  week: string;
  /** ISO instant. */
  answeredAt: string;
}

export interface PegRows {
  inserts: NewRow<'peg_checkins'>[];
  /** The account's row (by id) takes the file's later answers. */
  replacements: Array<{ id: string } & ReturnType<typeof pegAnswers>>;
}

const later = (a: { answeredAt: string }, b: { answeredAt: string }) =>
  Date.parse(a.answeredAt) > Date.parse(b.answeredAt);

export function planPegCheckins(
  file: ImportFile,
  existing: ExistingPegCheckin[],
  context: {
    userId: string;
    newId: () => string;
    imported: ImportCounts;
    skipped: ImportCounts;
  },
): PegRows {
  const { userId, newId, imported, skipped } = context;
  const rows: PegRows = { inserts: [], replacements: [] };

  // A week the file repeats collapses to its latest answer; the others count as already there.
  const latestOfWeek = new Map<string, ImportPegCheckin>();
  for (const checkin of file.pegCheckins) {
    const seen = latestOfWeek.get(checkin.week);
    if (seen) skipped.pegCheckins += 1;
    if (!seen || later(checkin, seen)) latestOfWeek.set(checkin.week, checkin);
  }

  const accountWeeks = new Map(existing.map((row) => [row.week, row]));
  for (const checkin of latestOfWeek.values()) {
    const own = accountWeeks.get(checkin.week);
    if (!own) {
      rows.inserts.push(pegRow(checkin, { id: newId(), userId }));
      imported.pegCheckins += 1;
    } else if (later(checkin, own)) {
      rows.replacements.push({ id: own.id, ...pegAnswers(checkin) });
      imported.pegCheckins += 1;
    } else {
      skipped.pegCheckins += 1;
    }
  }
  return rows;
}
