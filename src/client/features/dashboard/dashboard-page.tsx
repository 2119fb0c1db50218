import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { dashboardStats, progressEntryOn } from '@core/dashboard-stats';
import { recentActivity } from '@core/recent-activity';
import { trackingStreak } from '@core/streak';
import type { JournalEntry } from '@core/journal';
import { useJournalEntries } from '@client/api/journal-entries/get-entries';
import { usePegCurrent } from '@client/api/peg/get-current';
import { buttonVariants } from '@client/components/ui/button';
import { PageTitle } from '@client/components/ui/page-title';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { todayIn } from '@client/lib/today';
import { ComingDaysCard } from './coming-days-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { greetingFor } from './greeting';
import { LoadError } from '@client/components/ui/load-error';
import { WeeklyCheckInCard } from '@client/features/peg/weekly-check-in-card';
import { QuickActions } from './quick-actions';
import { RecentActivityCard } from './recent-activity-card';
import { StatCards } from './stat-cards';
import { TodaysProgressCard } from './todays-progress-card';
import { useNow } from './use-now';

function DashboardContent({
  entries,
  today,
  now,
}: {
  entries: JournalEntry[];
  today: string;
  now: Date;
}) {
  const stats = useMemo(() => dashboardStats(entries, today), [entries, today]);
  const streak = useMemo(() => trackingStreak(entries, today), [entries, today]);
  const progress = useMemo(() => progressEntryOn(entries, today), [entries, today]);
  const activity = useMemo(() => recentActivity(entries), [entries]);
  return (
    <div className="flex flex-col gap-6">
      <StatCards stats={stats} streak={streak} />
      <WeeklyCheckInCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <TodaysProgressCard entry={progress} />
        <RecentActivityCard items={activity} now={now} />
      </div>
      <ComingDaysCard />
      <QuickActions />
    </div>
  );
}

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const entries = useJournalEntries();
  // Asked for here, with the entries, rather than by the check-in card once the entries are in:
  // the card is the dashboard's largest text, and the signed-in start preloads this answer with
  // the page (start-requests.ts). Someone who turned the check-in off is asked too; the card
  // still shows nothing for them.
  usePegCurrent();
  const now = useNow();
  // The journal stores dates in the user's time zone, so "today" must be read there too.
  const today = todayIn(user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now);

  let body;
  if (entries.isPending) body = <DashboardSkeleton />;
  else if (entries.isError) {
    body = <LoadError onRetry={() => void entries.refetch()} retrying={entries.isFetching} />;
  } else body = <DashboardContent entries={entries.data} today={today} now={now} />;

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageTitle
          title={greetingFor(now, user?.firstName)}
          subtitle="Here is your day at a glance."
          documentTitle="Dashboard"
        />
        <Link href="/journal" className={buttonVariants({ className: 'mb-6' })}>
          <Plus aria-hidden="true" className="size-5" />
          Quick Log
        </Link>
      </div>
      {body}
    </div>
  );
}
