import type { JournalEntry } from '@core/journal';
import { useDeleteEntry } from '@client/api/journal-entries/delete-entry';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/lib/toast';
import { formatEntryDate } from '@client/lib/dates';
import { kindLabel } from './kind-label';

const FAILED = 'Failed to delete the entry. Please try again.';

/** Asks before deleting; an entry is gone for good once deleted. */
export function DeleteEntryDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: JournalEntry;
  onClose(): void;
  onDeleted(): void;
}) {
  const remove = useDeleteEntry();
  const kind = kindLabel(entry.kind);

  const confirm = () => {
    remove.mutate(entry, {
      onSuccess: () => {
        toast({ title: 'Entry deleted' });
        onDeleted();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: FAILED,
          variant: 'destructive',
        }),
    });
  };

  return (
    <ConfirmDialog
      title="Delete this entry?"
      description={
        <>
          {kind ? `${kind} from ` : 'The entry for '}
          <strong className="font-semibold text-slate-800">
            {formatEntryDate(entry.date)}
          </strong>{' '}
          (pain {entry.painLevel}/10) will be removed. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      failure={remove.isError ? FAILED : null}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
