import { PEG_ITEMS } from '@core/peg';
import { usePegCheckins } from '@client/api/peg/get-checkins';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { PEG_ITEM_SHORT, pegScoreText, weekOf } from './peg-words';

/** Enough weeks to see a direction at a glance; the full trend is on Analytics. */
export const RECENT_WEEKS = 8;

function WeekList({ currentWeek }: { currentWeek: string }) {
  const checkins = usePegCheckins();
  if (checkins.isPending) return <Skeleton className="h-24 w-full" />;
  if (checkins.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-slate-700">Your earlier weeks could not be loaded.</p>
        <Button variant="outline" onClick={() => void checkins.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const weeks = checkins.data.slice(-RECENT_WEEKS).reverse();
  if (weeks.length === 0) {
    return <p className="text-slate-700">Your weekly scores will appear here.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100" aria-label="Weekly PEG scores">
      {weeks.map((checkin) => (
        <li
          key={checkin.week}
          className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
        >
          <span className="font-medium text-slate-900">
            {checkin.week === currentWeek ? 'This week' : weekOf(checkin.weekStart)}
          </span>
          <span className="flex items-baseline gap-3">
            <span className="text-sm text-slate-600">
              {PEG_ITEMS.map((item) => `${PEG_ITEM_SHORT[item]} ${checkin[item]}`).join(' · ')}
            </span>
            <span className="font-semibold tabular-nums text-slate-900">
              {pegScoreText(checkin.score)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The last weeks' scores under the form, newest first. */
export function RecentWeeks({ currentWeek }: { currentWeek: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent weeks</CardTitle>
      </CardHeader>
      <CardContent>
        <WeekList currentWeek={currentWeek} />
      </CardContent>
    </Card>
  );
}
