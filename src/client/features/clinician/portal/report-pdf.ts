import type { SharedReportSnapshot } from '@core/provider-portal/types';
import { pdfFileNameFor } from '@client/features/reports/make-report';
import { saveBlob } from '@client/lib/save-blob';

/**
 * The shared report as the Reports page's PDF, built here in the browser from the stored figures
 * and text. pdf-lib and the layout code download only when asked for.
 */
export async function downloadReportPdf(snapshot: SharedReportSnapshot): Promise<void> {
  const { createReportPdf } = await import('@client/features/reports/pdf/render-pdf');
  const bytes = await createReportPdf({
    kind: 'provider',
    data: snapshot.data,
    text: snapshot.text,
  });
  saveBlob(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    pdfFileNameFor('provider', snapshot.data.generatedOn),
  );
}
