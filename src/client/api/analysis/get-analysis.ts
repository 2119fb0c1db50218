import { useQuery } from '@tanstack/react-query';
import type { AnalysisPeriod } from '@core/analysis/periods';
import type { AnalysisResult } from '@core/analysis/types';

export const ANALYSIS_PATH = '/api/analysis';

export const analysisKey = (period: AnalysisPeriod) => [ANALYSIS_PATH, period] as const;

/** GET /api/analysis?period=…; a non-OK answer throws `"{status}: {body text}"` like every call. */
export async function fetchAnalysis(
  period: AnalysisPeriod,
  signal?: AbortSignal,
): Promise<AnalysisResult> {
  const response = await fetch(`${ANALYSIS_PATH}?period=${period}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  }
  return (await response.json()) as AnalysisResult;
}

/**
 * The pain-pattern analysis of one period, computed on the server. The app's queries never go
 * stale, so each visit asks again: the ETag makes that a cheap 304 when nothing changed.
 */
export function useAnalysis(period: AnalysisPeriod) {
  return useQuery<AnalysisResult>({
    queryKey: analysisKey(period),
    queryFn: ({ signal }) => fetchAnalysis(period, signal),
    refetchOnMount: 'always',
  });
}
