import { Plus, Trash2 } from 'lucide-react';
import {
  CATEGORY_LABELS,
  DATA_CATEGORIES,
  DATA_FREQUENCIES,
  IDENTIFIABLE_STATEMENT,
  INSTITUTION_TYPE_LABELS,
  INSTITUTION_TYPES,
  PRIVACY_LEVEL_LABELS,
  PRIVACY_LEVELS,
  RULE_FIELD_LABELS,
  RULE_FIELDS,
  STUDY_LIMITS as L,
  STUDY_TYPE_LABELS,
  STUDY_TYPES,
  type DataCategory,
  type DataFrequency,
  type PrivacyLevel,
} from '@core/research/constants';
import { Button } from '@client/components/ui/button';
import { errorClass } from '@client/components/ui/form-styles';
import { cn } from '@client/lib/cn';
import {
  AreaField,
  CheckboxRow,
  CountField,
  InputField,
  Section,
  SelectField,
  TextInput,
} from './form-controls';
import { newRuleRow, unusedRuleField, type RequirementRow, type StudyForm } from './study-form';
import { PRIVACY_EXPLANATIONS } from './study-text';

const FREQUENCY_LABELS: Record<DataFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  once: 'Once',
};

const twoColumns = 'grid gap-4 sm:grid-cols-2';

function isPrivacyLevel(value: string): value is PrivacyLevel {
  return (PRIVACY_LEVELS as readonly string[]).includes(value);
}

/** The form's fields that hold plain text. */
type TextKey = { [K in keyof StudyForm]: StudyForm[K] extends string ? K : never }[keyof StudyForm];

/** A field's value and change handler, for spreading onto its control. */
type Bind = (key: TextKey) => { value: string; onChange(value: string): void };

/** The comma-separated word lists, by the payload group whose errors they carry. */
const WORD_LISTS = {
  eligibility: [
    ['requiredTags', 'Required tags'],
    ['requiredSymptoms', 'Required symptoms'],
  ],
  exclusion: [
    ['excludedTags', 'Excluded tags'],
    ['excludedSymptoms', 'Excluded symptoms'],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [TextKey, string]>>;

/** A group's two word lists side by side, then the group's own error. */
function WordLists({
  group,
  bind,
  errors,
}: {
  group: keyof typeof WORD_LISTS;
  bind: Bind;
  errors: Record<string, string>;
}) {
  return (
    <>
      <div className={twoColumns}>
        {WORD_LISTS[group].map(([key, label]) => (
          <TextInput
            key={key}
            label={label}
            optional
            hint="Separate with commas."
            error={errors[`${group}.${key}`]}
            {...bind(key)}
          />
        ))}
      </div>
      {errors[group] ? <p className={errorClass}>{errors[group]}</p> : null}
    </>
  );
}

/** The one-per-line lists about outcomes. */
const OUTCOME_LISTS = [
  ['benefits', 'Benefits'],
  ['risks', 'Risks'],
  ['publications', 'Publications'],
] as const satisfies ReadonlyArray<readonly [TextKey, string]>;

/**
 * Every field of a study, in sections. The values are text as typed; `errors` holds the
 * schema's messages by field key (study-form.ts errorKey).
 */
export function StudyFields({
  form,
  errors,
  onChange,
  consentNote,
}: {
  form: StudyForm;
  errors: Record<string, string>;
  onChange(update: (form: StudyForm) => StudyForm): void;
  /** Shown under the consent when saving would publish a new consent version. */
  consentNote: boolean;
}) {
  const set = <K extends keyof StudyForm>(key: K, value: StudyForm[K]) =>
    onChange((current) => ({ ...current, [key]: value }));
  const bind: Bind = (key) => ({ value: form[key], onChange: (value) => set(key, value) });
  const setRequirement = (category: DataCategory, patch: Partial<RequirementRow>) =>
    onChange((current) => ({
      ...current,
      requirements: {
        ...current.requirements,
        [category]: { ...current.requirements[category], ...patch },
      },
    }));
  const nextField = unusedRuleField(form.minEntriesWithField);

  return (
    <div className="flex flex-col gap-5">
      <Section legend="About the study">
        <TextInput label="Title" error={errors.title} maxLength={L.title} {...bind('title')} />
        <AreaField
          label="Description"
          error={errors.description}
          rows={4}
          maxLength={L.description}
          {...bind('description')}
        />
        <div className={twoColumns}>
          <TextInput
            label="Institution"
            error={errors.institution}
            maxLength={L.institution}
            autoComplete="organization"
            {...bind('institution')}
          />
          <SelectField
            label="Institution type"
            error={errors.institutionType}
            options={INSTITUTION_TYPES}
            labels={INSTITUTION_TYPE_LABELS}
            {...bind('institutionType')}
          />
          <TextInput
            label="Principal investigator"
            error={errors.principalInvestigator}
            maxLength={L.investigator}
            {...bind('principalInvestigator')}
          />
          <SelectField
            label="Study type"
            error={errors.studyType}
            options={STUDY_TYPES}
            labels={STUDY_TYPE_LABELS}
            {...bind('studyType')}
          />
        </div>
      </Section>

      <Section legend="Dates and size">
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            label="Start date"
            error={errors.startDate}
            type="date"
            {...bind('startDate')}
          />
          <InputField
            label="End date"
            error={errors.endDate}
            type="date"
            min={form.startDate || undefined}
            {...bind('endDate')}
          />
          <CountField
            label="Target participants"
            error={errors.targetParticipants}
            max={L.targetParticipants}
            {...bind('targetParticipants')}
          />
        </div>
      </Section>

      <Section
        legend="Eligibility"
        description="Checked on the server against each person's own entries. Leave a rule empty to skip it."
      >
        <div className={twoColumns}>
          <CountField
            label="Minimum days of entries"
            optional
            error={errors['eligibility.minDaysOfEntries']}
            {...bind('minDaysOfEntries')}
          />
          <CountField
            label="Minimum account age (days)"
            optional
            error={errors['eligibility.minAccountAgeDays']}
            {...bind('minAccountAgeDays')}
          />
        </div>

        <div role="group" aria-labelledby="study-field-rules" className="flex flex-col gap-3">
          <p id="study-field-rules" className="font-semibold text-slate-800">
            Minimum entries with a field
          </p>
          {form.minEntriesWithField.length === 0 ? (
            <p className="text-sm text-slate-600">No field rules.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {form.minEntriesWithField.map((row, index) => {
                const number = index + 1;
                const error = errors[`eligibility.minEntriesWithField.${index}`];
                const update = (patch: Partial<typeof row>) =>
                  onChange((current) => ({
                    ...current,
                    minEntriesWithField: current.minEntriesWithField.map((item) =>
                      item.key === row.key ? { ...item, ...patch } : item,
                    ),
                  }));
                return (
                  <li
                    key={row.key}
                    className="grid items-end gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_auto]"
                    data-testid="study-field-rule"
                  >
                    <SelectField
                      label="Field"
                      labelSuffix={`of rule ${number}`}
                      options={RULE_FIELDS}
                      labels={RULE_FIELD_LABELS}
                      isDisabled={(field) =>
                        field !== row.field &&
                        form.minEntriesWithField.some((other) => other.field === field)
                      }
                      value={row.field}
                      onChange={(field) => update({ field })}
                    />
                    <CountField
                      label="Entries"
                      labelSuffix={`for rule ${number}`}
                      error={error}
                      value={row.count}
                      onChange={(count) => update({ count })}
                    />
                    <Button
                      variant="ghost"
                      className={cn('justify-self-start', error ? 'sm:mb-6' : '')}
                      onClick={() =>
                        onChange((current) => ({
                          ...current,
                          minEntriesWithField: current.minEntriesWithField.filter(
                            (item) => item.key !== row.key,
                          ),
                        }))
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                      Remove<span className="sr-only"> rule {number}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {errors['eligibility.minEntriesWithField'] ? (
            <p className={errorClass}>{errors['eligibility.minEntriesWithField']}</p>
          ) : null}
          {nextField ? (
            <Button
              variant="outline"
              className="self-start"
              onClick={() =>
                onChange((current) => ({
                  ...current,
                  minEntriesWithField: [...current.minEntriesWithField, newRuleRow(nextField)],
                }))
              }
            >
              <Plus aria-hidden="true" className="size-5" />
              Add a field rule
            </Button>
          ) : null}
        </div>

        <WordLists group="eligibility" bind={bind} errors={errors} />
      </Section>

      <Section
        legend="Exclusion"
        description="Anyone whose entries carry one of these cannot enrol."
      >
        <WordLists group="exclusion" bind={bind} errors={errors} />
      </Section>

      <Section
        legend="Data requirements"
        description="Tick each kind of data the study asks for. Participants must share the required ones to enrol."
      >
        <ul className="flex flex-col gap-3">
          {DATA_CATEGORIES.map((category) => {
            const row = form.requirements[category];
            const label = CATEGORY_LABELS[category];
            const error = errors[`dataRequirements.${category}`];
            return (
              <li
                key={category}
                data-testid={`study-requirement-${category}`}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3"
              >
                <CheckboxRow
                  label={label}
                  checked={row.include}
                  onChange={(include) => setRequirement(category, { include })}
                  className="font-semibold"
                />
                {row.include ? (
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
                    <TextInput
                      label="Description"
                      labelSuffix={`of ${label}`}
                      optional
                      error={error}
                      maxLength={L.requirementDescription}
                      value={row.description}
                      onChange={(description) => setRequirement(category, { description })}
                    />
                    <SelectField
                      label="Frequency"
                      labelSuffix={`of ${label}`}
                      options={DATA_FREQUENCIES}
                      labels={FREQUENCY_LABELS}
                      value={row.frequency}
                      onChange={(frequency) => setRequirement(category, { frequency })}
                    />
                    <CheckboxRow
                      label="Required"
                      labelSuffix={`(${label})`}
                      checked={row.required}
                      onChange={(required) => setRequirement(category, { required })}
                      className={error ? 'sm:mb-6' : ''}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {errors.dataRequirements ? (
          <p className={errorClass} role="alert">
            {errors.dataRequirements}
          </p>
        ) : null}
      </Section>

      <Section legend="Compensation and outcomes">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <TextInput
            label="Compensation"
            optional
            error={errors.compensation}
            maxLength={L.compensation}
            placeholder="e.g. $50 gift card on completion"
            {...bind('compensation')}
          />
          <InputField
            label="Compensation amount (USD)"
            optional
            error={errors.compensationUsd}
            type="number"
            inputMode="decimal"
            min={0}
            max={L.compensationUsd}
            step={0.01}
            {...bind('compensationUsd')}
          />
        </div>
        {OUTCOME_LISTS.map(([key, label]) => (
          <AreaField
            key={key}
            label={label}
            optional
            hint="One per line."
            error={errors[key]}
            rows={3}
            {...bind(key)}
          />
        ))}
      </Section>

      <Section legend="Privacy and ethics">
        <SelectField
          label="Privacy level"
          error={errors.privacyLevel}
          hint={
            isPrivacyLevel(form.privacyLevel) ? PRIVACY_EXPLANATIONS[form.privacyLevel] : undefined
          }
          options={PRIVACY_LEVELS}
          labels={PRIVACY_LEVEL_LABELS}
          selectClassName="sm:max-w-xs"
          {...bind('privacyLevel')}
        />
        <TextInput
          label="Ethics approval reference"
          error={errors.ethicsApproval}
          maxLength={L.ethicsApproval}
          placeholder="e.g. IRB-2026-0142"
          {...bind('ethicsApproval')}
        />
      </Section>

      <Section legend="Contact">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            label="Contact name"
            error={errors['contactInfo.name']}
            maxLength={L.contactName}
            {...bind('contactName')}
          />
          <TextInput
            label="Contact email"
            error={errors['contactInfo.email']}
            type="email"
            maxLength={L.email}
            {...bind('contactEmail')}
          />
          <TextInput
            label="Contact phone"
            optional
            error={errors['contactInfo.phone']}
            type="tel"
            maxLength={L.phone}
            {...bind('contactPhone')}
          />
        </div>
        {errors.contactInfo ? <p className={errorClass}>{errors.contactInfo}</p> : null}
      </Section>

      <Section legend="Consent">
        <AreaField
          label="Consent text"
          error={errors.consentText}
          rows={6}
          maxLength={L.consentText}
          {...bind('consentText')}
        />
        <AreaField
          label="Consent statements"
          error={errors.consentStatements}
          hint={
            form.privacyLevel === 'identifiable'
              ? `One per line; participants tick every one. Identifiable studies add a last statement: “${IDENTIFIABLE_STATEMENT}”`
              : 'One per line; participants tick every one.'
          }
          rows={4}
          {...bind('consentStatements')}
        />
        <div aria-live="polite">
          {consentNote ? (
            <p
              data-testid="study-consent-note"
              className="rounded-xl bg-amber-100 p-3 font-semibold text-amber-900"
            >
              Changing the consent asks every active participant to consent again.
            </p>
          ) : null}
        </div>
      </Section>
    </div>
  );
}
