import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { addDays } from '@core/calendar';
import type { JournalEntry } from '@core/journal';
import { painMoodSeries } from '@core/pain-mood-series';
import { usePainTrend } from '@client/api/analytics/get-analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { upgradeRequired } from '@client/components/upgrade/upgrade-required';
import { PainMoodChart } from './pain-mood-chart';

const RANGES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
] as const;

/**
 * Pain and mood over time, over a window the user picks; on a limited plan (`maxDays`, the free
 * plan's 7) over that window only, with no choice to make.
 */
export function ChartCard({
  entries,
  today,
  maxDays = null,
}: {
  entries: readonly JournalEntry[];
  today: string;
  maxDays?: number | null;
}) {
  const [chosen, setChosen] = useState<number>(30);
  const days = maxDays ?? chosen;
  const trend = usePainTrend(days);
  const points = useMemo(() => painMoodSeries(trend.data ?? [], entries), [trend.data, entries]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Pain and mood over time</CardTitle>
        {maxDays !== null ? (
          <p className="text-sm text-slate-700">Last {maxDays} days</p>
        ) : (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Show
            <select
              value={days}
              onChange={(event) => setChosen(Number(event.target.value))}
              className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900"
            >
              {RANGES.map((range) => (
                <option key={range.days} value={range.days}>
                  {range.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </CardHeader>
      <CardContent>
        {trend.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : upgradeRequired(trend.error) ? (
          <p className="text-slate-700">
            Longer ranges are part of Premium.{' '}
            <Link href="/pricing" className="font-semibold text-primary underline">
              See plans
            </Link>
          </p>
        ) : trend.isError ? (
          <p role="alert" className="text-slate-700">
            The chart could not be loaded. Check your connection and reload the page.
          </p>
        ) : points.length === 0 ? (
          <p className="py-4 text-slate-600">No pain data available yet</p>
        ) : (
          <PainMoodChart points={points} from={addDays(today, -(days - 1))} to={today} />
        )}
      </CardContent>
    </Card>
  );
}
