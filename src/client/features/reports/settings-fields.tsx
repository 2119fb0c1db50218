import { REPORT_TITLES, REPORT_KINDS, type ReportKind } from '@core/report/kinds';
import {
  REPORT_PERIODS,
  REPORT_SECTIONS,
  REPORT_TYPES,
  type ReportSettings,
  type ReportType,
} from '@core/report/settings';
import { fieldClass, hintClass, labelClass } from './form-styles';

/**
 * What the report covers: which report, the period, and (for the provider report, the only one
 * they shape) the report type and the sections to include.
 */
export function SettingsFields({
  kind,
  settings,
  onKindChange,
  onChange,
}: {
  kind: ReportKind;
  settings: ReportSettings;
  onKindChange(kind: ReportKind): void;
  onChange(next: ReportSettings): void;
}) {
  const providerOnly = kind !== 'provider';
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">Report settings</legend>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[3fr_2fr_2fr]">
        <div className="grid content-start gap-1.5 sm:col-span-2 xl:col-span-1">
          <label htmlFor="report-kind" className={labelClass}>
            Report
          </label>
          <select
            id="report-kind"
            value={kind}
            onChange={(event) => onKindChange(event.target.value as ReportKind)}
            className={fieldClass}
          >
            {REPORT_KINDS.map((value) => (
              <option key={value} value={value}>
                {REPORT_TITLES[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor="report-period" className={labelClass}>
            Time period
          </label>
          <select
            id="report-period"
            value={settings.dateRange}
            onChange={(event) => onChange({ ...settings, dateRange: Number(event.target.value) })}
            className={fieldClass}
          >
            {REPORT_PERIODS.map((period) => (
              <option key={period.days} value={period.days}>
                {period.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor="report-type" className={labelClass}>
            Report type
          </label>
          <select
            id="report-type"
            value={settings.reportType}
            disabled={providerOnly}
            aria-describedby={providerOnly ? 'report-provider-only' : undefined}
            onChange={(event) =>
              onChange({ ...settings, reportType: event.target.value as ReportType })
            }
            className={fieldClass}
          >
            {REPORT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset
        disabled={providerOnly}
        aria-describedby={providerOnly ? 'report-provider-only' : undefined}
        className="grid gap-2"
      >
        <legend className={`${labelClass} mb-2`}>Sections to include</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 md:grid-cols-4">
          {REPORT_SECTIONS.map((section) => (
            <label
              key={section.key}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800 has-disabled:cursor-not-allowed has-disabled:text-slate-600"
            >
              <input
                type="checkbox"
                checked={settings.includeSections[section.key]}
                onChange={(event) =>
                  onChange({
                    ...settings,
                    includeSections: {
                      ...settings.includeSections,
                      [section.key]: event.target.checked,
                    },
                  })
                }
                className="size-5 shrink-0 accent-(--color-primary)"
              />
              {section.label}
            </label>
          ))}
        </div>
      </fieldset>
      {providerOnly ? (
        <p id="report-provider-only" className={hintClass}>
          Report type and sections shape the Healthcare Provider Report only. The{' '}
          {REPORT_TITLES[kind]} always covers the same parts.
        </p>
      ) : null}
    </fieldset>
  );
}
