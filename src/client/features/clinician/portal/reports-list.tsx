import type { SharedReport } from '@core/provider-portal/types';
import { cn } from '@client/lib/cn';
import { formatInstant, formatPeriod } from '../dates';

/** The reports shared with this clinician, newest first; choosing one opens it below. */
export function ReportsList({
  reports,
  openId,
  onOpen,
}: {
  reports: readonly SharedReport[];
  openId: string | null;
  onOpen(id: string): void;
}) {
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-3 print:hidden">
      <h2 id="reports-heading" className="text-xl font-semibold text-slate-900">
        Shared reports
      </h2>
      {reports.length === 0 ? (
        <p className="text-base text-slate-700">No reports have been shared with you yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.map((report) => {
            const open = report.id === openId;
            return (
              <li
                key={report.id}
                className={cn(
                  'flex flex-col gap-2 rounded-2xl border bg-white p-4 shadow-sm',
                  open ? 'border-primary' : 'border-slate-200',
                )}
              >
                <h3 className="text-lg font-semibold text-slate-900">{report.title}</h3>
                <p className="text-sm text-slate-600">
                  {formatPeriod(report.dateRange.start, report.dateRange.end)} · shared{' '}
                  {formatInstant(report.sharedAt)}
                </p>
                {report.keyInsights.length > 0 ? (
                  <ul className="list-disc pl-5 text-sm text-slate-700">
                    {report.keyInsights.slice(0, 2).map((insight) => (
                      <li key={insight}>{insight}</li>
                    ))}
                  </ul>
                ) : null}
                {open ? (
                  <p className="text-sm font-semibold text-primary">Open below</p>
                ) : (
                  <button
                    type="button"
                    onClick={() => onOpen(report.id)}
                    className="self-start rounded-lg text-sm font-semibold text-primary underline underline-offset-4 min-h-11"
                    aria-label={`Open ${report.title}`}
                  >
                    Open report
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
