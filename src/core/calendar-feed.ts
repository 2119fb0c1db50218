import { z } from 'zod';
import { addDays } from './calendar';
import { isDueOn } from './medication-schedule';

/**
 * The private calendar feed (issue 20): a person's medication times and check-ins as an
 * iCalendar subscription. This file says how Cairn's stored schedules read as recurrence rules
 * (RFC 5545 RRULE values) and what the feed's API answers.
 */

export const CALENDAR_FEED_URL = '/api/calendar-feed';
/** The feed itself: `${CALENDAR_FILE_URL}/${token}.ics`. */
export const CALENDAR_FILE_URL = '/api/calendar';

/** GET /api/calendar-feed */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: string | null;
  /** When a calendar app last fetched the feed; null when none has yet. */
  lastUsedAt: string | null;
}

/** POST /api/calendar-feed: the address is shown this once; only its hash is kept. */
export interface CalendarFeedCreated {
  url: string;
  createdAt: string;
}

/** The `:file` of the feed's address: the link's 43-character token and ".ics". */
export const calendarFileSchema = z.object({
  file: z
    .string({ error: 'file must be text' })
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'file must be a calendar token and .ics' })
    .transform((file) => file.slice(0, -'.ics'.length)),
});

export const DAILY_CHECKIN_EVENT = 'Cairn: daily check-in';
export const PEG_CHECKIN_EVENT = 'Cairn: weekly check-in';
/** How long each event lasts in the calendar: a dose or a check-in is a moment, not a meeting. */
export const EVENT_MINUTES = 10;

/** "Naproxen 500 mg": what a dose's event is called. */
export function doseEventTitle(name: string, dosage: string): string {
  return dosage ? `${name} ${dosage}` : name;
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** Every month has at least this many days; a later day needs a rule of its own. */
const SHORTEST_MONTH = 28;
const NOT_FEBRUARY = 'BYMONTH=1,3,4,5,6,7,8,9,10,11,12';

export interface ScheduleRecurrence {
  /** The RRULE value, without the "RRULE:" name. */
  rule: string;
  /** The first date the rule falls on (yyyy-MM-dd): an event starts on its first occurrence. */
  start: string;
}

interface RulePart {
  rule: string;
  /** Whether the rule falls on `date`, to find its first date. */
  on(date: string): boolean;
}

const month = (date: string) => Number(date.slice(5, 7));

/**
 * The parts of a schedule row's `days` (medication-schedule.ts: 0..6 weekdays, negative days of
 * the month), each a recurrence rule. Weekdays make one rule, days of the month up to the 28th
 * another. A later day falls on the month's last day when the month is shorter: the 31st is
 * every month's last day (BYMONTHDAY=-1); the 29th and 30th are that day in every month but
 * February, and February's last day. RFC 5545 could also say "the last of the 28th-31st" with
 * BYSETPOS, but ical.js (Thunderbird's engine) ignores BYSETPOS beside BYMONTHDAY and would
 * show four doses a month; these forms every calendar app reads alike.
 */
function ruleParts(days: readonly number[]): RulePart[] {
  const weekdays = [...new Set(days.filter((day) => day >= 0 && day <= 6))].sort((a, b) => a - b);
  const monthDays = [...new Set(days.filter((day) => day <= -1 && day >= -31).map((day) => -day))];
  monthDays.sort((a, b) => a - b);
  const parts: RulePart[] = [];
  if (weekdays.length > 0) {
    const rule =
      weekdays.length === 7
        ? 'FREQ=DAILY'
        : `FREQ=WEEKLY;BYDAY=${weekdays.map((day) => BYDAY[day]).join(',')}`;
    parts.push({ rule, on: (date) => isDueOn(weekdays, date) });
  }
  const plain = monthDays.filter((day) => day <= SHORTEST_MONTH);
  if (plain.length > 0) {
    const stored = plain.map((day) => -day);
    parts.push({
      rule: `FREQ=MONTHLY;BYMONTHDAY=${plain.join(',')}`,
      on: (date) => isDueOn(stored, date),
    });
  }
  const late = monthDays.filter((day) => day > SHORTEST_MONTH && day < 31);
  if (late.length > 0) {
    const stored = late.map((day) => -day);
    parts.push({
      rule: `FREQ=MONTHLY;${NOT_FEBRUARY};BYMONTHDAY=${late.join(',')}`,
      on: (date) => month(date) !== 2 && isDueOn(stored, date),
    });
  }
  if (monthDays.includes(31)) {
    // Every month's last day, February's included.
    parts.push({ rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', on: (date) => isDueOn([-31], date) });
  } else if (late.length > 0) {
    parts.push({
      rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
      on: (date) => month(date) === 2 && isDueOn([-31], date),
    });
  }
  return parts;
}

/**
 * The recurrence rules that together repeat on exactly the days a schedule row's `days` say,
 * from `from` on, each with its first date: an event's start is its first occurrence, so a
 * Monday dose of a medication begun on a Wednesday starts the next Monday. No days (an
 * as-needed medication): no rule at all.
 */
export function scheduleRecurrences(days: readonly number[], from: string): ScheduleRecurrence[] {
  return ruleParts(days).map(({ rule, on }) => ({ rule, start: firstDate(on, from) }));
}

/** Any rule here falls within a year and a month (the 31st, February's last day). */
function firstDate(on: (date: string) => boolean, from: string): string {
  for (let offset = 0; offset < 400; offset += 1) {
    const date = addDays(from, offset);
    if (on(date)) return date;
  }
  throw new Error(`no date within 400 days of ${from}`);
}

/**
 * The rule's end as RFC 5545 wants it beside a start in a named zone: the UTC instant,
 * yyyyMMddTHHmmssZ (`;UNTIL=...` is added to the rule).
 */
export function untilPart(instant: Date): string {
  const iso = instant.toISOString();
  return `;UNTIL=${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}
