import ical, { ICalAlarmType, type ICalEventData } from 'ical-generator';
import {
  DAILY_CHECKIN_EVENT,
  doseEventTitle,
  EVENT_MINUTES,
  PEG_CHECKIN_EVENT,
  scheduleRecurrences,
  untilPart,
} from '@core/calendar-feed';
import { ALL_WEEKDAYS } from '@core/medication-schedule';
import { DAILY_CHECKIN_TITLE, PEG_BODY } from '@core/reminder-delivery';
import { zonedInstant } from '@core/time-zone';
import { vtimezone } from './vtimezone';
import { wallTime } from './wall-time';

export interface FeedDose {
  scheduleId: string;
  name: string;
  dosage: string;
  /** 'HH:mm' */
  timeOfDay: string;
  /** As stored (medication-schedule.ts). */
  days: number[];
  startDate: string;
  endDate: string | null;
  /** The schedule's reminder is on: the calendar app alerts at the time too. */
  alarm: boolean;
}

/** Everything one person's feed shows. */
export interface FeedContent {
  timeZone: string;
  /** Where Cairn is reached, for the links in the events. */
  origin: string;
  /** The local date the check-ins start on (the day the link was made). */
  since: string;
  doses: FeedDose[];
  dailyCheckin: { time: string } | null;
  pegCheckin: { weekday: number; time: string } | null;
}

/** A zone's history is written from this many years back at most; older starts are rare. */
const OLDEST_YEARS = 30;

function event(
  content: FeedContent,
  fields: { id: string; summary: string; description: string; url: string },
  { rule, start }: { rule: string; start: string },
  time: string,
  alarm: boolean,
): ICalEventData {
  return {
    ...fields,
    start: wallTime(start, time),
    end: wallTime(start, time, EVENT_MINUTES),
    timezone: content.timeZone,
    repeating: rule,
    alarms: alarm ? [{ type: ICalAlarmType.display, trigger: 0, description: fields.summary }] : [],
  };
}

function doseEvents(content: FeedContent): ICalEventData[] {
  return content.doses.flatMap((dose) =>
    scheduleRecurrences(dose.days, dose.startDate).flatMap((recurrence, index) => {
      let rule = recurrence.rule;
      if (dose.endDate !== null) {
        if (dose.endDate < recurrence.start) return [];
        rule += untilPart(zonedInstant(dose.endDate, '23:59', content.timeZone));
      }
      const summary = doseEventTitle(dose.name, dose.dosage);
      // One schedule row can need more than one rule (a weekday and a day of the month).
      const id = `dose-${dose.scheduleId}${index === 0 ? '' : `-${index}`}@cairn`;
      const url = `${content.origin}/medications`;
      return [
        event(
          content,
          { id, summary, description: `Log it in Cairn: ${url}`, url },
          { rule, start: recurrence.start },
          dose.timeOfDay,
          dose.alarm,
        ),
      ];
    }),
  );
}

function checkinEvents(content: FeedContent, userId: string): ICalEventData[] {
  const events: ICalEventData[] = [];
  if (content.dailyCheckin) {
    const url = `${content.origin}/journal`;
    const [daily] = scheduleRecurrences(ALL_WEEKDAYS, content.since);
    events.push(
      event(
        content,
        {
          id: `daily-checkin-${userId}@cairn`,
          summary: DAILY_CHECKIN_EVENT,
          description: `${DAILY_CHECKIN_TITLE} Write today's journal entry: ${url}`,
          url,
        },
        daily!,
        content.dailyCheckin.time,
        true,
      ),
    );
  }
  if (content.pegCheckin) {
    const url = `${content.origin}/weekly-check-in`;
    const [weekly] = scheduleRecurrences([content.pegCheckin.weekday], content.since);
    events.push(
      event(
        content,
        {
          id: `peg-checkin-${userId}@cairn`,
          summary: PEG_CHECKIN_EVENT,
          description: `${PEG_BODY} ${url}`,
          url,
        },
        weekly!,
        content.pegCheckin.time,
        true,
      ),
    );
  }
  return events;
}

/**
 * The feed as iCalendar text: one recurring event per schedule rule, then the check-ins, all
 * at wall-clock times in the person's zone (TZID) with that zone's VTIMEZONE.
 */
export function feedCalendar(userId: string, content: FeedContent, now = new Date()): string {
  const events = [...doseEvents(content), ...checkinEvents(content, userId)];
  const calendar = ical({
    name: 'Cairn',
    prodId: { company: 'Cairn', product: 'Calendar feed', language: 'EN' },
    // Calendar apps that honour it look for changed schedules hourly.
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', content.timeZone]],
    events: events.map((data) => ({ ...data, stamp: now })),
  });
  const earliest = [content.since, ...content.doses.map((dose) => dose.startDate)].sort()[0]!;
  const fromYear = Math.max(Number(earliest.slice(0, 4)), now.getUTCFullYear() - OLDEST_YEARS);
  // ical-generator writes a VTIMEZONE only with a calendar-wide zone, which would also write
  // DTSTAMP in local time (RFC 5545 wants UTC there); so the block goes in here, before the events.
  return calendar
    .toString()
    .replace(
      /\r\n(?=BEGIN:VEVENT|END:VCALENDAR)/,
      `\r\n${vtimezone(content.timeZone, fromYear, now)}\r\n`,
    );
}
