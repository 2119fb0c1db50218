import { useId, useState } from 'react';
import { PAIN_MAX, PAIN_MIN, painDescriptor } from '@core/pain-scale';
import { PainScaleEnds } from '@client/components/ui/pain-scale-ends';
import { useCreateEntry } from '@client/api/journal-entries/create-entry';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Slider } from '@client/components/ui/slider';
import { withSyncNote } from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';
import { QUICK_PAIN_DEFAULT } from '@core/emergency-options';
import { quickPainLoggedText, quickPainPayload } from './quick-pain';

export interface QuickPainDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  timeZone: string;
}

/**
 * Quick Pain Entry: one slider and Log Pain. The save lives here (mounted while closed) so its
 * toast still shows if the dialog is closed mid-save; the slider lives in the form, which the
 * dialog unmounts on close, so it starts at 5 every time.
 */
export function QuickPainDialog({ open, onOpenChange, timeZone }: QuickPainDialogProps) {
  const create = useCreateEntry();

  const log = (painLevel: number) => {
    if (create.isPending) return;
    create.mutate(quickPainPayload(painLevel, todayIn(timeZone)), {
      onSuccess: ({ queued }) => {
        toast({
          title: 'Pain level logged',
          description: withSyncNote(quickPainLoggedText(painLevel), queued),
        });
        onOpenChange(false);
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Failed to log pain level. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Quick Pain Entry"
      description="How strong is your pain right now?"
    >
      <QuickPainForm saving={create.isPending} onLog={log} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function QuickPainForm({
  saving,
  onLog,
  onCancel,
}: {
  saving: boolean;
  onLog(painLevel: number): void;
  onCancel(): void;
}) {
  const [level, setLevel] = useState(QUICK_PAIN_DEFAULT);
  const id = useId();
  const descriptor = painDescriptor(level);

  return (
    <div className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <p id={id} className="font-semibold text-slate-900">
          Pain level
        </p>
        {/* The slider reads "7, Severe" to screen readers; this is the same for the eyes. */}
        <p aria-hidden="true" className="text-right">
          <span className="text-5xl font-bold text-slate-900 tabular-nums">{level}</span>
          <span className="text-xl text-slate-600">/10</span>
          <span className="block text-base font-medium text-slate-700">{descriptor}</span>
        </p>
      </div>
      <Slider
        value={level}
        onValueChange={setLevel}
        min={PAIN_MIN}
        max={PAIN_MAX}
        step={1}
        label="Pain level"
        valueText={`${level}, ${descriptor}`}
        disabled={saving}
      />
      <PainScaleEnds />
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          aria-disabled={saving || undefined}
          className={saving ? 'opacity-60' : undefined}
          onClick={() => onLog(level)}
        >
          {saving ? 'Logging...' : 'Log Pain'}
        </Button>
      </div>
    </div>
  );
}
