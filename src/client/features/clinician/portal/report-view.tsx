import { Printer } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { PdfDownloadButton } from '@client/features/reports/pdf-download-button';
import { useSharedReport } from '../api/get-report';
import { formatInstant, formatPeriod } from '../dates';
import { downloadReportPdf } from './report-pdf';
import { ReportMarkdown } from './report-markdown';

/** One shared report in full, with its PDF and print buttons. The only part that prints. */
export function ReportView({ reportId }: { reportId: string }) {
  const report = useSharedReport(reportId);

  if (report.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the report"
        className="flex flex-col gap-3 print:hidden"
      >
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (report.isError) {
    return (
      <p role="alert" className="rounded-xl bg-amber-100 p-4 text-amber-900 print:hidden">
        This report could not be opened. It may no longer be shared with you.
      </p>
    );
  }

  const { data } = report;
  return (
    <section
      aria-labelledby="report-heading"
      data-testid="report-view"
      className="flex flex-col gap-4 print:**:text-black"
    >
      <div className="flex flex-col gap-1">
        <h2 id="report-heading" className="text-xl font-semibold text-slate-900">
          {data.title}
        </h2>
        <p className="text-sm text-slate-600">
          {formatPeriod(data.dateRange.start, data.dateRange.end)} · shared{' '}
          {formatInstant(data.sharedAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        <PdfDownloadButton download={() => downloadReportPdf(data)} />
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
      </div>
      <Card className="print:border-0 print:bg-transparent print:shadow-none">
        <CardContent className="p-5 pt-5 sm:p-6 print:p-0">
          <ReportMarkdown text={data.text} />
        </CardContent>
      </Card>
    </section>
  );
}
