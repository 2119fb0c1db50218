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
import { areaClass, errorClass, inputClass } from '@client/components/ui/form-styles';
import { cn } from '@client/lib/cn';
import { CheckboxRow, Field, Section } from './form-controls';
import { newRuleRow, unusedRuleField, type RequirementRow, type StudyForm } from './study-form';
import { PRIVACY_EXPLANATIONS } from './study-text';

const FREQUENCY_LABELS: Record<DataFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  once: 'Once',
};

// The select look without select-class's sm:max-w-xs: these sit in grid cells of their own.
const selectClass = inputClass;
const twoColumns = 'grid gap-4 sm:grid-cols-2';

function isPrivacyLevel(value: string): value is PrivacyLevel {
  return (PRIVACY_LEVELS as readonly string[]).includes(value);
}

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
        <Field label="Title" error={errors.title}>
          {(props) => (
            <input
              {...props}
              value={form.title}
              maxLength={L.title}
              onChange={(e) => set('title', e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Description" error={errors.description}>
          {(props) => (
            <textarea
              {...props}
              rows={4}
              value={form.description}
              maxLength={L.description}
              onChange={(e) => set('description', e.target.value)}
              className={areaClass}
            />
          )}
        </Field>
        <div className={twoColumns}>
          <Field label="Institution" error={errors.institution}>
            {(props) => (
              <input
                {...props}
                value={form.institution}
                maxLength={L.institution}
                autoComplete="organization"
                onChange={(e) => set('institution', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Institution type" error={errors.institutionType}>
            {(props) => (
              <select
                {...props}
                value={form.institutionType}
                onChange={(e) => set('institutionType', e.target.value)}
                className={selectClass}
              >
                {INSTITUTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {INSTITUTION_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Principal investigator" error={errors.principalInvestigator}>
            {(props) => (
              <input
                {...props}
                value={form.principalInvestigator}
                maxLength={L.investigator}
                onChange={(e) => set('principalInvestigator', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Study type" error={errors.studyType}>
            {(props) => (
              <select
                {...props}
                value={form.studyType}
                onChange={(e) => set('studyType', e.target.value)}
                className={selectClass}
              >
                {STUDY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {STUDY_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </Section>

      <Section legend="Dates and size">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Start date" error={errors.startDate}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={form.startDate}
                onChange={(e) => set('startDate', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="End date" error={errors.endDate}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={form.endDate}
                min={form.startDate || undefined}
                onChange={(e) => set('endDate', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Target participants" error={errors.targetParticipants}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={L.targetParticipants}
                step={1}
                value={form.targetParticipants}
                onChange={(e) => set('targetParticipants', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </Section>

      <Section
        legend="Eligibility"
        description="Checked on the server against each person's own entries. Leave a rule empty to skip it."
      >
        <div className={twoColumns}>
          <Field
            label="Minimum days of entries"
            optional
            error={errors['eligibility.minDaysOfEntries']}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={form.minDaysOfEntries}
                onChange={(e) => set('minDaysOfEntries', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Minimum account age (days)"
            optional
            error={errors['eligibility.minAccountAgeDays']}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={form.minAccountAgeDays}
                onChange={(e) => set('minAccountAgeDays', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
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
                    <Field label="Field" labelSuffix={`of rule ${number}`}>
                      {(props) => (
                        <select
                          {...props}
                          value={row.field}
                          onChange={(e) => update({ field: e.target.value })}
                          className={selectClass}
                        >
                          {RULE_FIELDS.map((field) => (
                            <option
                              key={field}
                              value={field}
                              disabled={
                                field !== row.field &&
                                form.minEntriesWithField.some((other) => other.field === field)
                              }
                            >
                              {RULE_FIELD_LABELS[field]}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <Field label="Entries" labelSuffix={`for rule ${number}`} error={error}>
                      {(props) => (
                        <input
                          {...props}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          value={row.count}
                          onChange={(e) => update({ count: e.target.value })}
                          className={inputClass}
                        />
                      )}
                    </Field>
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

        <div className={twoColumns}>
          <Field
            label="Required tags"
            optional
            hint="Separate with commas."
            error={errors['eligibility.requiredTags']}
          >
            {(props) => (
              <input
                {...props}
                value={form.requiredTags}
                onChange={(e) => set('requiredTags', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Required symptoms"
            optional
            hint="Separate with commas."
            error={errors['eligibility.requiredSymptoms']}
          >
            {(props) => (
              <input
                {...props}
                value={form.requiredSymptoms}
                onChange={(e) => set('requiredSymptoms', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        {errors.eligibility ? <p className={errorClass}>{errors.eligibility}</p> : null}
      </Section>

      <Section
        legend="Exclusion"
        description="Anyone whose entries carry one of these cannot enrol."
      >
        <div className={twoColumns}>
          <Field
            label="Excluded tags"
            optional
            hint="Separate with commas."
            error={errors['exclusion.excludedTags']}
          >
            {(props) => (
              <input
                {...props}
                value={form.excludedTags}
                onChange={(e) => set('excludedTags', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Excluded symptoms"
            optional
            hint="Separate with commas."
            error={errors['exclusion.excludedSymptoms']}
          >
            {(props) => (
              <input
                {...props}
                value={form.excludedSymptoms}
                onChange={(e) => set('excludedSymptoms', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        {errors.exclusion ? <p className={errorClass}>{errors.exclusion}</p> : null}
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
                    <Field label="Description" labelSuffix={`of ${label}`} optional error={error}>
                      {(props) => (
                        <input
                          {...props}
                          value={row.description}
                          maxLength={L.requirementDescription}
                          onChange={(e) =>
                            setRequirement(category, { description: e.target.value })
                          }
                          className={inputClass}
                        />
                      )}
                    </Field>
                    <Field label="Frequency" labelSuffix={`of ${label}`}>
                      {(props) => (
                        <select
                          {...props}
                          value={row.frequency}
                          onChange={(e) => setRequirement(category, { frequency: e.target.value })}
                          className={selectClass}
                        >
                          {DATA_FREQUENCIES.map((frequency) => (
                            <option key={frequency} value={frequency}>
                              {FREQUENCY_LABELS[frequency]}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
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
          <Field label="Compensation" optional error={errors.compensation}>
            {(props) => (
              <input
                {...props}
                value={form.compensation}
                maxLength={L.compensation}
                placeholder="e.g. $50 gift card on completion"
                onChange={(e) => set('compensation', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Compensation amount (USD)" optional error={errors.compensationUsd}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="decimal"
                min={0}
                max={L.compensationUsd}
                step={0.01}
                value={form.compensationUsd}
                onChange={(e) => set('compensationUsd', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        {(
          [
            ['benefits', 'Benefits'],
            ['risks', 'Risks'],
            ['publications', 'Publications'],
          ] as const
        ).map(([key, label]) => (
          <Field key={key} label={label} optional hint="One per line." error={errors[key]}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
                className={areaClass}
              />
            )}
          </Field>
        ))}
      </Section>

      <Section legend="Privacy and ethics">
        <Field
          label="Privacy level"
          error={errors.privacyLevel}
          hint={
            isPrivacyLevel(form.privacyLevel) ? PRIVACY_EXPLANATIONS[form.privacyLevel] : undefined
          }
        >
          {(props) => (
            <select
              {...props}
              value={form.privacyLevel}
              onChange={(e) => set('privacyLevel', e.target.value)}
              className={cn(selectClass, 'sm:max-w-xs')}
            >
              {PRIVACY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {PRIVACY_LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Ethics approval reference" error={errors.ethicsApproval}>
          {(props) => (
            <input
              {...props}
              value={form.ethicsApproval}
              maxLength={L.ethicsApproval}
              placeholder="e.g. IRB-2026-0142"
              onChange={(e) => set('ethicsApproval', e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </Section>

      <Section legend="Contact">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Contact name" error={errors['contactInfo.name']}>
            {(props) => (
              <input
                {...props}
                value={form.contactName}
                maxLength={L.contactName}
                onChange={(e) => set('contactName', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Contact email" error={errors['contactInfo.email']}>
            {(props) => (
              <input
                {...props}
                type="email"
                value={form.contactEmail}
                maxLength={L.email}
                onChange={(e) => set('contactEmail', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Contact phone" optional error={errors['contactInfo.phone']}>
            {(props) => (
              <input
                {...props}
                type="tel"
                value={form.contactPhone}
                maxLength={L.phone}
                onChange={(e) => set('contactPhone', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        {errors.contactInfo ? <p className={errorClass}>{errors.contactInfo}</p> : null}
      </Section>

      <Section legend="Consent">
        <Field label="Consent text" error={errors.consentText}>
          {(props) => (
            <textarea
              {...props}
              rows={6}
              value={form.consentText}
              maxLength={L.consentText}
              onChange={(e) => set('consentText', e.target.value)}
              className={areaClass}
            />
          )}
        </Field>
        <Field
          label="Consent statements"
          error={errors.consentStatements}
          hint={
            form.privacyLevel === 'identifiable'
              ? `One per line; participants tick every one. Identifiable studies add a last statement: “${IDENTIFIABLE_STATEMENT}”`
              : 'One per line; participants tick every one.'
          }
        >
          {(props) => (
            <textarea
              {...props}
              rows={4}
              value={form.consentStatements}
              onChange={(e) => set('consentStatements', e.target.value)}
              className={areaClass}
            />
          )}
        </Field>
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
