import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, type DialogProps } from '@client/components/ui/dialog';

/**
 * One of the screen's dialogs, open while it is rendered. Escape, the close button or a click
 * outside call `onClose`, except while `busy` (a request is running).
 */
export function ShownDialog({
  onClose,
  busy = false,
  ...props
}: Omit<DialogProps, 'open' | 'onOpenChange'> & { onClose(): void; busy?: boolean }) {
  return (
    <Dialog
      {...props}
      open
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) onClose();
      }}
    />
  );
}

/** A form dialog's buttons: Cancel (held while the request runs), then the action, `children`. */
export function DialogActions({
  onCancel,
  pending,
  children,
}: {
  onCancel(): void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      {children}
    </div>
  );
}

/** A read-only dialog's one button, Close, at the end. */
export function DialogClose({ onClose }: { onClose(): void }) {
  return (
    <div className="flex justify-end">
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
