import { Pencil } from 'lucide-react';
import type { JournalEntry } from '@core/journal';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { useUpdateEntry } from '@client/api/journal-entries/update-entry';
import { SAVED_ON_DEVICE } from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';
import { editPayload, type EditValues } from './edit-payload';
import { EntryDetails } from './entry-details';
import { EntryEditForm } from './entry-edit-form';
import { formatEntryDate } from '@client/lib/dates';
import { kindLabel } from './kind-label';

export type EntryDialogMode = 'view' | 'edit';

/** One entry in full; Edit turns the same dialog into a form, Save returns to the details. */
export function EntryDialog({
  entry,
  mode,
  timeZone,
  onModeChange,
  onClose,
}: {
  entry: JournalEntry;
  mode: EntryDialogMode;
  timeZone: string;
  onModeChange(mode: EntryDialogMode): void;
  onClose(): void;
}) {
  const update = useUpdateEntry();
  const date = formatEntryDate(entry.date);
  const kind = kindLabel(entry.kind);

  const save = (values: EditValues) => {
    const payload = editPayload(entry, values);
    if (Object.keys(payload).length === 0) {
      onModeChange('view');
      return;
    }
    update.mutate(
      { entry, payload },
      {
        onSuccess: (outcome) => {
          toast({
            title: 'Entry updated',
            description: outcome.sent ? undefined : SAVED_ON_DEVICE,
          });
          onModeChange('view');
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save your journal entry. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={mode === 'edit' ? `Edit entry: ${date}` : date}
      description={kind ?? 'Journal entry'}
    >
      {mode === 'edit' ? (
        <EntryEditForm
          entry={entry}
          saving={update.isPending}
          failed={update.isError}
          onSave={save}
          onCancel={() => onModeChange('view')}
        />
      ) : (
        <div className="grid gap-5">
          <EntryDetails entry={entry} timeZone={timeZone} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              Done
            </Button>
            <Button onClick={() => onModeChange('edit')}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
