import { dateOfDay, dayNumber } from '@core/calendar';
import { painBand, SEVERE_PAIN_MIN } from '@core/pain-scale';
import { formatDate } from '@core/report/words';
import type { ChartPoint } from './types';

/**
 * Where the daily pain chart's marks go, in a box on the page. One dot per day with entries
 * (the day's pain), a line only between consecutive calendar days so a gap in the journal shows
 * as a gap, grid lines every 2 points of the 0 to 10 scale, and a dashed line where the pain
 * scale's severe pain starts (7), labelled with the scale's word for it.
 */

export const SEVERE_LEVEL = SEVERE_PAIN_MIN;
export const SEVERE_LINE_LABEL = painBand(SEVERE_PAIN_MIN).label;
const GRID_LEVELS = [0, 2, 4, 6, 8, 10];
const MAX_DATE_TICKS = 5;

export interface Box {
  /** Bottom-left corner, PDF coordinates. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  grid: { y: number; label: string }[];
  severeY: number;
  dots: { x: number; y: number }[];
  segments: { x1: number; y1: number; x2: number; y2: number }[];
  ticks: { x: number; label: string }[];
}

/** "6 Jan": the year is in the report's period line. */
export const shortDate = (date: string): string =>
  (formatDate(date) ?? date).replace(/ \d{4}$/, '');

export function painChartGeometry(
  points: readonly ChartPoint[],
  start: string,
  end: string,
  box: Box,
): ChartGeometry {
  const first = dayNumber(start) as number;
  const span = Math.max((dayNumber(end) as number) - first, 0);
  const xOf = (day: number) =>
    span === 0 ? box.x + box.width / 2 : box.x + ((day - first) / span) * box.width;
  const yOf = (level: number) => box.y + (Math.min(Math.max(level, 0), 10) / 10) * box.height;

  const days = points
    .map((point) => ({ day: dayNumber(point.date), painLevel: point.painLevel }))
    .filter(
      (point): point is { day: number; painLevel: number } =>
        point.day !== null && point.day >= first && point.day <= first + span,
    )
    .sort((a, b) => a.day - b.day);

  const segments: ChartGeometry['segments'] = [];
  for (let index = 1; index < days.length; index += 1) {
    const before = days[index - 1] as { day: number; painLevel: number };
    const here = days[index] as { day: number; painLevel: number };
    if (here.day - before.day !== 1) continue;
    segments.push({
      x1: xOf(before.day),
      y1: yOf(before.painLevel),
      x2: xOf(here.day),
      y2: yOf(here.painLevel),
    });
  }

  const tickCount = Math.min(MAX_DATE_TICKS, span + 1);
  const ticks = Array.from({ length: tickCount }, (_, index) => {
    const day = tickCount === 1 ? first : first + Math.round((index * span) / (tickCount - 1));
    return { x: xOf(day), label: shortDate(dateOfDay(day)) };
  });

  return {
    grid: GRID_LEVELS.map((level) => ({ y: yOf(level), label: String(level) })),
    severeY: yOf(SEVERE_LEVEL),
    dots: days.map((point) => ({ x: xOf(point.day), y: yOf(point.painLevel) })),
    segments,
    ticks,
  };
}
