import type { ReactNode } from 'react';
import type { AnalysisPeriod } from '@core/analysis/periods';
import type { AnalysisResult } from '@core/analysis/types';
import { useAnalysis } from '@client/api/analysis/get-analysis';
import { LoadError } from '@client/components/ui/load-error';
import { AnalysisSkeleton } from './analysis-skeleton';

/**
 * The period's analysis once it has loaded; until then a skeleton, and on a failed first load
 * an error with Retry. Data already shown stays when a revalidation fails (offline, say).
 */
export function AnalysisLoader({
  period,
  what,
  children,
}: {
  period: AnalysisPeriod;
  /** "your analysis": what the loading and error states name. */
  what: string;
  children: (analysis: AnalysisResult) => ReactNode;
}) {
  const analysis = useAnalysis(period);
  if (analysis.data) return children(analysis.data);
  if (analysis.isError) {
    return (
      <LoadError
        what={what}
        error={analysis.error}
        onRetry={() => void analysis.refetch()}
        retrying={analysis.isFetching}
      />
    );
  }
  return <AnalysisSkeleton label={`Loading ${what}`} />;
}
