import { ChevronDown } from 'lucide-react';
import { LIST_ITEM_MAX_LENGTH, LIST_MAX, NOTE_TEXT_MAX } from '@core/journal-limits';
import { cn } from '@client/lib/cn';
import { ChipListInput } from './chip-list-input';
import type { JournalFormState } from './journal-form-state';
import { JournalSection } from './journal-section';
import { OptionalLevel } from './optional-level';

const SYMPTOMS = [
  'Fatigue',
  'Stiffness',
  'Headache',
  'Nausea',
  'Numbness',
  'Tingling',
  'Burning',
  'Muscle spasms',
  'Brain fog',
  'Dizziness',
];
const ACTIVITIES = [
  'Walking',
  'Stretching',
  'Yoga',
  'Swimming',
  'Resting',
  'Housework',
  'Work',
  'Driving',
  'Socialising',
  'Gardening',
];

type Details = Pick<
  JournalFormState,
  | 'sleepHours'
  | 'sleepQuality'
  | 'stressLevel'
  | 'energyLevel'
  | 'symptoms'
  | 'activities'
  | 'gratitude'
>;

/**
 * Sleep, stress, energy, symptoms, activities and gratitude: what analytics, insights and the
 * clinician report read. Folded away until opened, or open when the day already has any.
 */
export function DetailsSection({
  value,
  onChange,
  open,
  onOpenChange,
}: {
  value: Details;
  onChange(patch: Partial<Details>): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <JournalSection
      id="details-heading"
      title="Sleep, symptoms and more"
      action={
        <button
          type="button"
          aria-expanded={open}
          aria-controls="journal-details"
          onClick={() => onOpenChange(!open)}
          className="inline-flex min-h-11 items-center gap-1 rounded-xl px-3 font-medium text-primary hover:bg-primary-soft"
        >
          {open ? 'Hide' : 'Add details'}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 transition-transform', open && 'rotate-180')}
          />
        </button>
      }
    >
      {open ? (
        <div id="journal-details" className="flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <label htmlFor="sleep-hours" className="font-medium text-slate-800">
              Hours slept
            </label>
            <input
              id="sleep-hours"
              type="number"
              inputMode="decimal"
              min={0}
              max={24}
              step={0.5}
              value={value.sleepHours ?? ''}
              placeholder="Not recorded"
              onChange={(event) => {
                const raw = event.target.value;
                const hours = raw === '' ? null : Math.min(24, Math.max(0, Number(raw)));
                onChange({ sleepHours: hours === null || Number.isNaN(hours) ? null : hours });
              }}
              className="min-h-11 w-32 rounded-xl border border-slate-300 bg-white px-3 text-base"
            />
          </div>
          <OptionalLevel
            label="Sleep quality"
            value={value.sleepQuality}
            onChange={(v) => onChange({ sleepQuality: v })}
            lowWord="Very poor"
            highWord="Excellent"
          />
          <OptionalLevel
            label="Stress level"
            value={value.stressLevel}
            onChange={(v) => onChange({ stressLevel: v })}
            lowWord="Calm"
            highWord="Very stressed"
          />
          <OptionalLevel
            label="Energy level"
            value={value.energyLevel}
            onChange={(v) => onChange({ energyLevel: v })}
            lowWord="Exhausted"
            highWord="Full of energy"
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-slate-800">Symptoms</legend>
            <ChipListInput
              label="Symptoms"
              items={value.symptoms}
              onChange={(symptoms) => onChange({ symptoms })}
              suggestions={SYMPTOMS}
              placeholder="Another symptom"
              maxItems={LIST_MAX}
              maxLength={LIST_ITEM_MAX_LENGTH}
            />
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-slate-800">Activities</legend>
            <ChipListInput
              label="Activities"
              items={value.activities}
              onChange={(activities) => onChange({ activities })}
              suggestions={ACTIVITIES}
              placeholder="Another activity"
              maxItems={LIST_MAX}
              maxLength={LIST_ITEM_MAX_LENGTH}
            />
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor="gratitude" className="font-medium text-slate-800">
              Something you are grateful for
            </label>
            <textarea
              id="gratitude"
              rows={2}
              maxLength={NOTE_TEXT_MAX}
              value={value.gratitude}
              onChange={(event) => onChange({ gratitude: event.target.value })}
              className="w-full rounded-xl border border-slate-300 bg-white p-3 text-base"
            />
          </div>
        </div>
      ) : (
        <p className="text-slate-600">
          Hours slept, sleep quality, stress, energy, symptoms and activities help you spot
          patterns.
        </p>
      )}
    </JournalSection>
  );
}

export function hasDetails(value: Details): boolean {
  return (
    value.sleepHours !== null ||
    value.sleepQuality !== null ||
    value.stressLevel !== null ||
    value.energyLevel !== null ||
    value.symptoms.length > 0 ||
    value.activities.length > 0 ||
    value.gratitude.trim() !== ''
  );
}
