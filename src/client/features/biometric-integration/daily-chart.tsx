import { dayNumber } from '@core/calendar';
import { READING_TYPE_INFO } from '@core/biometrics/reading-types';
import type { DailyReadingSeries } from '@core/biometrics/types';
import { linePath, scales } from '@client/components/charts/chart-geometry';
import { ChartSvg } from '@client/components/charts/chart-svg';
import { ChartWithTable } from '@client/components/charts/chart-with-table';
import { ValueGrid } from '@client/components/charts/value-grid';
import { formatEntryDate, formatShortDate } from '@client/lib/dates';
import { valueRange } from './chart-range';
import { formatNumber, readingLabel } from './reading-format';

const HEIGHT = 170;

function DailyLegend({ series }: { series: DailyReadingSeries }) {
  const pressure = series.type === 'blood_pressure';
  const per = READING_TYPE_INFO[series.type].daily === 'sum' ? 'Daily total' : 'Daily average';
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
      <li className="flex items-center gap-2">
        <span className="size-2.5 rounded-full bg-primary" /> {pressure ? 'Systolic' : per}
      </li>
      {pressure ? (
        <li className="flex items-center gap-2">
          <span className="size-2.5 bg-slate-800" /> Diastolic
        </li>
      ) : null}
    </ul>
  );
}

/** One type's last days as a small line chart (blood pressure: two lines), or as a table. */
export function DailyChart({
  series,
  from,
  to,
}: {
  series: DailyReadingSeries;
  from: string;
  to: string;
}) {
  const { type } = series;
  const pressure = type === 'blood_pressure';
  // Sleep is shown in hours and minutes, so its column names no unit.
  const hours = type === 'sleep' || type === 'time_in_bed';
  const label = readingLabel(type);
  const { low, high, ticks } = valueRange(series);
  const show = (value: number) => formatNumber(type, value);
  const pad = {
    top: 12,
    right: 12,
    bottom: 28,
    left: hours ? 84 : 52,
  };
  const table = {
    label: `${label} table`,
    caption: `${label} per day`,
    headers: pressure
      ? ['Date', 'Systolic', 'Diastolic']
      : ['Date', hours ? label : `${label} (${series.unit})`],
    rows: [...series.days].reverse().map((day) => ({
      key: day.date,
      cells: [
        formatShortDate(day.date),
        show(day.value),
        ...(pressure ? [day.value2 === null ? '—' : show(day.value2)] : []),
      ],
    })),
  };
  return (
    <ChartWithTable legend={<DailyLegend series={series} />} table={table}>
      {(width) => {
        const { x, y } = scales(from, to, width, HEIGHT, pad);
        const at = (value: number) => y(value - low, high - low);
        const points = (read: (day: DailyReadingSeries['days'][number]) => number | null) =>
          series.days.flatMap((day) => {
            const value = read(day);
            return value === null
              ? []
              : [{ x: x(day.date), y: at(value), day: dayNumber(day.date) ?? 0 }];
          });
        const upper = points((day) => day.value);
        const lower = pressure ? points((day) => day.value2) : [];
        return (
          <ChartSvg
            width={width}
            height={HEIGHT}
            title={`${label} per day from ${formatEntryDate(from)} to ${formatEntryDate(to)}: ${series.days.length} days with readings.`}
          >
            <ValueGrid
              ticks={ticks}
              y={at}
              left={pad.left}
              right={width - pad.right}
              format={show}
            />
            <text x={pad.left} y={HEIGHT - 6} className="fill-slate-600 text-xs">
              {formatShortDate(from)}
            </text>
            <text
              x={width - pad.right}
              y={HEIGHT - 6}
              textAnchor="end"
              className="fill-slate-600 text-xs"
            >
              {formatShortDate(to)}
            </text>
            <path d={linePath(upper)} fill="none" strokeWidth={2} className="stroke-primary" />
            {upper.map((point) => (
              <circle key={point.day} cx={point.x} cy={point.y} r={3} className="fill-primary" />
            ))}
            {lower.length > 0 ? (
              <path
                d={linePath(lower)}
                fill="none"
                strokeWidth={2}
                strokeDasharray="5 3"
                className="stroke-slate-800"
              />
            ) : null}
            {lower.map((point) => (
              <rect
                key={point.day}
                x={point.x - 3}
                y={point.y - 3}
                width={6}
                height={6}
                className="fill-slate-800"
              />
            ))}
          </ChartSvg>
        );
      }}
    </ChartWithTable>
  );
}
