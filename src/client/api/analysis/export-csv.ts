import { useMutation } from '@tanstack/react-query';
import { ANALYSIS_CSV_URL, analysisCsvFileName } from '@core/analysis/analysis-csv';
import type { AnalysisPeriod } from '@core/analysis/periods';
import { downloadFile } from '@client/api/data-export/download';

export const analysisCsvUrl = (period: AnalysisPeriod) => `${ANALYSIS_CSV_URL}?period=${period}`;

/** Downloads the period's daily series and effects table; resolves with the file name. */
export function downloadAnalysisCsv(period: AnalysisPeriod, today: string): Promise<string> {
  // The name is only used when the server sends none.
  return downloadFile(analysisCsvUrl(period), analysisCsvFileName(today, period));
}

/** The Export button's download; the caller says how it went. */
export function useExportAnalysisCsv() {
  return useMutation({
    mutationFn: ({ period, today }: { period: AnalysisPeriod; today: string }) =>
      downloadAnalysisCsv(period, today),
  });
}
