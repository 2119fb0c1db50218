import { localDate } from '../time-zone';

/**
 * The local date of many instants in one time zone, fast: an import reads a million readings,
 * and Intl's formatter costs microseconds a call. Every zone's offsets and clock changes fall on
 * quarter hours, so all instants of one quarter hour share a date and one lookup serves them.
 */
const QUARTER_HOUR_MS = 15 * 60_000;

export function createLocalDater(timeZone: string): (instant: number) => string {
  const byQuarter = new Map<number, string>();
  return (instant) => {
    const quarter = Math.floor(instant / QUARTER_HOUR_MS);
    let date = byQuarter.get(quarter);
    if (date === undefined) {
      // A long import spans years: keep the cache from growing with it.
      if (byQuarter.size > 50_000) byQuarter.clear();
      date = localDate(new Date(quarter * QUARTER_HOUR_MS), timeZone);
      byQuarter.set(quarter, date);
    }
    return date;
  };
}
