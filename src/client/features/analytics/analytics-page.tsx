import { NotebookPen } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { analyticsSummary } from '@core/analytics-summary';
import { dataDayCount } from '@core/day-points';
import type { JournalEntry } from '@core/journal';
import { wellbeingSummary } from '@core/wellbeing-summary';
import { usePainTrend, useSymptomFrequency } from '@client/api/analytics/get-analytics';
import { usePlan } from '@client/api/billing/get-plan';
import { useJournalEntries } from '@client/api/journal-entries/get-entries';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { UpgradeRequiredCard } from '@client/components/upgrade/upgrade-card';
import { UpgradeNote } from '@client/components/upgrade/upgrade-note';
import { upgradeRequired } from '@client/components/upgrade/upgrade-required';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { todayIn } from '@client/lib/today';
import { AnalyticsStatCards } from './analytics-stat-cards';
import { analyticsWindowDays, entriesInWindow } from './analytics-window';
import { ChartCard } from './chart-card';
import { InsightsPanel } from './insights-panel';
import { PainTrendList } from './pain-trend-list';
import { PegTrendCard } from './peg-trend-card';
import { SummaryCards } from './summary-cards';
import { SymptomsGrid } from './symptoms-grid';
import { useInsights } from './use-insights';

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

function AnalyticsContent({
  entries,
  today,
  planLimit,
}: {
  entries: JournalEntry[];
  today: string;
  /** How many days back the plan reaches (the free plan's 7), or null for no limit. */
  planLimit: number | null;
}) {
  const windowDays = analyticsWindowDays(planLimit);
  // On a limited plan every figure comes from the days the plan covers, not only the server's.
  const shown = useMemo(
    () => (planLimit === null ? entries : entriesInWindow(entries, today, windowDays)),
    [entries, planLimit, today, windowDays],
  );
  const trend = usePainTrend(windowDays);
  const symptoms = useSymptomFrequency(windowDays);
  const insights = useInsights(shown, today);
  const summary = useMemo(
    () =>
      analyticsSummary({
        entries: shown,
        painTrend: trend.data ?? [],
        symptoms: symptoms.data ?? [],
        today,
      }),
    [shown, trend.data, symptoms.data, today],
  );
  const wellbeing = useMemo(
    () => ({ ...wellbeingSummary(shown, today), windowDays }),
    [shown, today, windowDays],
  );
  const dayCount = useMemo(() => dataDayCount(shown), [shown]);

  // The plan could not be read and the server says the window is beyond it.
  const upgrade = upgradeRequired(trend.error) ?? upgradeRequired(symptoms.error);
  if (upgrade) return <UpgradeRequiredCard upgrade={upgrade} />;

  return (
    <div className="flex flex-col gap-6">
      {planLimit !== null ? (
        <UpgradeNote>
          The free plan shows your last {planLimit} days. Upgrade to see your trends over months.
        </UpgradeNote>
      ) : null}
      {entries.length === 0 ? <NoEntries /> : null}
      <AnalyticsStatCards summary={summary} windowDays={windowDays} limited={planLimit !== null} />
      <InsightsPanel
        dayCount={dayCount}
        run={insights.run}
        running={insights.running}
        onRefresh={insights.refresh}
      />
      <ChartCard entries={shown} today={today} maxDays={planLimit === null ? null : windowDays} />
      <PegTrendCard />
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
  // The plan decides the window, so no query for more days than it allows is sent first. Without
  // a connection the plan's request waits; then the page goes on with the full window.
  const plan = usePlan();
  const planWaiting = plan.isPending && plan.fetchStatus !== 'paused';
  const today = todayIn(user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

  let body;
  if (entries.isPending || planWaiting) {
    body = (
      <div role="status" aria-label="Loading your analytics" className="flex flex-col gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  } else if (entries.isError) {
    body = <LoadError onRetry={() => void entries.refetch()} retrying={entries.isFetching} />;
  } else {
    body = (
      <AnalyticsContent
        entries={entries.data}
        today={today}
        planLimit={plan.data?.entitlements.analyticsDays ?? null}
      />
    );
  }

  return (
    <div data-testid="analytics-page" className="flex flex-col gap-6">
      <PageTitle title="Analytics & Insights" />
      {body}
    </div>
  );
}
