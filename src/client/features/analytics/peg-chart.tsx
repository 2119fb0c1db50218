import { dayNumber } from '@core/calendar';
import type { PegWeek } from '@core/report/figures/peg';
import { linePath, scales } from '@client/components/charts/chart-geometry';
import { ChartWithTable } from '@client/components/charts/chart-with-table';
import { ChartSvg } from '@client/components/charts/chart-svg';
import { PainAxis } from '@client/components/charts/pain-axis';
import { pegScoreText, weekOf } from '@client/features/peg/peg-words';

const HEIGHT = 220;
const PAD = { top: 16, right: 20, bottom: 34, left: 32 };

const LEGEND = (
  <div className="flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
    <span className="flex items-center gap-2">
      <span className="h-1 w-6 rounded bg-primary" /> PEG score (0–10), one point a week
    </span>
  </div>
);

/** Weeks since 1970, so consecutive weeks are one apart and the line breaks at a missed week. */
const weekNumber = (weekStart: string) => Math.round((dayNumber(weekStart) ?? 0) / 7);

/**
 * The weekly PEG scores as a line on the pain scale's 0-10 axis, dated by each week's Monday.
 * A week without a check-in breaks the line, as a day without entries does on the daily chart;
 * the same numbers, with the three answers, are available as a table.
 */
export function PegChart({ weeks }: { weeks: readonly PegWeek[] }) {
  const from = weeks[0]!.weekStart;
  const to = weeks[weeks.length - 1]!.weekStart;
  const table = {
    label: 'PEG score table',
    caption: 'PEG score and answers by week',
    headers: ['Week', 'Score', 'Pain', 'Enjoyment', 'Activity'],
    rows: [...weeks].reverse().map((week) => ({
      key: week.week,
      cells: [
        weekOf(week.weekStart),
        pegScoreText(week.score),
        `${week.pain}/10`,
        `${week.enjoyment}/10`,
        `${week.activity}/10`,
      ],
    })),
  };
  const latest = weeks[weeks.length - 1]!;

  return (
    <ChartWithTable legend={LEGEND} table={table}>
      {(width) => {
        const { x, y } = scales(from, to, width, HEIGHT, PAD);
        const points = weeks.map((week) => ({
          x: x(week.weekStart),
          y: y(week.score, 10),
          day: weekNumber(week.weekStart),
        }));
        return (
          <ChartSvg
            width={width}
            height={HEIGHT}
            testId="peg-chart"
            title={`PEG score by week from ${weekOf(from)} to ${weekOf(to)}: ${weeks.length} weekly check-ins, latest ${pegScoreText(latest.score)} out of 10.`}
          >
            <PainAxis
              y={y}
              left={PAD.left}
              right={width - PAD.right}
              height={HEIGHT}
              from={from}
              to={to}
            />
            <path d={linePath(points)} fill="none" strokeWidth={2.5} className="stroke-primary" />
            {points.map((point, index) => (
              <circle key={index} cx={point.x} cy={point.y} r={3.5} className="fill-primary" />
            ))}
          </ChartSvg>
        );
      }}
    </ChartWithTable>
  );
}
