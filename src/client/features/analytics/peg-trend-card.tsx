import { useMemo } from 'react';
import { Link } from 'wouter';
import { pegFigures } from '@core/report/figures/peg';
import { plural } from '@core/report/words';
import { usePegCheckins } from '@client/api/peg/get-checkins';
import { useSettings } from '@client/api/settings/get-settings';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { pegChangeText, pegScoreText, weekOf } from '@client/features/peg/peg-words';
import { PegChart } from './peg-chart';

/** A line needs two points: below that the card says what is missing instead. */
export const PEG_TREND_MIN_WEEKS = 2;

const CHECK_IN_LINK = (
  <Link href="/weekly-check-in" className="font-semibold text-primary underline">
    Go to the weekly check-in
  </Link>
);

/**
 * "PEG score over time": every weekly check-in's score, with the number of weeks it rests on
 * and the change from the first to the latest. All weeks are shown whatever the plan: the
 * check-in is one point a week, so a window of days would leave nothing to draw.
 */
export function PegTrendCard() {
  const checkins = usePegCheckins();
  const settings = useSettings();
  const figures = useMemo(() => pegFigures(checkins.data ?? []), [checkins.data]);
  const count = figures.weeks.length;
  // Nothing answered: an invitation only where the check-in is known to be on.
  if (checkins.isSuccess && count === 0 && settings.data?.pegEnabled !== true) return null;

  let body;
  if (checkins.isPending) body = <Skeleton className="h-56 w-full" />;
  else if (checkins.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-slate-700">
          Your weekly check-ins could not be loaded. Check your connection and try again.
        </p>
        <Button variant="outline" onClick={() => void checkins.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (count < PEG_TREND_MIN_WEEKS) {
    body = (
      <div className="flex flex-col items-start gap-2">
        <p className="text-slate-700">
          The trend appears after {PEG_TREND_MIN_WEEKS} weekly check-ins.{' '}
          {count === 0 ? 'You have not answered one yet.' : 'You have answered 1 so far.'}
        </p>
        {CHECK_IN_LINK}
      </div>
    );
  } else {
    const { first, latest, change } = figures;
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-slate-700" data-testid="peg-trend-summary">
          Latest {pegScoreText(latest!.score)} ({weekOf(latest!.weekStart)}) · first{' '}
          {pegScoreText(first!.score)} · change {pegChangeText(change!)}
        </p>
        <p className="text-sm text-slate-600">from {plural(count, 'weekly check-in')}</p>
        <PegChart weeks={figures.weeks} />
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby="peg-trend-heading">
      <CardHeader>
        <CardTitle id="peg-trend-heading">PEG score over time</CardTitle>
        <CardDescription>
          The weekly check-in: the mean of your average pain and how much pain got in the way of
          enjoying life and of general activity, each 0 to 10. Lower is better.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
