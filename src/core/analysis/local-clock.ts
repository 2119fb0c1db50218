import { MS_PER_DAY } from '../calendar';
import { zoneOffsetAt } from '../time-zone';

/**
 * The user's calendar day and hour of many instants (dose logs, quick logs), fast. Intl's
 * formatter costs microseconds a call, too slow for ten years of logs, so the zone's UTC offset
 * is read once per UTC day boundary and reused for every instant of a day on which it does not
 * change; on the day of a clock change each instant is read on its own.
 *
 * The offsets at UTC day boundaries are kept per zone between analyses (what a zone's clock read
 * at an instant never changes): ten years of them cost the first analysis one formatter call a day,
 * a tenth of its time, and every later one in that zone nothing. The store is emptied when it
 * holds more than `KEPT_BOUNDARIES`, under 2 MB.
 */
export interface LocalClock {
  /** The calendar day in the zone, as days since 1970-01-01. */
  dayOf(time: number): number;
  /** 0-23 in the zone. */
  hourOf(time: number): number;
}

const KEPT_BOUNDARIES = 50_000;
const boundariesByZone = new Map<string, Map<number, number>>();
let keptBoundaries = 0;

function zoneBoundaries(timeZone: string): Map<number, number> {
  if (keptBoundaries > KEPT_BOUNDARIES) {
    boundariesByZone.clear();
    keptBoundaries = 0;
  }
  let found = boundariesByZone.get(timeZone);
  if (!found) {
    found = new Map();
    boundariesByZone.set(timeZone, found);
  }
  return found;
}

export function localClock(timeZone: string): LocalClock {
  const exactOffset = (time: number): number => zoneOffsetAt(time, timeZone);
  const atBoundary = zoneBoundaries(timeZone);
  const boundaryOffset = (utcDay: number): number => {
    let offset = atBoundary.get(utcDay);
    if (offset === undefined) {
      offset = exactOffset(utcDay * MS_PER_DAY);
      atBoundary.set(utcDay, offset);
      keptBoundaries += 1;
    }
    return offset;
  };
  // Logs come roughly in time order: the last steady day answers most of them.
  let steadyDay = Number.NaN;
  let steadyOffset = 0;
  const offsetAt = (time: number): number => {
    const utcDay = Math.floor(time / MS_PER_DAY);
    if (utcDay === steadyDay) return steadyOffset;
    const start = boundaryOffset(utcDay);
    if (start !== boundaryOffset(utcDay + 1)) return exactOffset(time);
    steadyDay = utcDay;
    steadyOffset = start;
    return start;
  };
  const wallTime = (time: number) => time + offsetAt(time);
  return {
    dayOf: (time) => Math.floor(wallTime(time) / MS_PER_DAY),
    hourOf: (time) =>
      Math.floor((((wallTime(time) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / 3_600_000),
  };
}
