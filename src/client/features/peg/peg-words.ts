import type { PegItem } from '@core/peg';
import { format1 } from '@core/stats/numbers';

/** How the weekly check-in's figures and weeks read on screen. */

/** The answers' names, as the server's messages name them. */
export const PEG_ITEM_LABELS: Record<PegItem, string> = {
  pain: 'Average pain',
  enjoyment: 'Interference with enjoyment of life',
  activity: 'Interference with general activity',
};

/** Short names where a row has little room (the recent weeks, the chart's table). */
export const PEG_ITEM_SHORT: Record<PegItem, string> = {
  pain: 'Pain',
  enjoyment: 'Enjoyment',
  activity: 'Activity',
};

/** A score always with one decimal ("6.0"), so a column of them lines up and reads alike. */
export const pegScoreText = (score: number): string => format1(score);

/** "-0.6", "+1.3", "0.0": the sign always shown, so a fall is not read as a rise. */
export const pegChangeText = (change: number): string =>
  change > 0 ? `+${format1(change)}` : format1(change);

const WEEK_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // A week's Monday is a calendar date: formatted as it is, never shifted through a zone.
  timeZone: 'UTC',
});

/** "Week of Nov 23, 2026" for the Monday (yyyy-MM-dd) that starts the week. */
export function weekOf(weekStart: string): string {
  const time = Date.parse(`${weekStart}T00:00:00.000Z`);
  return Number.isNaN(time) ? `Week of ${weekStart}` : `Week of ${WEEK_DATE.format(time)}`;
}
