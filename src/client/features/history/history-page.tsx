import { NotebookPen, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useJournalEntries } from '@client/api/journal-entries/get-entries';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryDialog, type EntryDialogMode } from './entry-dialog';
import { HistoryEntryCard } from './history-entry-card';
import { historyItems } from './history-items';

/** Long histories are shown a page at a time, so the list stays quick on older phones. */
export const HISTORY_PAGE_SIZE = 30;

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading your entries" className="flex flex-col gap-4">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-36 rounded-2xl" />
      ))}
    </div>
  );
}

function EmptyHistory() {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 p-6 pt-6">
        <p className="text-lg font-semibold text-slate-900">No entries yet</p>
        <p className="text-slate-700">
          Your entries will appear here, newest first, once you start your journal.
        </p>
        <Link href="/journal" className={buttonVariants()}>
          <NotebookPen aria-hidden="true" className="size-5" />
          Write your first entry
        </Link>
      </CardContent>
    </Card>
  );
}

export function HistoryPage() {
  const { data: user } = useCurrentUser();
  const entries = useJournalEntries();
  const items = useMemo(() => historyItems(entries.data ?? []), [entries.data]);
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const [open, setOpen] = useState<{ id: string; mode: EntryDialogMode } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [focusList, setFocusList] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const timeZone = user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  const openEntry = open && items.find((item) => item.entry.id === open.id)?.entry;
  const deletingEntry = deletingId && items.find((item) => item.entry.id === deletingId)?.entry;

  // The deleted entry's Delete button is gone, so the dialog cannot hand focus back to it;
  // put focus on the list instead, after the dialog has finished closing.
  useEffect(() => {
    if (!focusList) return;
    const timer = window.setTimeout(() => {
      listHeading.current?.focus();
      setFocusList(false);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusList]);

  let body;
  if (entries.isPending) body = <HistorySkeleton />;
  else if (entries.isError) {
    body = (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-4 p-6 pt-6">
          <p className="text-lg text-slate-800">
            We couldn&apos;t load your entries. Please check your connection and try again.
          </p>
          <Button
            variant="outline"
            onClick={() => void entries.refetch()}
            disabled={entries.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-5" />
            {entries.isFetching ? 'Retrying…' : 'Retry'}
          </Button>
        </CardContent>
      </Card>
    );
  } else if (items.length === 0) body = <EmptyHistory />;
  else {
    body = (
      <section aria-labelledby="history-list-heading" className="flex flex-col gap-4">
        <h2 id="history-list-heading" ref={listHeading} tabIndex={-1} className="sr-only">
          {items.length === 1 ? '1 entry' : `${items.length} entries`}, newest first
        </h2>
        <ul className="flex flex-col gap-4">
          {items.slice(0, shown).map(({ entry, trend }) => (
            <li key={entry.id}>
              <HistoryEntryCard
                entry={entry}
                trend={trend}
                onOpen={() => setOpen({ id: entry.id, mode: 'view' })}
                onEdit={() => setOpen({ id: entry.id, mode: 'edit' })}
                onDelete={() => setDeletingId(entry.id)}
              />
            </li>
          ))}
        </ul>
        {items.length > shown ? (
          <Button
            variant="outline"
            className="self-center"
            onClick={() => setShown((count) => count + HISTORY_PAGE_SIZE)}
          >
            Show older entries ({items.length - shown} more)
          </Button>
        ) : null}
      </section>
    );
  }

  return (
    <div>
      <PageTitle title="Entry History" subtitle="Your past entries, newest first." />
      {body}
      {openEntry ? (
        <EntryDialog
          key={openEntry.id}
          entry={openEntry}
          mode={open.mode}
          timeZone={timeZone}
          onModeChange={(mode) => setOpen({ id: openEntry.id, mode })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {deletingEntry ? (
        <DeleteEntryDialog
          entry={deletingEntry}
          onClose={() => setDeletingId(null)}
          onDeleted={() => {
            setDeletingId(null);
            setFocusList(true);
          }}
        />
      ) : null}
    </div>
  );
}
