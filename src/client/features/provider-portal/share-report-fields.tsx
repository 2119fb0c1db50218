import { useId } from 'react';
import {
  REPORT_PERIODS,
  REPORT_SECTIONS,
  REPORT_TYPES,
  type ReportSections,
  type ReportType,
} from '@core/report/settings';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { selectClass } from '@client/components/ui/select-class';
import { errorClass, labelClass } from '@client/components/ui/form-styles';

export interface ShareChoices {
  providerId: string;
  dateRange: number;
  reportType: ReportType;
  includeSections: ReportSections;
}

function Select({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Who gets the report, the period, the type and the sections. */
export function ShareReportFields({
  choices,
  providers,
  errors,
  onChange,
}: {
  choices: ShareChoices;
  providers: HealthcareProvider[];
  errors: Record<string, string>;
  onChange(choices: ShareChoices): void;
}) {
  const sectionsError = errors.includeSections;
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="Provider"
        value={choices.providerId}
        error={errors.providerId ? 'Choose a provider' : undefined}
        onChange={(providerId) => onChange({ ...choices, providerId })}
      >
        {providers.map((provider) => (
          <option key={provider.id} value={provider.id}>
            {provider.name}
            {provider.specialization ? ` (${provider.specialization})` : ''}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Time period"
          value={String(choices.dateRange)}
          onChange={(days) => onChange({ ...choices, dateRange: Number(days) })}
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period.days} value={period.days}>
              {period.label}
            </option>
          ))}
        </Select>
        <Select
          label="Report type"
          value={choices.reportType}
          onChange={(type) => onChange({ ...choices, reportType: type as ReportType })}
        >
          {REPORT_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </Select>
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={sectionsError ? 'share-sections-error' : undefined}
      >
        <legend className={`${labelClass} mb-1`}>Sections</legend>
        <div className="grid grid-cols-1 gap-x-4 min-[390px]:grid-cols-2">
          {REPORT_SECTIONS.map((section) => (
            <label key={section.key} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={choices.includeSections[section.key]}
                onChange={(event) =>
                  onChange({
                    ...choices,
                    includeSections: {
                      ...choices.includeSections,
                      [section.key]: event.target.checked,
                    },
                  })
                }
              />
              {section.label}
            </label>
          ))}
        </div>
        {sectionsError ? (
          <p id="share-sections-error" className={errorClass}>
            {sectionsError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
