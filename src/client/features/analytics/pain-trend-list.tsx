import type { PainTrendPoint } from '@core/analytics-query';
import { painColor } from '@core/pain-scale';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatEntryDate, formatShortDate } from '@client/lib/dates';
import { PAIN_COLOR_CLASSES } from '@client/lib/pain-colors';

/** The last 10 days with entries, newest first, each with a bar and its number. */
export function PainTrendList({ points }: { points: readonly PainTrendPoint[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pain Trend</CardTitle>
      </CardHeader>
      <CardContent>
        {points.length === 0 ? (
          <p className="py-4 text-slate-600">No pain data available yet</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="pain-trend-list">
            {[...points].reverse().map((point) => (
              <li key={point.date} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-3">
                <span className="text-sm text-slate-700">
                  <span aria-hidden="true">{formatShortDate(point.date)}</span>
                  <span className="sr-only">{formatEntryDate(point.date)}</span>
                </span>
                <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className={`block h-full rounded-full ${PAIN_COLOR_CLASSES[painColor(point.painLevel)].swatch}`}
                    style={{ width: `${point.painLevel * 10}%` }}
                  />
                </span>
                <span className="text-right font-semibold tabular-nums text-slate-900">
                  {point.painLevel}/10
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
