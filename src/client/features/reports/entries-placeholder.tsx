import { FileText } from 'lucide-react';
import { countEntriesInPeriod, reportPeriod } from '@core/report/period';
import { periodLabel } from '@core/report/settings';
import { formatRange } from '@core/report/words';
import type { JournalEntry } from '@core/journal';

/** "12 journal entries in the last month (2 Jan to 31 Jan 2026)." */
export function entriesInPeriodText(
  entries: readonly Pick<JournalEntry, 'date'>[],
  today: string,
  days: number,
): string {
  const count = countEntriesInPeriod(entries, today, days);
  const period = reportPeriod(today, days);
  const range = formatRange(period.start, period.end);
  const what = count === 1 ? '1 journal entry' : `${count} journal entries`;
  return `${what} in the ${periodLabel(days).toLowerCase()} (${range}).`;
}

/** Before generation (spec): how many journal entries the chosen period holds. */
export function EntriesPlaceholder({
  entries,
  loadFailed,
  today,
  days,
}: {
  entries: readonly Pick<JournalEntry, 'date'>[] | undefined;
  /** The entries could not be loaded: say so rather than count forever. */
  loadFailed: boolean;
  today: string;
  days: number;
}) {
  const empty = entries !== undefined && countEntriesInPeriod(entries, today, days) === 0;
  let count: string;
  if (entries !== undefined) count = entriesInPeriodText(entries, today, days);
  else if (loadFailed) count = 'Your journal entries could not be loaded.';
  else count = 'Counting your journal entries…';
  return (
    <div
      data-testid="report-placeholder"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center"
    >
      <FileText aria-hidden="true" className="size-8 text-slate-500" />
      <p className="font-semibold text-slate-800" aria-live="polite">
        {count}
      </p>
      <p className="max-w-md text-sm text-slate-600">
        {empty
          ? 'You can still generate a report; it will say that nothing was recorded in this period.'
          : loadFailed && entries === undefined
            ? 'Generate Report tries to load them again.'
            : 'Generate the report to see a preview, then download, print or save it as a PDF.'}
      </p>
    </div>
  );
}
