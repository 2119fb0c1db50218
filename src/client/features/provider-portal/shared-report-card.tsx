import { useId } from 'react';
import type { SharedReport } from '@core/provider-portal/types';
import { Button } from '@client/components/ui/button';
import { formatDay, formatPeriod } from './format';

/** One shared report: for whom, which period, the first 2 insights, and whether it was read. */
export function SharedReportCard({
  report,
  providerName,
  onStop,
}: {
  report: SharedReport;
  providerName: string;
  onStop(): void;
}) {
  const stopped = report.revokedAt !== null;
  // The card is named by its heading, so a screen reader lists it by name.
  const headingId = useId();
  return (
    <li
      data-testid="shared-report-card"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-2">
        {!report.isRead && !stopped ? (
          <span
            role="img"
            aria-label="Unread"
            data-testid="unread-dot"
            className="mt-2 size-2.5 shrink-0 rounded-full bg-blue-600"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {report.title}
          </h3>
          <p className="text-slate-700">Shared with {providerName}</p>
          <p className="text-sm text-slate-600">
            {formatPeriod(report.dateRange)} · shared {formatDay(report.sharedAt)}
          </p>
        </div>
      </div>
      {report.keyInsights.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-700">
          {report.keyInsights.slice(0, 2).map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">
          {stopped
            ? 'Sharing stopped'
            : report.viewedAt
              ? `Viewed ${formatDay(report.viewedAt)}`
              : 'Not viewed yet'}
        </p>
        {stopped ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={onStop}
            aria-label={`Stop sharing ${report.title}`}
          >
            Stop sharing
          </Button>
        )}
      </div>
    </li>
  );
}
