import { randomUUID } from 'node:crypto';
import type { CreateEntryInput, UpdateEntryInput } from '@core/journal';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import { isUniqueViolation } from '../../db/codecs';
import type { JournalEntryRow } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { toColumns } from './entry-columns';
import type { JournalStore } from './store';

export const JOURNAL_EXISTS_MESSAGE = 'A journal entry for this date already exists';
export const ID_IN_USE_MESSAGE = 'This entry id is already in use';

/**
 * Creating and changing entries. Quick and emergency logs always add an entry. A journal save
 * for a day that already has its journal updates that one instead, so two tabs, a retried
 * request or an offline replay never leave two journals for one day.
 */
export function createJournalService(store: JournalStore) {
  async function saveIntoDaysJournal(user: ApiUser, date: string, input: UpdateEntryInput) {
    const existing = await store.findJournalFor(user.id, date);
    if (!existing) return undefined;
    return store.update(user.id, existing.id, toColumns(input));
  }

  return {
    async create(
      user: ApiUser,
      input: CreateEntryInput,
    ): Promise<{ entry: JournalEntryRow; created: boolean }> {
      const date = input.date ?? localDate(new Date(), user.timeZone);
      const fields = { ...input, date };
      if (input.id) {
        const existing = await store.find(user.id, input.id);
        if (existing) return { entry: existing, created: false };
      }
      if (input.kind === 'journal') {
        const updated = await saveIntoDaysJournal(user, date, fields);
        if (updated) return { entry: updated, created: false };
      }
      try {
        const entry = await store.insert(user.id, {
          ...toColumns(fields),
          id: input.id ?? randomUUID(),
          kind: input.kind,
          date,
          pain_level: input.painLevel,
        });
        return { entry, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race with a concurrent save of the same day's journal: write into it.
        const updated =
          input.kind === 'journal' ? await saveIntoDaysJournal(user, date, fields) : undefined;
        if (updated) return { entry: updated, created: false };
        throw conflict(ID_IN_USE_MESSAGE);
      }
    },

    async update(user: ApiUser, id: string, input: UpdateEntryInput): Promise<JournalEntryRow> {
      try {
        const entry = await store.update(user.id, id, toColumns(input));
        if (!entry) throw notFound('Entry not found');
        return entry;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(JOURNAL_EXISTS_MESSAGE);
        throw error;
      }
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
