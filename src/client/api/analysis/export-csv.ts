import { useMutation } from '@tanstack/react-query';
import type { AnalysisPeriod } from '@core/analysis/periods';
import { downloadFile } from '@client/api/data-export/download';

export const analysisCsvUrl = (period: AnalysisPeriod) =>
  `/api/analysis/export.csv?period=${period}`;

/** Only used when the server sends no file name. */
export const analysisCsvFileName = (today: string, period: AnalysisPeriod) =>
  `cairn-${today}-analysis-${period}.csv`;

/** Downloads the period's daily series and effects table; resolves with the file name. */
export function downloadAnalysisCsv(period: AnalysisPeriod, today: string): Promise<string> {
  return downloadFile(analysisCsvUrl(period), analysisCsvFileName(today, period));
}

/** The Export button's download; the caller says how it went. */
export function useExportAnalysisCsv() {
  return useMutation({
    mutationFn: ({ period, today }: { period: AnalysisPeriod; today: string }) =>
      downloadAnalysisCsv(period, today),
  });
}
