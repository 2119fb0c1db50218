import { ClipboardList } from 'lucide-react';
import { Link } from 'wouter';
import { usePegCurrent } from '@client/api/peg/get-current';
import { useSettings } from '@client/api/settings/get-settings';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { pegScoreText } from './peg-words';

/**
 * "Weekly check-in" on the dashboard and the journal: an invitation while this week is still to
 * be answered, one line with the score once it is. Nothing when the check-in is turned off in
 * Settings, and nothing while loading or on a failure: these pages have their own work to show,
 * and the check-in page says what went wrong when it is opened.
 */
export function WeeklyCheckInCard() {
  const settings = useSettings();
  const enabled = settings.data?.pegEnabled === true;
  const current = usePegCurrent({ enabled });
  if (!enabled || !current.data) return null;
  const checkin = current.data.checkin;
  return (
    <Card
      role="region"
      aria-labelledby="weekly-check-in-heading"
      data-testid="weekly-check-in-card"
    >
      <CardHeader className="pb-2">
        <CardTitle id="weekly-check-in-heading">Weekly check-in</CardTitle>
      </CardHeader>
      <CardContent>
        {checkin === null ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">
              Three questions about your pain over the past week. It takes about a minute.
            </p>
            <Link
              href="/weekly-check-in"
              className={buttonVariants({ className: 'max-w-full py-2' })}
            >
              <ClipboardList aria-hidden="true" className="size-5" />
              {/* Wraps on a narrow phone rather than running past the card's edge. */}
              <span className="whitespace-normal">Answer this week&apos;s questions</span>
            </Link>
          </div>
        ) : (
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-slate-800">
            <span>
              This week&apos;s PEG score:{' '}
              <strong className="tabular-nums">{pegScoreText(checkin.score)}</strong>
            </span>
            <Link href="/weekly-check-in" className="font-semibold text-primary underline">
              See or change your answers
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
