import { useId, useState, type FormEvent } from 'react';
import type { JournalEntry } from '@core/journal';
import {
  MOOD_MAX,
  MOOD_MIN,
  moodLabel,
  PAIN_MAX,
  PAIN_MIN,
  painDescriptor,
} from '@core/pain-scale';
import { Button } from '@client/components/ui/button';
import { Slider } from '@client/components/ui/slider';
import { editValuesOf, type EditValues } from './edit-payload';
import { JOURNAL_TEXT_MAX, NOTE_TEXT_MAX } from '@core/journal-limits';

const DEFAULT_MOOD = 3;

const fieldClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 focus-visible:border-primary';

function TextField({
  label,
  value,
  onChange,
  maxLength,
  rows,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  rows: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      />
    </div>
  );
}

/** Pain, mood and the three texts of an entry; Save hands back the edited values. */
export function EntryEditForm({
  entry,
  saving,
  failed,
  onSave,
  onCancel,
}: {
  entry: JournalEntry;
  saving: boolean;
  /** The last save failed; said here as well as in the toast, which sits outside the dialog. */
  failed: boolean;
  onSave(values: EditValues): void;
  onCancel(): void;
}) {
  const [values, setValues] = useState<EditValues>(() => editValuesOf(entry));
  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const mood = values.moodLevel ?? DEFAULT_MOOD;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <div className="grid gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-semibold text-slate-800">Pain level</span>
          <span className="font-semibold text-slate-900" aria-hidden="true">
            {values.painLevel}/10 · {painDescriptor(values.painLevel)}
          </span>
        </div>
        <Slider
          label="Pain level"
          valueText={`${values.painLevel}, ${painDescriptor(values.painLevel)}`}
          value={values.painLevel}
          min={PAIN_MIN}
          max={PAIN_MAX}
          onValueChange={(value) => set('painLevel', value)}
        />
      </div>
      <div className="grid gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-semibold text-slate-800">Mood</span>
          <span className="font-semibold text-slate-900" aria-hidden="true">
            {values.moodLevel === null ? 'Not recorded' : `${mood}/5 · ${moodLabel(mood)}`}
          </span>
        </div>
        <Slider
          label="Mood"
          valueText={values.moodLevel === null ? 'Not recorded' : `${mood}, ${moodLabel(mood)}`}
          value={mood}
          min={MOOD_MIN}
          max={MOOD_MAX}
          onValueChange={(value) => set('moodLevel', value)}
        />
      </div>
      <TextField
        label="Journal entry"
        rows={4}
        value={values.journalEntry}
        maxLength={JOURNAL_TEXT_MAX}
        onChange={(value) => set('journalEntry', value)}
      />
      <TextField
        label="Notes"
        rows={3}
        value={values.notes}
        maxLength={NOTE_TEXT_MAX}
        onChange={(value) => set('notes', value)}
      />
      <TextField
        label="Gratitude"
        rows={2}
        value={values.gratitude}
        maxLength={NOTE_TEXT_MAX}
        onChange={(value) => set('gratitude', value)}
      />
      {failed ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          Failed to save your journal entry. Please try again.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
