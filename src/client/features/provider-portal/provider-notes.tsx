import type { ProviderNote } from '@core/provider-portal/types';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { useProviderNotes } from '@client/api/provider-portal/get-provider-notes';
import { formatDateTime } from './format';

function NoteList({ notes }: { notes: ProviderNote[] }) {
  if (notes.length === 0) {
    return <p className="text-slate-700">Notes your providers write for you appear here.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {notes.map((note) => (
        <li
          key={note.id}
          data-testid="provider-note"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <p className="text-sm text-slate-600">
            {note.providerName} ·{' '}
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{note.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Notes from your providers, newest first. */
export function ProviderNotes() {
  const notes = useProviderNotes();
  return (
    <section aria-labelledby="provider-notes-heading" className="flex flex-col gap-3">
      <h2 id="provider-notes-heading" className="text-xl font-semibold text-slate-900">
        Notes from your providers
      </h2>
      {notes.data ? (
        <NoteList notes={notes.data} />
      ) : notes.isError ? (
        <LoadError
          what="your providers' notes"
          onRetry={() => void notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : (
        <div role="status" aria-label="Loading notes">
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      )}
    </section>
  );
}
