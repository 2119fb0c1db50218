import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { JournalEntry } from '@core/journal';
import { useEntryForDate } from '@client/api/journal-entries/get-entry-for-date';
import { ENTRIES_KEY } from '@client/api/journal-entries/keys';
import { provisionalEntry } from '@client/api/journal-entries/offline-entry';
import { journalWriteKey, queuedJournalSave } from '@client/api/journal-entries/save-journal';
import { queuedWrites, sentAnswer } from '@client/lib/offline/outbox';
import type { JournalStart } from './use-journal-autosave';

/**
 * Where the day's form starts. A save still waiting on this device wins over what was last
 * fetched. Without a connection and without a fetched answer, the day's journal in the cached
 * list is used, or a new entry (the server merges it into one written elsewhere meanwhile).
 */
export function useJournalStart(date: string): {
  start: JournalStart | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
} {
  const queryClient = useQueryClient();
  const today = useEntryForDate(date);
  // Once the form is shown it stays: a connection coming back must not reload it mid-sentence.
  const shown = useRef<JournalStart | undefined>(undefined);
  // A request that never reached the server (no connection) is not a failure to show.
  const unreachable =
    (today.isPending && today.fetchStatus === 'paused') ||
    (today.isError && today.error instanceof TypeError);
  const retry = () => void today.refetch();
  if (shown.current) return { start: shown.current, loading: false, failed: false, retry };
  // An answer kept from an earlier visit may be out of date: online, the form waits for the
  // server's (offline the request is paused and the kept answer is used).
  const refreshing = today.isStale && today.fetchStatus === 'fetching';
  if ((today.isPending && !unreachable) || refreshing)
    return { start: undefined, loading: true, failed: false, retry };
  if (today.isError && !unreachable)
    return { start: undefined, loading: false, failed: true, retry };
  const fetched =
    today.data ??
    queryClient
      .getQueryData<JournalEntry[]>(ENTRIES_KEY)
      ?.find((entry) => entry.kind === 'journal' && entry.date === date) ??
    null;
  // A save sent from the queue while the day was loading may be newer than what loaded.
  const sent = sentAnswer(journalWriteKey(date)) as JournalEntry | undefined;
  const known = sent && (!fetched || sent.updatedAt > fetched.updatedAt) ? sent : fetched;
  const queued = queuedJournalSave(queuedWrites(), date);
  const entry = queued ? provisionalEntry({ ...queued.payload, id: queued.id }, known) : known;
  shown.current = { entry, queued };
  return { start: shown.current, loading: false, failed: false, retry };
}
