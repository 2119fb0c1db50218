import type { Trigger } from '@core/triggers';
import { useDeleteTrigger } from '@client/api/triggers/delete-trigger';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
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
    <ConfirmDialog
      title="Remove trigger?"
      description={`Are you sure you want to remove "${trigger.name}" from your triggers?`}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      pending={remove.isPending}
      failure={remove.isError ? FAILED : null}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
