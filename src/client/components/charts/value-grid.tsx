/**
 * Horizontal grid lines across the plot at each tick, each labelled on the left with its value,
 * for charts whose value axis is not the pain scale (pain-axis.tsx draws that one).
 */
export function ValueGrid({
  ticks,
  y,
  left,
  right,
  format,
}: {
  ticks: readonly number[];
  /** The y coordinate of a value. */
  y: (value: number) => number;
  left: number;
  right: number;
  format: (value: number) => string;
}) {
  return (
    <>
      {ticks.map((value) => (
        <g key={value}>
          <line x1={left} x2={right} y1={y(value)} y2={y(value)} className="stroke-slate-200" />
          <text x={left - 6} y={y(value) + 4} textAnchor="end" className="fill-slate-600 text-xs">
            {format(value)}
          </text>
        </g>
      ))}
    </>
  );
}
