import { NotebookPen } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { analyticsSummary } from '@core/analytics-summary';
import { dataDayCount } from '@core/day-points';
import type { JournalEntry } from '@core/journal';
import { wellbeingSummary } from '@core/wellbeing-summary';
import { usePainTrend, useSymptomFrequency } from '@client/api/analytics/get-analytics';
import { useJournalEntries } from '@client/api/journal-entries/get-entries';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { todayIn } from '@client/lib/today';
import { AnalyticsStatCards } from './analytics-stat-cards';
import { ChartCard } from './chart-card';
import { InsightsPanel } from './insights-panel';
import { PainTrendList } from './pain-trend-list';
import { SummaryCards } from './summary-cards';
import { SymptomsGrid } from './symptoms-grid';
import { useInsights } from './use-insights';

/** The spec's windows: the stat cards and lists read the last 30 days. */
const WINDOW_DAYS = 30;

function NoEntries() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 pt-8 text-center">
        <NotebookPen aria-hidden="true" className="size-10 text-primary" />
        <p className="text-xl font-semibold text-slate-900">No entries yet</p>
        <p className="max-w-md text-slate-600">
          Log how you feel each day and your trends, patterns and predictions will appear here.
        </p>
        <Link href="/journal" className={buttonVariants()}>
          Write today&apos;s entry
        </Link>
      </CardContent>
    </Card>
  );
}

function AnalyticsContent({ entries, today }: { entries: JournalEntry[]; today: string }) {
  const trend = usePainTrend(WINDOW_DAYS);
  const symptoms = useSymptomFrequency(WINDOW_DAYS);
  const insights = useInsights(entries, today);
  const summary = useMemo(
    () =>
      analyticsSummary({
        entries,
        painTrend: trend.data ?? [],
        symptoms: symptoms.data ?? [],
        today,
      }),
    [entries, trend.data, symptoms.data, today],
  );
  const wellbeing = useMemo(() => wellbeingSummary(entries, today), [entries, today]);
  const dayCount = useMemo(() => dataDayCount(entries), [entries]);

  return (
    <div className="flex flex-col gap-6">
      {entries.length === 0 ? <NoEntries /> : null}
      <AnalyticsStatCards summary={summary} />
      <InsightsPanel
        dayCount={dayCount}
        run={insights.run}
        running={insights.running}
        onRefresh={insights.refresh}
      />
      <ChartCard entries={entries} today={today} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PainTrendList points={summary.recentTrend} />
        <SymptomsGrid symptoms={summary.topSymptoms} />
      </div>
      <SummaryCards summary={wellbeing} />
    </div>
  );
}

export function AnalyticsPage() {
  const { data: user } = useCurrentUser();
  const entries = useJournalEntries();
  const today = todayIn(user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

  let body;
  if (entries.isPending) {
    body = (
      <div role="status" aria-label="Loading your analytics" className="flex flex-col gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  } else if (entries.isError) {
    body = <LoadError onRetry={() => void entries.refetch()} retrying={entries.isFetching} />;
  } else body = <AnalyticsContent entries={entries.data} today={today} />;

  return (
    <div data-testid="analytics-page" className="flex flex-col gap-6">
      <PageTitle title="Analytics & Insights" />
      {body}
    </div>
  );
}
