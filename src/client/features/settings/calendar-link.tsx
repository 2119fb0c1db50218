import { useState } from 'react';
import { useCreateCalendarFeed } from '@client/api/calendar-feed/create-calendar-feed';
import { useDeleteCalendarFeed } from '@client/api/calendar-feed/delete-calendar-feed';
import { useCalendarFeed } from '@client/api/calendar-feed/get-calendar-feed';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FailureNote } from '@client/components/ui/failure-note';
import { hintClass } from '@client/components/ui/form-styles';
import { Skeleton } from '@client/components/ui/skeleton';
import { serverMessage } from '@client/lib/api-failure';
import { relativeTime } from '@client/lib/relative-time';
import { toast } from '@client/lib/toast';
import { CalendarLinkField } from './calendar-link-field';

type Asking = 'reset' | 'off' | null;

function lastUsed(lastUsedAt: string | null): string {
  if (lastUsedAt === null) return 'not yet';
  const text = relativeTime(lastUsedAt, new Date());
  return text === 'Just now' ? 'just now' : text;
}

/**
 * The private calendar address (a section of the reminders card). Its address is shown once,
 * right after it is made: the server keeps only a hash, so a later visit can only say it is on.
 */
export function CalendarLink() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const makeLink = (then: () => void) =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        then();
      },
    });
  const close = () => {
    setAsking(null);
    create.reset();
    remove.reset();
  };

  let body;
  if (feed.isPending) {
    body = <Skeleton className="h-11 w-56" />;
  } else if (feed.isError) {
    body = (
      <p role="alert" className="font-semibold text-red-800">
        {serverMessage(feed.error, 'Your calendar link could not be loaded. Please try again.')}
      </p>
    );
  } else if (!feed.data.active) {
    body = (
      <div className="flex flex-col items-start gap-2">
        <Button variant="outline" disabled={create.isPending} onClick={() => makeLink(() => {})}>
          {create.isPending ? 'Creating…' : 'Create calendar link'}
        </Button>
        <FailureNote
          message={
            create.isError && asking === null
              ? serverMessage(
                  create.error,
                  'The calendar link could not be made. Please try again.',
                )
              : null
          }
        />
      </div>
    );
  } else {
    body = (
      <>
        {url ? (
          <CalendarLinkField url={url} />
        ) : (
          <p className="text-slate-800">
            Your calendar link is active. Last used by a calendar app:{' '}
            {lastUsed(feed.data.lastUsedAt)}.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setAsking('reset')}>
            Reset link
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAsking('off')}>
            Turn off
          </Button>
        </div>
      </>
    );
  }

  return (
    <div role="group" aria-label="Calendar" className="flex flex-col gap-3">
      <p className={hintClass}>
        A private address your calendar app can subscribe to: your medication times and check-ins
        appear there.
      </p>
      {body}
      {asking === 'reset' ? (
        <ConfirmDialog
          title="Reset the calendar link?"
          description="The old address stops working at once. Calendar apps subscribed to it show nothing more from Cairn until you give them the new one."
          confirmLabel="Reset link"
          pendingLabel="Resetting…"
          pending={create.isPending}
          failure={
            create.isError
              ? serverMessage(create.error, 'The link could not be reset. Please try again.')
              : null
          }
          onConfirm={() =>
            makeLink(() => {
              setAsking(null);
              toast({ title: 'Calendar link reset' });
            })
          }
          onClose={close}
        />
      ) : null}
      {asking === 'off' ? (
        <ConfirmDialog
          title="Turn off the calendar link?"
          description="Its address stops working. Calendar apps subscribed to it show nothing more from Cairn."
          confirmLabel="Turn off"
          pendingLabel="Turning off…"
          pending={remove.isPending}
          failure={
            remove.isError
              ? serverMessage(remove.error, 'The link could not be turned off. Please try again.')
              : null
          }
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setUrl(null);
                setAsking(null);
                toast({ title: 'Calendar link turned off' });
              },
            })
          }
          onClose={close}
        />
      ) : null}
    </div>
  );
}
