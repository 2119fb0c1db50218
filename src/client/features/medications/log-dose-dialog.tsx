import { useState, type FormEvent } from 'react';
import { DEFAULT_EFFECTIVENESS, splitCommaList, type DetailedMedication } from '@core/medications';
import { useLogDose } from '@client/api/medications/write-medication';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Slider } from '@client/components/ui/slider';
import { cn } from '@client/lib/cn';
import { withSyncNote } from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';
import { areaClass, fieldClass, labelClass } from './form-styles';

/** "Log {name}": a taken dose with effectiveness, or a skipped one with a reason. */
export function LogDoseDialog({
  medication,
  onClose,
}: {
  medication: DetailedMedication | null;
  onClose(): void;
}) {
  return (
    <Dialog
      open={medication !== null}
      onOpenChange={(open) => !open && onClose()}
      title={medication ? `Log ${medication.name}` : 'Log dose'}
    >
      {medication ? <LogDoseForm medication={medication} onDone={onClose} /> : null}
    </Dialog>
  );
}

function LogDoseForm({ medication, onDone }: { medication: DetailedMedication; onDone(): void }) {
  const [took, setTook] = useState(true);
  const [effectiveness, setEffectiveness] = useState(DEFAULT_EFFECTIVENESS);
  const [sideEffects, setSideEffects] = useState('');
  const [notes, setNotes] = useState('');
  const [skipReason, setSkipReason] = useState('');
  const logDose = useLogDose();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (logDose.isPending) return;
    logDose.mutate(
      {
        medicationId: medication.id,
        takenAt: new Date().toISOString(),
        skipped: !took,
        ...(took
          ? { effectiveness, sideEffectsExperienced: splitCommaList(sideEffects) }
          : { skipReason: skipReason.trim() || undefined }),
        notes: took ? notes.trim() || undefined : undefined,
      },
      {
        onSuccess: ({ queued }) => {
          toast({
            title: 'Dose logged',
            description: withSyncNote('Your medication dose has been recorded.', queued),
          });
          onDone();
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to log medication. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <button
        type="button"
        role="switch"
        aria-checked={took}
        onClick={() => setTook((value) => !value)}
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl text-left font-medium text-slate-800"
      >
        I took this medication
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 rounded-full transition-colors',
            took ? 'bg-primary' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 size-6 rounded-full bg-white shadow transition-all',
              took ? 'left-5.5' : 'left-0.5',
            )}
          />
        </span>
      </button>
      {took ? (
        <>
          <div className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between">
              <span className={labelClass} id="effectiveness-label">
                How well did it work?
              </span>
              <span className="text-lg font-bold text-slate-900 tabular-nums">
                {effectiveness}/10
              </span>
            </div>
            <Slider
              value={effectiveness}
              onValueChange={setEffectiveness}
              min={1}
              max={10}
              label="Effectiveness"
              valueText={`${effectiveness} out of 10`}
            />
            <div aria-hidden="true" className="flex justify-between text-sm text-slate-600">
              <span>1 Not at all</span>
              <span>10 Very well</span>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="dose-side-effects" className={labelClass}>
              Side effects (comma-separated)
            </label>
            <input
              id="dose-side-effects"
              value={sideEffects}
              maxLength={1000}
              onChange={(e) => setSideEffects(e.target.value)}
              className={fieldClass}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="dose-notes" className={labelClass}>
              Notes
            </label>
            <textarea
              id="dose-notes"
              rows={2}
              maxLength={2000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className={areaClass}
            />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor="dose-skip-reason" className={labelClass}>
            Reason for skipping
          </label>
          <input
            id="dose-skip-reason"
            value={skipReason}
            maxLength={500}
            onChange={(e) => setSkipReason(e.target.value)}
            className={fieldClass}
          />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={logDose.isPending}>
          {logDose.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
