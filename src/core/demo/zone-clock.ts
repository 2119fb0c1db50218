import { dayNumber, MS_PER_DAY } from '../calendar';
import { zoneOffsetAt } from '../time-zone';

const MS_PER_MINUTE = 60_000;
const HOURS_14 = 14 * 60 * MS_PER_MINUTE;

/**
 * Wall-clock times in one time zone as ISO instants, for thousands of days. It gives the same
 * answer as zonedInstant (time-zone.ts) but reads the zone's offset only where it may change
 * (once or twice a week): ten years of demo data need tens of thousands of instants.
 */
export function createZoneClock(timeZone: string) {
  const offsetAt = (instant: number) => zoneOffsetAt(instant, timeZone);

  /**
   * An interval known to have one offset. Clocks change at most a few times a year, so a day
   * inside it needs no lookup, and a day past it first tries to stretch it a week further.
   */
  let known = { from: 0, to: -1, offset: 0 };
  const WEEK = 7 * MS_PER_DAY;

  /** The one offset of the whole local day, or null on a day the clocks change. */
  function steadyOffset(day: number): number | null {
    const start = day * MS_PER_DAY - HOURS_14;
    const end = (day + 1) * MS_PER_DAY + HOURS_14;
    if (start >= known.from && end <= known.to) return known.offset;
    const offset = offsetAt(start);
    if (offsetAt(end) !== offset) return null;
    known = { from: start, to: end, offset };
    if (offsetAt(end + WEEK) === offset) known.to = end + WEEK;
    return offset;
  }

  const dayNumbers = new Map<string, number | null>();
  function dayOf(date: string): number | null {
    let day = dayNumbers.get(date);
    if (day === undefined) {
      day = dayNumber(date);
      dayNumbers.set(date, day);
    }
    return day;
  }

  return {
    /** The instant that reads `date` at `minutes` after midnight on a wall clock in the zone. */
    instant(date: string, minutes: number): string {
      const day = dayOf(date);
      if (day === null) throw new Error(`not a calendar date: ${date}`);
      const wanted = day * MS_PER_DAY + minutes * MS_PER_MINUTE;
      const steady = steadyOffset(day);
      if (steady !== null) return new Date(wanted - steady).toISOString();
      // A clock change: read the offset twice, as zonedInstant does.
      const first = offsetAt(wanted);
      const second = offsetAt(wanted - first);
      return new Date(wanted - (first === second ? first : second)).toISOString();
    },
  };
}

export type ZoneClock = ReturnType<typeof createZoneClock>;
