import { useState, type FormEvent } from 'react';
import type { ColumnMapping, DateOrder, PainScale } from '@core/import-formats/types';
import { Button } from '@client/components/ui/button';
import { SettingSelect } from '@client/features/settings/setting-select';

const NONE = '';

/** The mapping's optional columns, in the order a person thinks of them. */
const OPTIONAL_COLUMNS: ReadonlyArray<{ key: keyof ColumnMapping; label: string }> = [
  { key: 'time', label: 'Time' },
  { key: 'pain', label: 'Pain level' },
  { key: 'mood', label: 'Mood' },
  { key: 'sleepHours', label: 'Hours of sleep' },
  { key: 'notes', label: 'Notes' },
  { key: 'symptoms', label: 'Symptoms' },
  { key: 'locations', label: 'Where it hurts' },
  { key: 'tags', label: 'Tags' },
  { key: 'medication', label: 'Medication taken' },
];

const DATE_ORDERS: ReadonlyArray<{ value: DateOrder; label: string }> = [
  { value: 'ymd', label: 'Year first (2025-03-14)' },
  { value: 'dmy', label: 'Day first (14/03/2025)' },
  { value: 'mdy', label: 'Month first (03/14/2025)' },
];

const PAIN_SCALES: ReadonlyArray<{ value: PainScale; label: string }> = [
  { value: '0-10', label: '0 to 10' },
  { value: '1-10', label: '1 to 10' },
  { value: '0-5', label: '0 to 5' },
  { value: '1-5', label: '1 to 5' },
  { value: '0-4', label: '0 to 4' },
  { value: '0-100', label: '0 to 100' },
];

const MOOD_SCALES = [
  { value: '1-5', label: '1 to 5' },
  { value: '1-10', label: '1 to 10' },
  { value: '0-10', label: '0 to 10' },
] as const;

function complete(draft: Partial<ColumnMapping>): ColumnMapping | null {
  if (!draft.date) return null;
  const mapping: ColumnMapping = {
    date: draft.date,
    dateOrder: draft.dateOrder ?? 'ymd',
    painScale: draft.painScale ?? '0-10',
  };
  for (const { key } of OPTIONAL_COLUMNS) {
    const column = draft[key];
    if (typeof column === 'string' && column !== NONE) Object.assign(mapping, { [key]: column });
  }
  if (mapping.mood) mapping.moodScale = draft.moodScale ?? '1-5';
  return mapping;
}

/**
 * The mapping step for a CSV file Cairn does not know: which column is the date, the pain
 * level and its scale, and so on, with the file's first rows shown to choose by. Cairn
 * remembers the choice for the next file with the same columns.
 */
export function MappingForm({
  header,
  sampleRows,
  initial,
  onSubmit,
  onCancel,
}: {
  header: readonly string[];
  sampleRows: readonly string[][];
  initial: Partial<ColumnMapping>;
  onSubmit(mapping: ColumnMapping): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState<Partial<ColumnMapping>>(initial);
  const set = (change: Partial<ColumnMapping>) =>
    setDraft((current) => ({ ...current, ...change }));
  const columns = [{ value: NONE, label: 'Not in this file' }].concat(
    header.map((name) => ({ value: name, label: name })),
  );
  const mapping = complete(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mapping) onSubmit(mapping);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Choose the columns">
      <p className="text-base text-slate-700">
        Cairn does not know this file&apos;s layout. Tell it which column holds what; it will
        remember your choice for the next file with the same columns.
      </p>
      {/* Focusable, so the wide table scrolls from the keyboard too. */}
      <div
        role="region"
        aria-label="The file's columns"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">The first rows of the file</caption>
          <thead className="bg-slate-50">
            <tr>
              {header.map((name, index) => (
                <th key={index} scope="col" className="px-3 py-2 font-semibold text-slate-800">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sampleRows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-slate-100">
                {header.map((_, index) => (
                  <td key={index} className="px-3 py-2 whitespace-nowrap text-slate-700">
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingSelect
          label="Date (required)"
          value={draft.date ?? NONE}
          options={columns}
          onChange={(date) => set({ date })}
        />
        <SettingSelect
          label="How dates are written"
          value={draft.dateOrder ?? 'ymd'}
          options={DATE_ORDERS}
          onChange={(value) => set({ dateOrder: value as DateOrder })}
        />
        {OPTIONAL_COLUMNS.map(({ key, label }) => (
          <SettingSelect
            key={key}
            label={label}
            value={(draft[key] as string | undefined) ?? NONE}
            options={columns}
            onChange={(column) => set({ [key]: column })}
          />
        ))}
        {draft.pain ? (
          <SettingSelect
            label="Pain scale in this file"
            value={draft.painScale ?? '0-10'}
            options={PAIN_SCALES}
            onChange={(value) => set({ painScale: value as PainScale })}
          />
        ) : null}
        {draft.mood ? (
          <SettingSelect
            label="Mood scale in this file"
            value={draft.moodScale ?? '1-5'}
            options={MOOD_SCALES}
            onChange={(value) => set({ moodScale: value as ColumnMapping['moodScale'] })}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={!mapping}>
          Show what will be imported
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </form>
  );
}
