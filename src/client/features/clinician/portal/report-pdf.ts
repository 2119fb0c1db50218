import type { SharedReportSnapshot } from '@core/provider-portal/types';
import { pdfFileNameFor } from '@client/features/reports/make-report';
import { saveReportPdf } from '@client/features/reports/report-output';

/** The shared report as the Reports page's PDF, built here in the browser from the snapshot. */
export function downloadReportPdf(snapshot: SharedReportSnapshot): Promise<void> {
  return saveReportPdf(
    { kind: 'provider', data: snapshot.data, text: snapshot.text },
    pdfFileNameFor('provider', snapshot.data.generatedOn),
  );
}
