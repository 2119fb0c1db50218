import type { JournalEntry } from '@core/journal';
import { useDeleteEntry } from '@client/api/journal-entries/delete-entry';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';
import { formatEntryDate } from '@client/lib/dates';
import { kindLabel } from './kind-label';

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
          description: 'Failed to delete the entry. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
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
    >
      {remove.isError ? (
        // Said here as well as in the toast, which sits outside the modal dialog.
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          Failed to delete the entry. Please try again.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
