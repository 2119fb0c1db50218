import type { SeriesDay } from '@core/analysis/types';
import { dayNumber } from '@core/calendar';
import { linePath, scales } from '@client/components/charts/chart-geometry';
import { ChartWithTable } from '@client/components/charts/chart-with-table';
import { ChartSvg } from '@client/components/charts/chart-svg';
import { PainAxis } from '@client/components/charts/pain-axis';
import { formatEntryDate, formatShortDate } from '@client/lib/dates';

const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 34, left: 32 };

/** Runs of consecutive flare days, as first and last date. */
function flareRuns(series: readonly SeriesDay[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const day of series) {
    if (!day.flare) continue;
    const last = runs[runs.length - 1];
    const previous = last ? dayNumber(last.end) : null;
    const current = dayNumber(day.date);
    if (last && previous !== null && current !== null && current - previous === 1)
      last.end = day.date;
    else runs.push({ start: day.date, end: day.date });
  }
  return runs;
}

/**
 * Daily pain as dots, the 7-day rolling mean as a line (broken over gaps), flare days as a
 * shaded band with square markers, and the flare threshold as a dashed line. Each is in the
 * legend with its own shape, and the same numbers are available as a table.
 */
export function TrendChart({
  series,
  from,
  to,
  threshold,
}: {
  series: readonly SeriesDay[];
  from: string;
  to: string;
  threshold: number;
}) {
  const logged = series.filter((day) => day.pain !== null);
  const flareDays = series.filter((day) => day.flare).length;
  const average = logged.reduce((sum, day) => sum + (day.pain ?? 0), 0) / logged.length;
  const legend = (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
      <li className="flex items-center gap-2">
        <span className="size-2.5 rounded-full bg-primary" /> Daily pain
      </li>
      <li className="flex items-center gap-2">
        <span className="h-1 w-6 rounded bg-slate-800" /> 7-day average
      </li>
      <li className="flex items-center gap-2">
        <span className="flex h-4 w-5 items-center justify-center bg-red-100">
          <span className="size-2.5 bg-red-700" />
        </span>
        Flare day
      </li>
      <li className="flex items-center gap-2">
        <span className="h-0 w-6 border-t-2 border-dashed border-slate-500" />
        {`Flare threshold (${threshold})`}
      </li>
    </ul>
  );
  const table = {
    label: 'Daily pain table',
    caption: 'Daily pain, 7-day average and flare days',
    headers: ['Date', 'Pain', '7-day average', 'Flare'],
    rows: [...logged].reverse().map((day) => ({
      key: day.date,
      cells: [
        <>
          <span aria-hidden="true">{formatShortDate(day.date)}</span>
          <span className="sr-only">{formatEntryDate(day.date)}</span>
        </>,
        `${day.pain}/10`,
        day.rollingMean === null ? '—' : day.rollingMean.toFixed(1),
        day.flare ? 'Yes' : 'No',
      ],
    })),
  };

  return (
    <ChartWithTable legend={legend} table={table}>
      {(width) => {
        const { x, y, dayWidth } = scales(from, to, width, HEIGHT, PAD);
        const mean = series.flatMap((day) =>
          day.rollingMean === null
            ? []
            : [{ x: x(day.date), y: y(day.rollingMean, 10), day: dayNumber(day.date) ?? 0 }],
        );
        const half = Math.max(1.5, dayWidth / 2);
        const plotLeft = PAD.left;
        const plotRight = width - PAD.right;
        return (
          <ChartSvg
            width={width}
            height={HEIGHT}
            testId="trend-chart"
            title={`Daily pain from ${formatEntryDate(from)} to ${formatEntryDate(to)}: ${logged.length} days recorded, average ${average.toFixed(1)} out of 10, ${flareDays} ${flareDays === 1 ? 'day' : 'days'} in a flare (flare threshold ${threshold}).`}
          >
            {flareRuns(series).map((run) => {
              const left = Math.max(plotLeft, x(run.start) - half);
              const right = Math.min(plotRight, x(run.end) + half);
              return (
                <rect
                  key={run.start}
                  x={left}
                  y={PAD.top}
                  width={Math.max(2, right - left)}
                  height={HEIGHT - PAD.top - PAD.bottom}
                  className="fill-red-100"
                  data-testid="flare-band"
                />
              );
            })}
            <PainAxis y={y} left={plotLeft} right={plotRight} height={HEIGHT} from={from} to={to} />
            <line
              x1={plotLeft}
              x2={plotRight}
              y1={y(threshold, 10)}
              y2={y(threshold, 10)}
              strokeWidth={1.5}
              strokeDasharray="5 4"
              className="stroke-slate-500"
            />
            {logged.map((day) =>
              day.flare ? (
                <rect
                  key={day.date}
                  x={x(day.date) - 4}
                  y={y(day.pain ?? 0, 10) - 4}
                  width={8}
                  height={8}
                  className="fill-red-700"
                />
              ) : (
                <circle
                  key={day.date}
                  cx={x(day.date)}
                  cy={y(day.pain ?? 0, 10)}
                  r={3}
                  className="fill-primary"
                />
              ),
            )}
            <path d={linePath(mean)} fill="none" strokeWidth={2.5} className="stroke-slate-800" />
          </ChartSvg>
        );
      }}
    </ChartWithTable>
  );
}
