import { addDays } from '@core/calendar';
import type { ReadingType } from '@core/biometrics/reading-types';
import { useDailyReadings } from '@client/api/biometrics/get-daily-readings';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { todayIn } from '@client/lib/today';
import { DailyChart } from './daily-chart';
import { readingLabel } from './reading-format';

export const CHART_DAYS = 30;

/** A small chart per type over the last 30 days (one type when the filter says so). */
export function DailyCharts({ type, timeZone }: { type: ReadingType | null; timeZone: string }) {
  const daily = useDailyReadings(CHART_DAYS);
  if (daily.isError) {
    return (
      <LoadError
        what="the daily charts"
        onRetry={() => void daily.refetch()}
        retrying={daily.isFetching}
      />
    );
  }
  if (!daily.data) return <Skeleton className="h-48 w-full rounded-2xl" />;
  const to = todayIn(timeZone);
  const from = addDays(to, -(CHART_DAYS - 1));
  const shown = daily.data.filter(
    (series) => series.days.length > 0 && (type === null || series.type === type),
  );
  if (shown.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      {shown.map((series) => (
        <Card key={series.type} data-testid="daily-chart">
          <CardHeader>
            <h3 className="text-lg font-semibold text-slate-900">{readingLabel(series.type)}</h3>
          </CardHeader>
          <CardContent>
            <DailyChart series={series} from={from} to={to} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
