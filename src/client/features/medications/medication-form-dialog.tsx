import { useState, type FormEvent } from 'react';
import { proposedTimes } from '@core/medication-schedule';
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  MEDICATION_TYPES,
  TYPE_LABELS,
  splitCommaList,
  type DetailedMedication,
  type Frequency,
  type MedicationType,
} from '@core/medications';
import { useCreateMedication, useUpdateMedication } from '@client/api/medications/write-medication';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { SwitchRow } from '@client/components/ui/switch-row';
import { toast } from '@client/lib/toast';
import { areaClass, fieldClass, labelClass } from './form-styles';

type FormValues = {
  name: string;
  dosage: string;
  type: MedicationType;
  frequency: Frequency;
  times: string[];
  reminderEnabled: boolean;
  purposes: string;
  sideEffects: string;
  instructions: string;
  prescribedBy: string;
  notes: string;
};

const EMPTY: FormValues = {
  name: '',
  dosage: '',
  type: 'prescription',
  frequency: 'daily',
  times: proposedTimes('daily'),
  reminderEnabled: true,
  purposes: '',
  sideEffects: '',
  instructions: '',
  prescribedBy: '',
  notes: '',
};

/** The form filled with a saved medication, so editing starts from what is stored. */
function valuesOf(medication: DetailedMedication): FormValues {
  return {
    name: medication.name,
    dosage: medication.dosage,
    type: medication.type,
    frequency: medication.frequency,
    times: medication.schedule.map((slot) => slot.timeOfDay),
    reminderEnabled: medication.reminderEnabled,
    purposes: medication.purposes.join(', '),
    sideEffects: medication.sideEffects.join(', '),
    instructions: medication.instructions ?? '',
    prescribedBy: medication.prescribedBy ?? '',
    notes: medication.notes ?? '',
  };
}

/** Empty optional text: left out when adding, cleared (null) when editing. */
const optional = (value: string, empty: undefined | null) => (value.trim() ? value.trim() : empty);

/**
 * 'Add New Medication', or with `medication` the same form to edit it. Editing sends every field,
 * so a cleared note is cleared; new times or a new frequency rebuild the schedule on the server.
 */
export function MedicationFormDialog({
  open,
  onOpenChange,
  medication,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  medication?: DetailedMedication | null;
}) {
  const editing = medication ?? null;
  const [form, setForm] = useState<FormValues>(() => (editing ? valuesOf(editing) : EMPTY));
  const [formFor, setFormFor] = useState(editing?.id);
  // A different medication (or a new add) starts from its own values; a refetch of the same one
  // does not wipe what the user is typing.
  if (formFor !== editing?.id) {
    setFormFor(editing?.id);
    setForm(editing ? valuesOf(editing) : EMPTY);
  }
  const create = useCreateMedication();
  const update = useUpdateMedication();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.dosage.trim() || !form.frequency || pending) return;
    const empty = editing ? null : undefined;
    const payload = {
      name: form.name,
      dosage: form.dosage,
      type: form.type,
      frequency: form.frequency,
      scheduleTimes: form.times.filter((time) => time !== ''),
      reminderEnabled: form.reminderEnabled,
      purposes: splitCommaList(form.purposes),
      sideEffects: splitCommaList(form.sideEffects),
      instructions: optional(form.instructions, empty),
      prescribedBy: optional(form.prescribedBy, empty),
      notes: optional(form.notes, empty),
    };
    const done = {
      onSuccess: () => {
        toast(
          editing
            ? { title: 'Medication updated', description: 'Your changes have been saved.' }
            : {
                title: 'Medication added',
                description: 'Your medication has been added successfully.',
              },
        );
        if (!editing) setForm(EMPTY);
        onOpenChange(false);
      },
      onError: () =>
        toast({
          title: 'Error',
          description: editing
            ? 'Failed to update medication. Please try again.'
            : 'Failed to add medication. Please try again.',
          variant: 'destructive',
        }),
    };
    if (editing) update.mutate({ id: editing.id, ...payload }, done);
    else create.mutate(payload, done);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${editing.name}` : 'Add New Medication'}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="med-name" className={labelClass}>
            Name
          </label>
          <input
            id="med-name"
            required
            maxLength={100}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="med-dosage" className={labelClass}>
            Dosage
          </label>
          <input
            id="med-dosage"
            required
            maxLength={100}
            placeholder="e.g. 300 mg"
            value={form.dosage}
            onChange={(e) => set('dosage', e.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="med-type" className={labelClass}>
              Type
            </label>
            <select
              id="med-type"
              value={form.type}
              onChange={(e) => set('type', e.target.value as MedicationType)}
              className={fieldClass}
            >
              {MEDICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="med-frequency" className={labelClass}>
              Frequency
            </label>
            <select
              id="med-frequency"
              required
              value={form.frequency}
              onChange={(e) => {
                const frequency = e.target.value as Frequency;
                setForm((current) => ({ ...current, frequency, times: proposedTimes(frequency) }));
              }}
              className={fieldClass}
            >
              {FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {form.times.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className={`${labelClass} mb-1`}>Schedule times</legend>
            <div className="flex flex-wrap gap-3">
              {form.times.map((time, index) => (
                <label key={index} className="flex flex-col gap-1 text-sm text-slate-700">
                  Dose {index + 1}
                  <input
                    type="time"
                    value={time}
                    onChange={(e) =>
                      set(
                        'times',
                        form.times.map((t, i) => (i === index ? e.target.value : t)),
                      )
                    }
                    className={`${fieldClass} w-36`}
                  />
                </label>
              ))}
            </div>
            <SwitchRow
              label="Dose reminders"
              description="A notification at each of these times, with a Taken button. Notifications are turned on in Settings."
              checked={form.reminderEnabled}
              onCheckedChange={(on) => set('reminderEnabled', on)}
            />
          </fieldset>
        ) : null}
        <TextField
          id="med-purposes"
          label="Purposes (comma-separated)"
          value={form.purposes}
          onChange={(v) => set('purposes', v)}
          placeholder="e.g. Nerve pain, Sleep"
        />
        <TextField
          id="med-side-effects"
          label="Known side effects (comma-separated)"
          value={form.sideEffects}
          onChange={(v) => set('sideEffects', v)}
          placeholder="e.g. Drowsiness, Dizziness"
        />
        <TextField
          id="med-prescribed-by"
          label="Prescribed by"
          value={form.prescribedBy}
          onChange={(v) => set('prescribedBy', v)}
          maxLength={100}
        />
        <AreaField
          id="med-instructions"
          label="Instructions"
          value={form.instructions}
          onChange={(v) => set('instructions', v)}
        />
        <AreaField
          id="med-notes"
          label="Notes"
          value={form.notes}
          onChange={(v) => set('notes', v)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {editing
              ? pending
                ? 'Saving...'
                : 'Save Changes'
              : pending
                ? 'Adding...'
                : 'Add Medication'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={props.id}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength ?? 1000}
        onChange={(e) => props.onChange(e.target.value)}
        className={fieldClass}
      />
    </div>
  );
}

function AreaField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <textarea
        id={props.id}
        rows={2}
        maxLength={2000}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={areaClass}
      />
    </div>
  );
}
