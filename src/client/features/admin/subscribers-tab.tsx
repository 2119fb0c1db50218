import { Crown } from 'lucide-react';
import { subscriptionLabel, type Subscriber } from '@core/admin';
import { useSubscribers } from '@client/api/admin/get-subscribers';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { formatMonth } from './ticket-dates';

function SubscriberRow({ subscriber, timeZone }: { subscriber: Subscriber; timeZone: string }) {
  const premium = subscriber.subscriptionType === 'premium';
  return (
    <li
      data-testid="subscriber-row"
      className="flex flex-col gap-1.5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          {subscriber.username}
          {premium ? (
            <span title="Premium subscriber" className="inline-flex">
              <Crown aria-hidden="true" className="size-4 text-amber-700" />
              <span className="sr-only">(premium subscriber)</span>
            </span>
          ) : null}
        </p>
        <p className="text-sm break-all text-slate-600">{subscriber.email ?? 'No email'}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold',
            premium ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700',
          )}
        >
          {subscriptionLabel(subscriber.subscriptionType)}
        </span>
        <span className="text-sm text-slate-600">
          Joined {formatMonth(subscriber.createdAt, timeZone)}
        </span>
      </div>
    </li>
  );
}

export function SubscribersTab({ timeZone }: { timeZone: string }) {
  const subscribers = useSubscribers();

  let body;
  if (subscribers.isPending) {
    body = (
      <div role="status" aria-label="Loading subscribers" className="flex flex-col gap-3">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  } else if (subscribers.isError) {
    return (
      <LoadError
        what="the subscribers"
        onRetry={() => void subscribers.refetch()}
        retrying={subscribers.isFetching}
      />
    );
  } else if (subscribers.data.length === 0) {
    body = <p className="py-6 text-center text-lg text-slate-700">No subscribers yet</p>;
  } else {
    body = (
      <ul aria-label="Subscribers" className="divide-y divide-slate-200">
        {subscribers.data.map((subscriber) => (
          <SubscriberRow key={subscriber.id} subscriber={subscriber} timeZone={timeZone} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>All Subscribers</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
