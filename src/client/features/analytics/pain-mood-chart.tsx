import { useId, useState } from 'react';
import { dayNumber } from '@core/calendar';
import type { PainMoodPoint } from '@core/pain-mood-series';
import { linePath, scales, useWidth } from '@client/components/charts/chart-geometry';
import { formatEntryDate, formatShortDate } from '@client/lib/dates';

export type ChartPoint = PainMoodPoint;

const HEIGHT = 260;
const PAD = { top: 16, right: 36, bottom: 34, left: 32 };

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
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const { ref, width: WIDTH } = useWidth(720);
  const { x, y } = scales(from, to, WIDTH, HEIGHT, PAD);
  const pain = points.map((p) => ({ x: x(p.date), y: y(p.pain, 10), day: dayNumber(p.date) ?? 0 }));
  const mood = points
    .filter((p) => p.mood !== null)
    .map((p) => ({ x: x(p.date), y: y(p.mood!, 5), day: dayNumber(p.date) ?? 0 }));
  const average = points.reduce((sum, p) => sum + p.pain, 0) / points.length;

  return (
    <figure className="flex flex-col gap-3" ref={ref}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
          <span className="flex items-center gap-2">
            <span className="h-1 w-6 rounded bg-primary" /> Pain (0–10)
          </span>
          <span className="flex items-center gap-2">
            <span className="h-0 w-6 border-t-2 border-dashed border-violet-700" /> Mood (1–5)
          </span>
        </div>
        <button
          type="button"
          onClick={() => setAsTable((value) => !value)}
          className="min-h-11 rounded-xl px-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </button>
      </div>
      {asTable ? (
        <div
          // Scrolls on its own, so it takes keyboard focus to scroll with the arrow keys.
          tabIndex={0}
          role="region"
          aria-label="Pain and mood table"
          className="max-h-80 overflow-y-auto rounded-xl border border-slate-200"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pain and mood by day</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  Pain
                </th>
                <th scope="col" className="px-3 py-2">
                  Mood
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.date} className="border-t border-slate-100">
                  <td className="px-3 py-2">{formatEntryDate(p.date)}</td>
                  <td className="px-3 py-2 tabular-nums">{p.pain}/10</td>
                  <td className="px-3 py-2 tabular-nums">
                    {p.mood === null ? '—' : `${p.mood}/5`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby={titleId}
          data-testid="pain-chart"
        >
          <title id={titleId}>
            {`Pain and mood from ${formatEntryDate(from)} to ${formatEntryDate(to)}: ${points.length} days recorded, average pain ${average.toFixed(1)} out of 10.`}
          </title>
          {[0, 2, 4, 6, 8, 10].map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick, 10)}
                y2={y(tick, 10)}
                className="stroke-slate-200"
              />
              <text
                x={PAD.left - 8}
                y={y(tick, 10) + 4}
                textAnchor="end"
                className="fill-slate-600 text-xs"
              >
                {tick}
              </text>
            </g>
          ))}
          {[1, 3, 5].map((tick) => (
            <text
              key={tick}
              x={WIDTH - PAD.right + 8}
              y={y(tick, 5) + 4}
              className="fill-violet-700 text-xs"
            >
              {tick}
            </text>
          ))}
          <text x={PAD.left} y={HEIGHT - 8} className="fill-slate-600 text-xs">
            {formatShortDate(from)}
          </text>
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 8}
            textAnchor="end"
            className="fill-slate-600 text-xs"
          >
            {formatShortDate(to)}
          </text>
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
        </svg>
      )}
    </figure>
  );
}
