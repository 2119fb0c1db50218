import { Dialog } from 'radix-ui';
import { useCreateEntry } from '@client/api/journal-entries/create-entry';
import { stopSpeaking } from '@client/lib/speech';
import { withSyncNote } from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';
import type { EmergencyChoice } from '@core/emergency-note';
import { emergencyEntryPayload } from './emergency-note';
import { EmergencySteps } from './emergency-steps';

export interface EmergencyModeProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  timeZone: string;
}

/**
 * Emergency Pain Mode: a full-screen overlay (focus trapped; Escape and Cancel close it) that
 * logs a flare in two taps, a level then an action. The choices live in `EmergencySteps`, which
 * unmounts on close, so every opening starts fresh; the save lives here, so its toast still
 * appears if the overlay is closed mid-save.
 */
export function EmergencyMode({ open, onOpenChange, timeZone }: EmergencyModeProps) {
  const create = useCreateEntry();

  const close = () => {
    stopSpeaking();
    onOpenChange(false);
  };

  const save = (choice: EmergencyChoice) => {
    create.mutate(emergencyEntryPayload(choice, todayIn(timeZone)), {
      onSuccess: ({ queued }) => {
        toast({
          title: 'Emergency entry saved',
          description: withSyncNote(
            'Your pain flare has been recorded. Take care of yourself.',
            queued,
          ),
        });
        close();
      },
      onError: () => {
        toast({
          title: 'Save failed',
          description: "Could not save entry. Try again when you're able.",
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-canvas">
          <EmergencySteps saving={create.isPending} onSave={save} onCancel={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
