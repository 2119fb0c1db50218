import { printableHtml } from '@core/report/markdown-html';
import { saveBlob } from '@client/lib/save-blob';
import type { GeneratedReport } from './make-report';
import type { ReportPdfInput } from './pdf/render-pdf';

/** What the ready report's buttons do: save the markdown, print it, save it as a PDF. */

export function downloadMarkdown(report: GeneratedReport): void {
  saveBlob(new Blob([report.text], { type: 'text/markdown;charset=utf-8' }), report.fileName);
}

/**
 * Opens a window with the report as simple HTML and prints it (spec). When the browser blocks
 * the pop-up, `window.open` gives null and nothing happens; the answer says whether it opened.
 */
export function printReport(
  report: GeneratedReport,
  open: typeof window.open = window.open,
): boolean {
  const popup = open.call(window, '');
  if (popup === null) return false;
  const name = report.data.patient.name.trim();
  popup.document.open();
  popup.document.write(
    printableHtml(report.text, name === '' ? report.title : `${report.title}: ${name}`),
  );
  popup.document.close();
  popup.focus();
  popup.print();
  return true;
}

/**
 * Builds a report's PDF and saves it; pdf-lib, the layout code and the fonts download only now,
 * the first time it is asked for. The clinician's page saves a shared report through this too,
 * so both PDFs are the same document.
 */
export async function saveReportPdf(input: ReportPdfInput, fileName: string): Promise<void> {
  const { createReportPdf } = await import('./pdf/render-pdf');
  const bytes = await createReportPdf(input);
  saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
}

export function downloadPdf(report: GeneratedReport): Promise<void> {
  return saveReportPdf(
    { kind: report.kind, data: report.data, text: report.text },
    report.pdfFileName,
  );
}
