import type {
  ICalTemporalInstantStub,
  ICalTemporalPlainDateTimeStub,
  ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { zonedInstant } from '@core/time-zone';

/**
 * A wall-clock time ("2026-03-01 08:00" in the event's zone) in the Temporal shape that
 * ical-generator writes digit for digit beside the event's TZID. A Date or an ISO string would be
 * read in the server's own zone first, and a server outside UTC would shift every event.
 */
export function wallTime(
  date: string,
  time: string,
  addMinutes = 0,
): ICalTemporalPlainDateTimeStub {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute + addMinutes));
  const text = wall.toISOString().slice(0, 19);
  const plainDate = {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    toJSON: () => text.slice(0, 10),
    toString: () => text.slice(0, 10),
  };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...plainDate,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: 0,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => plainDate,
    toZonedDateTime: (timeZone) => zoned(plain, timeZone),
  };
  return plain;
}

/**
 * The same wall time in the event's zone: ical-generator asks for it and writes its wall time
 * back out. Only that one zone is ever asked for; converting to another is not needed here.
 */
function zoned(
  plain: ICalTemporalPlainDateTimeStub,
  timeZone: string,
): ICalTemporalZonedDateTimeStub {
  const [date, clock] = plain.toString().split('T') as [string, string];
  const self: ICalTemporalZonedDateTimeStub = {
    year: plain.year,
    month: plain.month,
    day: plain.day,
    hour: plain.hour,
    minute: plain.minute,
    second: plain.second,
    timeZoneId: timeZone,
    toPlainDateTime: () => plain,
    toInstant: () => instant(zonedInstant(date, clock.slice(0, 5), timeZone), self),
    toJSON: () => `${plain.toString()}[${timeZone}]`,
    toString: () => `${plain.toString()}[${timeZone}]`,
    withTimeZone: (other) => sameZone(self, other),
  };
  return self;
}

function instant(at: Date, zonedTime: ICalTemporalZonedDateTimeStub): ICalTemporalInstantStub {
  return {
    epochMilliseconds: at.getTime(),
    toJSON: () => at.toISOString(),
    toString: () => at.toISOString(),
    toZonedDateTimeISO: (other) => sameZone(zonedTime, other),
  };
}

function sameZone(zonedTime: ICalTemporalZonedDateTimeStub, other: string) {
  if (other !== zonedTime.timeZoneId) {
    throw new Error(`a wall time in ${zonedTime.timeZoneId} is written in that zone only`);
  }
  return zonedTime;
}
