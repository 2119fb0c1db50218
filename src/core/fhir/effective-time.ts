import { isCalendarDate } from '../calendar';
import type { JournalEntry } from '../journal';
import { zoneOffsetAt } from '../time-zone';

const MS_PER_MINUTE = 60_000;

/** "+01:00", "-05:30", "+00:00". */
function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/**
 * `instant` as the wall-clock time in `timeZone` with that zone's offset at the time
 * ("2026-11-22T18:04:00.000+01:00"): the same instant, whose date part is the person's own day
 * wherever the file is read.
 */
export function zonedDateTime(instant: string, timeZone: string): string {
  const time = Date.parse(instant);
  const offsetMinutes = Math.round(zoneOffsetAt(time, timeZone) / MS_PER_MINUTE);
  const wall = new Date(time + offsetMinutes * MS_PER_MINUTE).toISOString().slice(0, 23);
  return `${wall}${offsetText(offsetMinutes)}`;
}

/**
 * When an entry's Observations were true: the moment the entry was saved (its createdAt), in
 * the person's zone. An entry's `date` is the person's day and createdAt the instant the server
 * stored it; when that instant falls on another day (a journal written for yesterday, a log
 * saved offline and sent the next day) the time of the entry itself is not known, so only its
 * day is given: a FHIR dateTime may be a date alone, which says no more than Cairn knows.
 */
export function entryEffectiveTime(
  entry: Pick<JournalEntry, 'date' | 'createdAt'>,
  timeZone: string,
): string {
  const saved = zonedDateTime(entry.createdAt, timeZone);
  return saved.slice(0, 10) === entry.date ? saved : entry.date;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The calendar date a FHIR date or dateTime is on, as written (its own offset's day), or null
 * for other text or a day that does not exist.
 */
export function dateOfEffectiveTime(value: string): string | null {
  const date = DATE_TIME.exec(value)?.[1];
  return date && isCalendarDate(date) ? date : null;
}
