import { dayNumber } from '@core/calendar';
import type { PainMoodPoint } from '@core/pain-mood-series';
import { linePath, scales } from '@client/components/charts/chart-geometry';
import { ChartWithTable } from '@client/components/charts/chart-with-table';
import { ChartSvg } from '@client/components/charts/chart-svg';
import { PainAxis } from '@client/components/charts/pain-axis';
import { formatEntryDate } from '@client/lib/dates';

export type ChartPoint = PainMoodPoint;

const HEIGHT = 260;
const PAD = { top: 16, right: 36, bottom: 34, left: 32 };

const LEGEND = (
  <div className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
    <span className="flex items-center gap-2">
      <span className="h-1 w-6 rounded bg-primary" /> Pain (0–10)
    </span>
    <span className="flex items-center gap-2">
      <span className="h-0 w-6 border-t-2 border-dashed border-violet-700" /> Mood (1–5)
    </span>
  </div>
);

/**
 * Pain (0–10, left axis) and mood (1–5, right axis) per day as an SVG line chart. Each point is
 * also a dot, so single days and gaps show; the same numbers are available as a table.
 */
export function PainMoodChart({
  points,
  from,
  to,
}: {
  points: readonly ChartPoint[];
  from: string;
  to: string;
}) {
  const average = points.reduce((sum, p) => sum + p.pain, 0) / points.length;
  const table = {
    label: 'Pain and mood table',
    caption: 'Pain and mood by day',
    headers: ['Date', 'Pain', 'Mood'],
    rows: [...points].reverse().map((p) => ({
      key: p.date,
      cells: [formatEntryDate(p.date), `${p.pain}/10`, p.mood === null ? '—' : `${p.mood}/5`],
    })),
  };

  return (
    <ChartWithTable legend={LEGEND} table={table}>
      {(width) => {
        const { x, y } = scales(from, to, width, HEIGHT, PAD);
        const pain = points.map((p) => ({
          x: x(p.date),
          y: y(p.pain, 10),
          day: dayNumber(p.date) ?? 0,
        }));
        const mood = points
          .filter((p) => p.mood !== null)
          .map((p) => ({ x: x(p.date), y: y(p.mood!, 5), day: dayNumber(p.date) ?? 0 }));
        return (
          <ChartSvg
            width={width}
            height={HEIGHT}
            testId="pain-chart"
            title={`Pain and mood from ${formatEntryDate(from)} to ${formatEntryDate(to)}: ${points.length} days recorded, average pain ${average.toFixed(1)} out of 10.`}
          >
            <PainAxis
              y={y}
              left={PAD.left}
              right={width - PAD.right}
              height={HEIGHT}
              from={from}
              to={to}
            />
            {[1, 3, 5].map((tick) => (
              <text
                key={tick}
                x={width - PAD.right + 8}
                y={y(tick, 5) + 4}
                className="fill-violet-700 text-xs"
              >
                {tick}
              </text>
            ))}
            <path
              d={linePath(mood)}
              fill="none"
              strokeWidth={2}
              strokeDasharray="6 4"
              className="stroke-violet-700"
            />
            <path d={linePath(pain)} fill="none" strokeWidth={2.5} className="stroke-primary" />
            {pain.map((p, i) => (
              <circle key={i} cx={p.x} cy={p.y} r={3} className="fill-primary" />
            ))}
            {mood.map((p, i) => (
              <circle key={`m${i}`} cx={p.x} cy={p.y} r={2.5} className="fill-violet-700" />
            ))}
          </ChartSvg>
        );
      }}
    </ChartWithTable>
  );
}
