import { useState, type ReactNode } from 'react';
import { useWidth } from './chart-geometry';

export interface ChartTable {
  /** The scrolling region's name ("Pain and mood table"). */
  label: string;
  /** The table's caption for screen readers ("Pain and mood by day"). */
  caption: string;
  headers: readonly string[];
  /** Newest first, as people read a diary. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * A chart with its legend and a "Show as table" switch to the same numbers as a table, for
 * people who cannot or prefer not to read a chart. The chart is drawn by `children` at the
 * width it is shown at (chart-geometry.ts).
 */
export function ChartWithTable({
  legend,
  table,
  children,
}: {
  legend: ReactNode;
  table: ChartTable;
  children: (width: number) => ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const { ref, width } = useWidth(720);
  return (
    <figure className="flex flex-col gap-3" ref={ref}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {legend}
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
          aria-label={table.label}
          className="max-h-80 overflow-y-auto rounded-xl border border-slate-200"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{table.caption}</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-700">
              <tr>
                {table.headers.map((header) => (
                  <th key={header} scope="col" className="px-3 py-2">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-100">
                  {row.cells.map((cell, index) => (
                    <td key={table.headers[index]} className="px-3 py-2 tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        children(width)
      )}
    </figure>
  );
}
