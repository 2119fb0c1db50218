import { addDays } from './calendar';
import { localDate, zonedInstant } from './time-zone';

/**
 * When the daily check-in reminder is due. The reminder is given while Cairn is open: at the
 * reminder time in the user's time zone, at most once per local day (see
 * docs/decisions/0008-theme-and-reminders.md).
 */

/** The first instant after `now` at which the wall clock in `timeZone` reads `time` ('HH:mm'). */
export function nextReminderAt(now: Date, time: string, timeZone: string): Date {
  const today = localDate(now, timeZone);
  const todays = zonedInstant(today, time, timeZone);
  if (todays.getTime() > now.getTime()) return todays;
  // Whatever the clocks did overnight, tomorrow's wall-clock time is found afresh.
  return zonedInstant(addDays(today, 1), time, timeZone);
}

export interface ReminderCheck {
  now: Date;
  /** When the app last looked (opened, or the previous check): only a time passed since counts. */
  since: Date;
  time: string;
  timeZone: string;
  /** The local date (yyyy-MM-dd) a reminder was last given for, if any. */
  lastReminded: string | null;
}

/**
 * The local date to remind for, when today's reminder time passed between `since` and `now`
 * and no reminder was given for today yet; otherwise null. Opening Cairn after the reminder
 * time does not remind: the person is already here.
 */
export function dueReminderDate({
  now,
  since,
  time,
  timeZone,
  lastReminded,
}: ReminderCheck): string | null {
  const today = localDate(now, timeZone);
  if (lastReminded === today) return null;
  const at = zonedInstant(today, time, timeZone).getTime();
  return at > since.getTime() && at <= now.getTime() ? today : null;
}
