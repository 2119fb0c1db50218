import type { Kysely } from 'kysely';
import type { EntryKind } from '@core/journal';
import { nowIso, toCount, toIso } from '../../db/codecs';
import { createCompiledQueryCache } from '../../db/compiled-query-cache';
import type { DatabaseSchema, JournalEntryRow, JournalEntryUpdate } from '../../db/schema';

type DateRange = { from?: string | undefined; to?: string | undefined };

/** Every query here is scoped to one user in the SQL itself. */
export function createJournalStore(db: Kysely<DatabaseSchema>) {
  // Every autosave is an update; its SQL is compiled once per set of columns saved.
  const compiledOnce = createCompiledQueryCache();

  function inRange(userId: string, range: DateRange) {
    let query = db.selectFrom('journal_entries').where('user_id', '=', userId);
    if (range.from) query = query.where('date', '>=', range.from);
    if (range.to) query = query.where('date', '<=', range.to);
    return query;
  }

  return {
    list(userId: string, range: DateRange): Promise<JournalEntryRow[]> {
      return inRange(userId, range)
        .selectAll()
        .orderBy('date', 'asc')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * What changes whenever the list changes: every write sets updated_at to now, and a delete
     * lowers the count. Weather filled in after a save is not an edit and leaves updated_at (a
     * later save from the device must not look like it missed a newer version), so the count
     * of entries with weather is part of it too.
     */
    async version(userId: string, range: DateRange): Promise<string> {
      const row = await inRange(userId, range)
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.max('updated_at').as('latest'),
          eb.fn.count('weather_data').as('weather'),
        ])
        .executeTakeFirstOrThrow();
      const latest = row.latest ? new Date(toIso(row.latest as Date | string)).getTime() : 0;
      return `${toCount(row.count as number)}-${latest}-${toCount(row.weather as number)}`;
    },

    find(userId: string, id: string): Promise<JournalEntryRow | undefined> {
      return db
        .selectFrom('journal_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The day's journal entry: the one the daily journal edits. */
    findJournalFor(userId: string, date: string): Promise<JournalEntryRow | undefined> {
      return db
        .selectFrom('journal_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .where('kind', '=', 'journal')
        .executeTakeFirst();
    },

    async insert(
      userId: string,
      entry: { id: string; kind: EntryKind; date: string; pain_level: number } & JournalEntryUpdate,
      /** When it was logged, if earlier than now (an offline log sent later). */
      loggedAt?: string,
    ): Promise<JournalEntryRow> {
      const now = nowIso();
      return db
        .insertInto('journal_entries')
        .values({
          ...entry,
          user_id: userId,
          created_at: loggedAt ?? now,
          updated_at: now,
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(
      userId: string,
      id: string,
      values: JournalEntryUpdate,
    ): Promise<JournalEntryRow | undefined> {
      const set = { ...values, updated_at: nowIso() };
      const columns = Object.keys(set) as (keyof typeof set)[];
      const query = compiledOnce(
        columns.join(),
        [...columns.map((column) => set[column]), userId, id],
        () =>
          db
            .updateTable('journal_entries')
            .set(set)
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .returningAll(),
      );
      const { rows } = await db.executeQuery<JournalEntryRow>(query);
      return rows[0];
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('journal_entries')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type JournalStore = ReturnType<typeof createJournalStore>;
