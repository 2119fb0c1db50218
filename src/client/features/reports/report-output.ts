import { mediaUrl } from '@core/media';
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
  // Absolute addresses: the pop-up's blank document is not at the app's address.
  const figures = report.photos.map((photo) => ({
    src: new URL(mediaUrl(photo.id), window.location.origin).href,
    caption: photo.caption,
  }));
  popup.document.open();
  popup.document.write(
    printableHtml(report.text, name === '' ? report.title : `${report.title}: ${name}`, figures),
  );
  popup.document.close();
  popup.focus();
  // The chosen photos are on the page before it goes to the printer (a failed one prints as
  // its caption).
  const images = [...popup.document.images].map((image) => image.decode().catch(() => undefined));
  void Promise.all(images).then(() => popup.print());
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

export async function downloadPdf(report: GeneratedReport): Promise<void> {
  const photos =
    report.photos.length === 0
      ? []
      : await import('./pdf/load-photos').then(({ loadPdfPhotos }) => loadPdfPhotos(report.photos));
  return saveReportPdf(
    { kind: report.kind, data: report.data, text: report.text, photos },
    report.pdfFileName,
  );
}
