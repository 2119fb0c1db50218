import { dayNumber, MS_PER_DAY } from '../../calendar';
import { zonedInstant } from '../../time-zone';

/**
 * Dates and times as CSV files write them: ISO 8601 with an offset ("2024-06-08T14:12:00Z",
 * "2024-06-08T16:12:00.250+02:00"), or a wall time without one, read in the person's time zone
 * ("2024-06-08 14:12", "2024-06-08T14:12:30", Withings' "2026-09-17 10:00:00" and its older
 * "2016-05-31 6:36 AM").
 */
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*([AaPp][Mm]))?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/;

export const TIMESTAMP_EXAMPLES = '2024-06-08T14:12:00Z, or 2024-06-08 14:12 in your time zone';

/** Milliseconds since the epoch, or null when `text` is not one of the forms above. */
export function parseCsvTimestamp(text: string, timeZone: string): number | null {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, date = '', hourText = '', minuteText = '', secondText, fraction, meridiem, offset] =
    match;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  const second = secondText === undefined ? 0 : Number(secondText);
  const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12 || offset !== undefined) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  const day = dayNumber(date);
  if (day === null || hour > 23 || minute > 59 || second > 59) return null;
  const rest = second * 1000 + ms;
  if (offset === undefined) {
    const time = `${String(hour).padStart(2, '0')}:${minuteText}`;
    return zonedInstant(date, time, timeZone).getTime() + rest;
  }
  const east = offsetMinutes(offset);
  if (east === null) return null;
  return day * MS_PER_DAY + (hour * 60 + minute - east) * 60_000 + rest;
}

/** "Z", "+02", "+0200" or "-02:30" as minutes east of UTC; null past ±14:00. */
function offsetMinutes(offset: string): number | null {
  if (offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  const total = hours * 60 + minutes;
  if (minutes > 59 || total > 14 * 60) return null;
  return offset.startsWith('-') ? -total : total;
}
