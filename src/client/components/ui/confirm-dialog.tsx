import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Asks before a destructive action. While it runs the dialog cannot be dismissed; a failure is
 * said inside the dialog too, because the toast sits outside the modal and is hidden from
 * screen readers while it is open.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failure message to show, or null. */
  failure: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
    >
      {failure ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
