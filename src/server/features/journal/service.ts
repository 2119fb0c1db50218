import { randomUUID } from 'node:crypto';
import type { CreateEntryInput, UpdateEntryInput } from '@core/journal';
import { mergeConcurrentSave, missedNewerVersion } from '@core/journal-merge';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import { isUniqueViolation, toIso } from '../../db/codecs';
import type { JournalEntryRow } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { presentEntry, toColumns } from './entry-columns';
import type { JournalStore } from './store';

export const JOURNAL_EXISTS_MESSAGE = 'A journal entry for this date already exists';
export const ID_IN_USE_MESSAGE = 'This entry id is already in use';

/**
 * Creating and changing entries. Quick and emergency logs always add an entry, once per id. A
 * journal save for a day that already has its journal updates that one instead, so two tabs, a
 * retried request or an offline replay never leave two journals for one day. A save that says
 * which version it started from (baseUpdatedAt) and missed a newer one keeps both texts.
 */
/**
 * The createdAt of a new log: when it was logged, if that is earlier than now (a log kept on a
 * device without a connection); a time ahead of the server's (a device clock running fast) is
 * taken as now.
 */
function loggedBefore(loggedAt: string | undefined): string | undefined {
  if (!loggedAt) return undefined;
  const time = Date.parse(loggedAt);
  return time < Date.now() ? new Date(time).toISOString() : undefined;
}

export function createJournalService(
  store: JournalStore,
  {
    beforeNewJournal = async () => {},
  }: {
    /** Throws when the person's plan allows no new day's journal (the free plan's allowance). */
    beforeNewJournal?: (user: ApiUser) => Promise<void>;
  } = {},
) {
  async function saveOver(
    user: ApiUser,
    stored: JournalEntryRow,
    input: UpdateEntryInput,
  ): Promise<JournalEntryRow | undefined> {
    const { baseUpdatedAt, ...fields } = input;
    const save = missedNewerVersion(toIso(stored.updated_at), baseUpdatedAt)
      ? mergeConcurrentSave(presentEntry(stored), fields)
      : fields;
    return store.update(user.id, stored.id, toColumns(save));
  }

  async function saveIntoDaysJournal(user: ApiUser, date: string, input: UpdateEntryInput) {
    const existing = await store.findJournalFor(user.id, date);
    if (!existing) return undefined;
    return saveOver(user, existing, input);
  }

  return {
    async create(
      user: ApiUser,
      input: CreateEntryInput,
    ): Promise<{ entry: JournalEntryRow; created: boolean }> {
      const date = input.date ?? localDate(new Date(), user.timeZone);
      const { id, kind, loggedAt, ...rest } = input;
      const fields = { ...rest, date };
      if (id) {
        const existing = await store.find(user.id, id);
        // A journal saved again under its id is an update (the offline queue sends every journal
        // save this way); a quick or emergency log sent again is the same log, left as it is.
        if (existing?.kind === 'journal' && kind === 'journal') {
          const updated = await saveOver(user, existing, fields);
          if (updated) return { entry: updated, created: false };
        } else if (existing) {
          return { entry: existing, created: false };
        }
      }
      if (kind === 'journal') {
        const updated = await saveIntoDaysJournal(user, date, fields);
        if (updated) return { entry: updated, created: false };
      }
      // Only a new day's journal counts against a plan; quick and emergency logs never do.
      if (kind === 'journal') await beforeNewJournal(user);
      try {
        const { baseUpdatedAt: _startedFrom, ...values } = fields;
        const entry = await store.insert(
          user.id,
          {
            ...toColumns(values),
            id: id ?? randomUUID(),
            kind,
            date,
            pain_level: input.painLevel,
          },
          loggedBefore(loggedAt),
        );
        return { entry, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race with a concurrent save of the same day's journal: write into it.
        const updated =
          kind === 'journal' ? await saveIntoDaysJournal(user, date, fields) : undefined;
        if (updated) return { entry: updated, created: false };
        throw conflict(ID_IN_USE_MESSAGE);
      }
    },

    async update(user: ApiUser, id: string, input: UpdateEntryInput): Promise<JournalEntryRow> {
      try {
        // Without a base version there is nothing to compare, so no read before the write.
        const entry =
          input.baseUpdatedAt === undefined
            ? await store.update(user.id, id, toColumns(input))
            : await store
                .find(user.id, id)
                .then((stored) => stored && saveOver(user, stored, input));
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
