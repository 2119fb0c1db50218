import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { EmergencyResourcesList } from './emergency-resources-list';

export function EmergencyResourcesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Emergency Resources"
      description="Help is there for you, day or night."
    >
      <EmergencyResourcesList />
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
