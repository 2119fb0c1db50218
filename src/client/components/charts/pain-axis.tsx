import { formatShortDate } from '@client/lib/dates';

const PAIN_TICKS = [0, 2, 4, 6, 8, 10];

/**
 * The pain scale's grid lines and labels (0-10, left) and the window's first and last dates
 * (bottom), shared by the day-by-day charts.
 */
export function PainAxis({
  y,
  left,
  right,
  height,
  from,
  to,
}: {
  y: (value: number, max: number) => number;
  left: number;
  right: number;
  height: number;
  from: string;
  to: string;
}) {
  return (
    <>
      {PAIN_TICKS.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick, 10)}
            y2={y(tick, 10)}
            className="stroke-slate-200"
          />
          <text
            x={left - 8}
            y={y(tick, 10) + 4}
            textAnchor="end"
            className="fill-slate-600 text-xs"
          >
            {tick}
          </text>
        </g>
      ))}
      <text x={left} y={height - 8} className="fill-slate-600 text-xs">
        {formatShortDate(from)}
      </text>
      <text x={right} y={height - 8} textAnchor="end" className="fill-slate-600 text-xs">
        {formatShortDate(to)}
      </text>
    </>
  );
}
