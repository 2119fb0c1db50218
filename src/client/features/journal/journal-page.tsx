import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { JournalEntry } from '@core/journal';
import { DEFAULT_SETTINGS } from '@core/settings';
import { useEntryForDate } from '@client/api/journal-entries/get-entry-for-date';
import { ENTRIES_KEY } from '@client/api/journal-entries/keys';
import { provisionalEntry } from '@client/api/journal-entries/offline-entry';
import { journalWriteKey, queuedJournalSave } from '@client/api/journal-entries/save-journal';
import { useSettings } from '@client/api/settings/get-settings';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { formatEntryDate } from '@client/lib/dates';
import { queuedWrites, sentAnswer } from '@client/lib/offline/outbox';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { todayIn } from '@client/lib/today';
import { JournalForm } from './journal-form';
import type { JournalStart } from './use-journal-autosave';

function JournalSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading today's entry"
      className="mx-auto flex max-w-2xl flex-col gap-4"
    >
      <Skeleton className="h-20 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

/**
 * Where the day's form starts. A save still waiting on this device wins over what was last
 * fetched. Without a connection and without a fetched answer, the day's journal in the cached
 * list is used, or a new entry (the server merges it into one written elsewhere meanwhile).
 */
function useJournalStart(date: string): {
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

/** /journal: today's entry, loaded once, then edited in place and saved as the user goes. */
export function JournalPage() {
  useDocumentTitle('Daily Journal');
  const { data: user } = useCurrentUser();
  // "Today" is fixed when the page opens, so an entry begun before midnight stays that day's.
  const [date] = useState(() => todayIn(user?.timeZone ?? 'UTC'));
  const today = useJournalStart(date);
  const settings = useSettings();

  // Settings that fail to load (or wait for a connection) fall back to the default.
  if (today.loading || (settings.isPending && settings.fetchStatus !== 'paused')) {
    return <JournalSkeleton />;
  }
  if (today.failed || !today.start) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-2xl flex-col items-start gap-3 rounded-2xl bg-white p-6"
      >
        <h1 className="text-2xl font-bold text-slate-900">Daily Journal</h1>
        <p className="text-slate-700">
          Today's entry could not be loaded. Check your connection and try again.
        </p>
        <Button onClick={today.retry}>Try again</Button>
      </div>
    );
  }
  return (
    <JournalForm
      date={date}
      dateLabel={formatEntryDate(date)}
      start={today.start}
      autosave={settings.data?.autoSave ?? DEFAULT_SETTINGS.autoSave}
    />
  );
}
