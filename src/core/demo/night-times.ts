import { addDays } from '../calendar';
import type { Random } from './random';

/** A wall-clock time: a calendar date and minutes after its midnight. */
export interface WallTime {
  date: string;
  minutes: number;
}

const NINE_PM = 21 * 60;
const DAY = 24 * 60;

/**
 * A time in the night of `date`, from 21:00 to 03:00 (or, on the last day generated, before
 * midnight). A time after midnight is on the next calendar date, as the app would store it.
 */
export function nightTime(
  date: string,
  endDate: string,
  random: Random,
  from = NINE_PM,
  to = 27 * 60,
): WallTime {
  const latest = date === endDate ? Math.min(to, DAY - 2) : to;
  const minutes = random.int(from, latest - 1);
  return minutes >= DAY ? { date: addDays(date, 1), minutes: minutes - DAY } : { date, minutes };
}
