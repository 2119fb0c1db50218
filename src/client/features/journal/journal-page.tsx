import { useState } from 'react';
import { DEFAULT_SETTINGS } from '@core/settings';
import { useSettings } from '@client/api/settings/get-settings';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { formatEntryDate } from '@client/lib/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { todayIn } from '@client/lib/today';
import { JournalForm } from './journal-form';
import { useJournalStart } from './use-journal-start';

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

/** /journal: today's entry, loaded once, then edited in place and saved as the user goes. */
export function JournalPage() {
  useDocumentTitle('Daily Journal');
  const { data: user } = useCurrentUser();
  // "Today" is fixed when the page opens, so an entry begun before midnight stays that day's.
  const [date] = useState(() => todayIn(user?.timeZone ?? 'UTC'));
  const today = useJournalStart(date);
  const settings = useSettings();

  // Settings that fail to load (or wait for a connection) fall back to the default.
  if (today.loading || (settings.isPending && settings.fetchStatus !== 'paused')) {
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
