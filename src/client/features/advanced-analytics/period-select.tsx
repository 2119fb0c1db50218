import { useId } from 'react';
import { ANALYSIS_PERIODS, PERIOD_LABELS, type AnalysisPeriod } from '@core/analysis/periods';

/** Last Month, Last 3 Months, Last 6 Months, Last Year (spec), as a labelled native select. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: AnalysisPeriod;
  onChange(period: AnalysisPeriod): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold text-slate-700">
        Period
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as AnalysisPeriod)}
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900"
      >
        {ANALYSIS_PERIODS.map((period) => (
          <option key={period} value={period}>
            {PERIOD_LABELS[period]}
          </option>
        ))}
      </select>
    </div>
  );
}
