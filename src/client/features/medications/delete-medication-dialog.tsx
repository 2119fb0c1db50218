import type { DetailedMedication } from '@core/medications';
import { useDeleteMedication } from '@client/api/medications/write-medication';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';

export function DeleteMedicationDialog({
  medication,
  onClose,
}: {
  medication: DetailedMedication | null;
  onClose(): void;
}) {
  const remove = useDeleteMedication();
  return (
    <Dialog
      open={medication !== null}
      onOpenChange={(open) => !open && onClose()}
      title={medication ? `Delete ${medication.name}?` : 'Delete medication?'}
      description="This removes the medication, its schedule and every dose logged for it."
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => {
            if (!medication) return;
            remove.mutate(medication.id, {
              onSuccess: onClose,
              onError: () =>
                toast({
                  title: 'Error',
                  description: 'Failed to delete medication. Please try again.',
                  variant: 'destructive',
                }),
            });
          }}
        >
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
