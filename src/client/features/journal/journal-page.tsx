import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { journalLimitAnswer, type UpgradeRequired } from '@core/billing/entitlements';
import type { PlanSummary } from '@core/billing/subscription';
import { DEFAULT_SETTINGS } from '@core/settings';
import { planKey } from '@client/api/billing/keys';
import { useSettings } from '@client/api/settings/get-settings';
import { Button } from '@client/components/ui/button';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { formatEntryDate } from '@client/lib/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { todayIn } from '@client/lib/today';
import { JournalForm } from './journal-form';
import { JournalUpgradeCard } from './journal-upgrade-card';
import { useJournalStart } from './use-journal-start';
import type { JournalStart } from './use-journal-autosave';

function JournalSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading today's entry"
      className="mx-auto flex max-w-2xl flex-col gap-4"
    >
      <Skeleton className="h-20 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

/**
 * Whether the plan's answer leaves no new day's journal this month, for a day that has none yet
 * (a day's journal that exists, or waits on this device, can always be saved again).
 */
function allowanceUsedUp(
  plan: PlanSummary | undefined,
  start: JournalStart,
): UpgradeRequired | null {
  if (!plan || start.entry || start.queued) return null;
  const limit = plan.entitlements.journalEntriesPerMonth;
  if (limit === null || plan.journalEntriesThisMonth < limit) return null;
  return journalLimitAnswer(limit);
}

/** /journal: today's entry, loaded once, then edited in place and saved as the user goes. */
export function JournalPage() {
  useDocumentTitle('Daily Journal');
  const { data: user } = useCurrentUser();
  // "Today" is fixed when the page opens, so an entry begun before midnight stays that day's.
  const [date] = useState(() => todayIn(user?.timeZone ?? 'UTC'));
  const today = useJournalStart(date);
  const settings = useSettings();
  // The plan's answer says whether a new day's journal fits, asked afresh on opening (a month may
  // have begun, or a journal been deleted, since it was kept). Without an answer (offline, a
  // failed request) the form is shown, and a 402 on saving shows the upgrade card instead.
  const plan = useQuery<PlanSummary>({ queryKey: planKey, refetchOnMount: 'always' });
  // Decided once, like the form's start: the plan is fetched again after this form's first
  // save, and that save must not turn the form into the upgrade card.
  const [used, setUsed] = useState<{ upgrade: UpgradeRequired | null } | null>(null);
  // Only until that decision: a plan fetched later (on reconnecting) never unmounts the form.
  const planWaiting =
    used === null &&
    ((plan.isPending && plan.fetchStatus !== 'paused') || plan.fetchStatus === 'fetching');
  let allowance = used;
  if (allowance === null && today.start && !planWaiting) {
    allowance = { upgrade: allowanceUsedUp(plan.data, today.start) };
    setUsed(allowance);
  }

  // Settings that fail to load (or wait for a connection) fall back to the default.
  if (today.loading || (settings.isPending && settings.fetchStatus !== 'paused') || planWaiting) {
    return <JournalSkeleton />;
  }
  if (today.failed || !today.start) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-2xl flex-col items-start gap-3 rounded-2xl bg-white p-6"
      >
        <h1 className="text-2xl font-bold text-slate-900">Daily Journal</h1>
        <p className="text-slate-700">
          Today's entry could not be loaded. Check your connection and try again.
        </p>
        <Button onClick={today.retry}>Try again</Button>
      </div>
    );
  }
  if (allowance?.upgrade) {
    // Nothing to type into that could not be saved: the card, and the quick pain log instead.
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <PageTitle title="Daily Journal" subtitle={formatEntryDate(date)} />
        <JournalUpgradeCard upgrade={allowance.upgrade} />
      </div>
    );
  }
  return (
    <JournalForm
      date={date}
      dateLabel={formatEntryDate(date)}
      start={today.start}
      autosave={settings.data?.autoSave ?? DEFAULT_SETTINGS.autoSave}
      temperatureUnit={settings.data?.temperatureUnit ?? DEFAULT_SETTINGS.temperatureUnit}
    />
  );
}
