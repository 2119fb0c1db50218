import { useId, useState, type FormEvent } from 'react';
import { QUICK_LOG_MARKER, QUICK_LOG_NAME_MESSAGE } from '@core/quick-medication';
import { useQuickLogMedication } from '@client/api/medications/quick-log';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { withSyncNote } from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';

const inputClass = 'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base';

function currentTime(): string {
  const now = new Date();
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/**
 * Log Medication from the floating menu: a dose of a medication by name, now or at the time
 * given. A name the user has not added yet becomes an as-needed medication.
 */
export function LogMedicationDialog({
  open,
  onOpenChange,
  timeZone,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  timeZone: string;
}) {
  const quickLog = useQuickLogMedication(timeZone);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Log Medication"
      description="Record a dose you have just taken."
    >
      <LogMedicationForm
        saving={quickLog.isPending}
        onCancel={() => onOpenChange(false)}
        onLog={(payload) =>
          quickLog.mutate(payload, {
            onSuccess: ({ queued }) => {
              toast({
                title: 'Medication logged',
                description: withSyncNote(`${payload.name} recorded.`, queued),
              });
              onOpenChange(false);
            },
            onError: () =>
              toast({
                title: 'Error',
                description: 'Failed to log medication. Please try again.',
                variant: 'destructive',
              }),
          })
        }
      />
    </Dialog>
  );
}

function LogMedicationForm({
  saving,
  onCancel,
  onLog,
}: {
  saving: boolean;
  onCancel(): void;
  onLog(payload: { name: string; dosage: string; time: string; entryId: string }): void;
}) {
  const ids = { name: useId(), dosage: useId(), time: useId(), error: useId() };
  const [name, setName] = useState('');
  const [dosage, setDosage] = useState('');
  const [time, setTime] = useState(currentTime);
  const [missingName, setMissingName] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) {
      setMissingName(true);
      return;
    }
    onLog({ name: name.trim(), dosage: dosage.trim(), time, entryId: QUICK_LOG_MARKER });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.name} className="font-medium text-slate-800">
          Medication Name
        </label>
        <input
          id={ids.name}
          value={name}
          maxLength={100}
          autoComplete="off"
          aria-invalid={missingName || undefined}
          aria-describedby={missingName ? ids.error : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setMissingName(false);
          }}
          className={inputClass}
        />
        {missingName ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
            {QUICK_LOG_NAME_MESSAGE}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.dosage} className="font-medium text-slate-800">
          Dosage <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={ids.dosage}
          value={dosage}
          maxLength={100}
          placeholder="e.g. 300 mg"
          onChange={(event) => setDosage(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.time} className="font-medium text-slate-800">
          Time <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={ids.time}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          className={`${inputClass} w-40`}
        />
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          aria-disabled={saving || undefined}
          className={saving ? 'opacity-60' : undefined}
        >
          {saving ? 'Adding...' : 'Add Medication'}
        </Button>
      </div>
    </form>
  );
}
