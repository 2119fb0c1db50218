import type { DatasetTable } from '@core/research/types';

/** The rows a study receives, scrolling inside their own box (sideways too, on a phone). */
export function DataTable({ table, label }: { table: DatasetTable; label: string }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid="participant-data-table"
      className="max-h-80 max-w-full overflow-auto rounded-xl border border-slate-200"
    >
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t border-slate-100">
              {row.map((cell, index) => (
                <td
                  key={table.columns[index] ?? index}
                  className="px-3 py-2 whitespace-nowrap text-slate-800 tabular-nums"
                >
                  {cell === null || cell === '' ? '—' : String(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
