import { useState } from 'react';
import type { PegCurrent } from '@core/peg';
import { usePegCurrent } from '@client/api/peg/get-current';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { PegForm } from './peg-form';
import { PegResult } from './peg-result';
import { weekOf } from './peg-words';
import { RecentWeeks } from './recent-weeks';

/** What the page shows of this week: the questions, or the answers once given. */
function ThisWeek({ current }: { current: PegCurrent }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<{ queued: boolean } | null>(null);
  const checkin = current.checkin;
  return (
    <Card>
      <CardHeader>
        <CardTitle>This week</CardTitle>
        <p className="text-sm text-slate-600">{weekOf(current.weekStart)}</p>
      </CardHeader>
      <CardContent>
        {checkin === null || editing ? (
          <PegForm
            week={current}
            onSaved={({ queued }) => {
              setSaved({ queued });
              setEditing(false);
            }}
            onCancel={checkin === null ? undefined : () => setEditing(false)}
          />
        ) : (
          <PegResult
            checkin={checkin}
            justSaved={saved !== null}
            queued={saved?.queued ?? false}
            onChange={() => setEditing(true)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /weekly-check-in: the PEG-3 questions about the past week, this week's score once answered,
 * and the last weeks' scores. The weekly reminder opens this page.
 */
export function WeeklyCheckInPage() {
  const current = usePegCurrent();
  let body;
  if (current.isPending) {
    body = (
      <div role="status" aria-label="Loading this week's check-in">
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  } else if (current.isError) {
    body = (
      <LoadError
        what="this week's check-in"
        error={current.error}
        onRetry={() => void current.refetch()}
        retrying={current.isFetching}
      />
    );
  } else {
    body = (
      <>
        <ThisWeek key={current.data.week} current={current.data} />
        <RecentWeeks currentWeek={current.data.week} />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle
        title="Weekly check-in"
        subtitle="Three questions about your pain over the past week, each from 0 to 10."
      />
      <div className="flex flex-col gap-6">{body}</div>
    </div>
  );
}
