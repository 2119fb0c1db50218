import { dayNumber, WEEKDAY_NAMES } from './calendar';
import { localDate, zonedInstant } from './time-zone';

/**
 * Live chat hours (spec document 2 section 9): Monday to Friday, 9 AM to 5 PM Pacific time.
 * "PST" in the spec is read as the Pacific wall clock (America/Los_Angeles), so the hours stay
 * 9 to 5 there in summer too.
 */
export const LIVE_CHAT_HOURS_TEXT = 'Monday to Friday 9 AM to 5 PM PST';
export const LIVE_CHAT_TIME_ZONE = 'America/Los_Angeles';
const OPENS = '09:00';
const CLOSES = '17:00';
const MONDAY = 1;
const FRIDAY = 5;

/** Today's (Pacific calendar day's) opening and closing instants. */
export function liveChatHours(now: Date): { opens: Date; closes: Date } {
  const date = localDate(now, LIVE_CHAT_TIME_ZONE);
  return {
    opens: zonedInstant(date, OPENS, LIVE_CHAT_TIME_ZONE),
    closes: zonedInstant(date, CLOSES, LIVE_CHAT_TIME_ZONE),
  };
}

function clock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(instant)
    .replace(/\s/g, ' ');
}

/**
 * The same hours on the wall clock of `timeZone` ("Tuesday to Saturday", "4:00 AM",
 * "12:00 PM" in Sydney), or null where they read as in California.
 */
export function liveChatHoursIn(
  timeZone: string,
  now: Date,
): { days: string; opens: string; closes: string } | null {
  const { opens, closes } = liveChatHours(now);
  const shift =
    (dayNumber(localDate(opens, timeZone)) ?? 0) -
    (dayNumber(localDate(opens, LIVE_CHAT_TIME_ZONE)) ?? 0);
  const local = { opens: clock(opens, timeZone), closes: clock(closes, timeZone) };
  if (shift === 0 && local.opens === clock(opens, LIVE_CHAT_TIME_ZONE)) return null;
  const day = (index: number) => WEEKDAY_NAMES[(index + shift + 7) % 7];
  return { days: `${day(MONDAY)} to ${day(FRIDAY)}`, ...local };
}
