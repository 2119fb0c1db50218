import type { DatedEntryPayload, JournalEntry } from '@core/journal';
import { submitWrite, type QueuedWrite, type WriteOutcome } from '@client/lib/offline/outbox';
import { ENTRIES_URL } from './create-entry';

/**
 * One save of the day's journal. It always goes as a POST under the entry's id with the version
 * it started from, so the same save works now, from the offline queue, or sent twice, and a save
 * that missed a newer version keeps both texts (the server merges).
 */
export interface JournalSave {
  id: string;
  /** updatedAt of the version the form started from; null when it saw no entry. */
  baseUpdatedAt: string | null;
  payload: DatedEntryPayload;
}

/** Every save of one day's journal replaces the one before it in the queue. */
export const journalWriteKey = (date: string) => `journal:${date}`;

export function submitJournalSave(
  save: JournalSave,
  options: { keepalive?: boolean } = {},
): Promise<WriteOutcome> {
  return submitWrite(
    {
      key: journalWriteKey(save.payload.date),
      url: ENTRIES_URL,
      body: { ...save.payload, id: save.id, baseUpdatedAt: save.baseUpdatedAt },
    },
    options,
  );
}

/** The day's journal save still waiting on this device, if any. */
export function queuedJournalSave(
  writes: readonly QueuedWrite[],
  date: string,
): JournalSave | undefined {
  const write = writes.find((queued) => queued.key === journalWriteKey(date));
  if (!write) return undefined;
  const { id, baseUpdatedAt, ...payload } = write.body as DatedEntryPayload & {
    id: string;
    baseUpdatedAt: string | null;
  };
  return { id, baseUpdatedAt, payload: payload as DatedEntryPayload };
}

/** Whether the server's answer holds words or items the save did not send (it merged). */
export function gainedFromMerge(saved: JournalEntry, sent: DatedEntryPayload): boolean {
  const texts = ['journalEntry', 'promptResponse', 'gratitude'] as const;
  const lists = ['customTags', 'symptoms', 'activities', 'painLocations'] as const;
  return (
    texts.some((field) => (saved[field] ?? '').trim().length > (sent[field] ?? '').trim().length) ||
    lists.some((field) => saved[field].length > (sent[field]?.length ?? 0))
  );
}
