import { Download, Printer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PREVIEW_LENGTH } from '@core/report/preview';
import { Button } from '@client/components/ui/button';
import type { GeneratedReport } from './make-report';
import { PdfDownloadButton } from './pdf-download-button';
import { downloadMarkdown, downloadPdf, printReport } from './report-output';

/** The ready report: the preview of its first 1500 characters and what to do with it. */
export function ReportPreview({
  report,
  outdated,
}: {
  report: GeneratedReport;
  outdated: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);

  // A new report takes focus to its preview, so keyboard and screen-reader users land on it.
  useEffect(() => {
    heading.current?.focus();
  }, [report]);

  const cut = report.text.length > report.preview.length;
  return (
    <section aria-labelledby="report-preview-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3
          id="report-preview-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          Report Preview
        </h3>
        <p className="text-sm text-slate-600">
          {cut
            ? `The first ${PREVIEW_LENGTH.toLocaleString('en')} of ${report.text.length.toLocaleString('en')} characters. Download, print or save the PDF for the whole report.`
            : 'The whole report. Download it, print it or save it as a PDF.'}
        </p>
      </div>
      {outdated ? (
        <p className="rounded-xl bg-amber-100 p-3 text-sm text-amber-900" role="status">
          You have changed the form since this report was made. Generate Report again to include the
          changes.
        </p>
      ) : null}
      <pre
        data-testid="report-preview"
        tabIndex={0}
        aria-label="Report preview"
        className="max-h-[28rem] overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-[13px] leading-relaxed sm:text-sm whitespace-pre-wrap break-words text-slate-800"
      >
        {report.preview}
        {cut ? '\n…' : ''}
      </pre>
      <div className="flex flex-wrap gap-3">
        <Button className="w-full sm:w-auto" onClick={() => downloadMarkdown(report)}>
          <Download aria-hidden="true" className="size-5" />
          Download Report
        </Button>
        <PdfDownloadButton download={() => downloadPdf(report)} />
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => printReport(report)}>
          <Printer aria-hidden="true" className="size-5" />
          Print Report
        </Button>
      </div>
    </section>
  );
}
