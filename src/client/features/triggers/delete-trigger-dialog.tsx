import type { Trigger } from '@core/triggers';
import { useDeleteTrigger } from '@client/api/triggers/delete-trigger';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';

const FAILED = 'Failed to remove trigger. Please try again.';

/** Asks before removing a trigger (spec §5 wording). */
export function DeleteTriggerDialog({
  trigger,
  onClose,
  onDeleted,
}: {
  trigger: Trigger;
  onClose(): void;
  onDeleted(): void;
}) {
  const remove = useDeleteTrigger();

  const confirm = () => {
    remove.mutate(trigger, {
      onSuccess: () => {
        toast({
          title: 'Trigger Removed',
          description: 'The trigger has been removed from your list.',
        });
        onDeleted();
      },
      onError: () => toast({ title: 'Error', description: FAILED, variant: 'destructive' }),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title="Remove trigger?"
      description={`Are you sure you want to remove "${trigger.name}" from your triggers?`}
    >
      {remove.isError ? (
        // Said here as well as in the toast, which sits outside the modal dialog.
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {FAILED}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Removing…' : 'Remove'}
        </Button>
      </div>
    </Dialog>
  );
}
