/*
 * The admin screens' date formats from the spec ('MMM d, yyyy', 'h:mm a', 'Joined MMM yyyy'),
 * in the admin's own time zone. The wall clock comes from Intl, so the browser's zone (and its
 * clock changes) never shifts the result; the patterns are short enough to spell out here.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClock(iso: string, timeZone: string): WallClock | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { ...options, timeZone }).formatToParts(time);
  } catch {
    // A zone this browser does not know: its own zone is the next best thing.
    parts = new Intl.DateTimeFormat('en-US', options).formatToParts(time);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** 'MMM d, yyyy': "Mar 1, 2026". */
export function formatDay(iso: string, timeZone: string): string {
  const clock = wallClock(iso, timeZone);
  return clock ? `${MONTHS[clock.month - 1]} ${clock.day}, ${clock.year}` : '';
}

/** 'h:mm a': "9:05 AM", "12:30 PM", "12:00 AM" at midnight. */
export function formatTime(iso: string, timeZone: string): string {
  const clock = wallClock(iso, timeZone);
  if (!clock) return '';
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const minutes = String(clock.minute).padStart(2, '0');
  return `${hour12}:${minutes} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** 'MMM yyyy': "Mar 2026". */
export function formatMonth(iso: string, timeZone: string): string {
  const clock = wallClock(iso, timeZone);
  return clock ? `${MONTHS[clock.month - 1]} ${clock.year}` : '';
}
