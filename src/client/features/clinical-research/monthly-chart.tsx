import { ChartSvg } from '@client/components/charts/chart-svg';
import { ChartWithTable } from '@client/components/charts/chart-with-table';
import { ValueGrid } from '@client/components/charts/value-grid';
import { formatCount, formatMonth } from './format';

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };

/** Round numbers for the axis: 0, and up to four steps to the top. */
function axis(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough);
  const step = Math.max(1, nice ?? rough);
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}

/** Data points contributed per month, the last 12 months, as bars (or as a table). */
export function MonthlyChart({ months }: { months: { month: string; dataPoints: number }[] }) {
  const total = months.reduce((sum, item) => sum + item.dataPoints, 0);
  const max = Math.max(0, ...months.map((item) => item.dataPoints));
  const ticks = axis(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const table = {
    label: 'Contributions by month table',
    caption: 'Data points contributed by month',
    headers: ['Month', 'Data points'],
    rows: [...months].reverse().map((item) => ({
      key: item.month,
      cells: [formatMonth(item.month), formatCount(item.dataPoints)],
    })),
  };
  const first = months[0]?.month;
  const last = months[months.length - 1]?.month;
  const summary =
    first && last
      ? `Data points contributed by month from ${formatMonth(first)} to ${formatMonth(last)}: ${formatCount(total)} in all, at most ${formatCount(max)} in one month.`
      : 'No months to show.';
  const legend = (
    <p className="flex items-center gap-2 text-sm text-slate-700" aria-hidden="true">
      <span className="size-2.5 rounded-sm bg-primary" /> Data points per month
    </p>
  );
  return (
    <ChartWithTable legend={legend} table={table}>
      {(width) => {
        const plotWidth = width - PAD.left - PAD.right;
        const plotHeight = HEIGHT - PAD.top - PAD.bottom;
        const slot = plotWidth / Math.max(1, months.length);
        const barWidth = Math.max(4, slot * 0.6);
        const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
        // On a phone every other month is labelled, so the names do not run together.
        const every = slot < 34 ? 2 : 1;
        return (
          <ChartSvg width={width} height={HEIGHT} title={summary} testId="monthly-chart">
            <ValueGrid
              ticks={ticks}
              y={y}
              left={PAD.left}
              right={width - PAD.right}
              format={formatCount}
            />
            {months.map((item, index) => {
              const x = PAD.left + index * slot + (slot - barWidth) / 2;
              const height = y(0) - y(item.dataPoints);
              return (
                <g key={item.month}>
                  {item.dataPoints > 0 ? (
                    <rect
                      x={x}
                      y={y(item.dataPoints)}
                      width={barWidth}
                      height={Math.max(1, height)}
                      rx={2}
                      className="fill-primary"
                      data-testid="month-bar"
                    />
                  ) : null}
                  {index % every === (months.length - 1) % every ? (
                    <text
                      x={x + barWidth / 2}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      className="fill-slate-600 text-xs"
                    >
                      {formatMonth(item.month, 'short')}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </ChartSvg>
        );
      }}
    </ChartWithTable>
  );
}
