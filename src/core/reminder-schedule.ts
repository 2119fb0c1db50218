import { addDays, weekdayIndex } from './calendar';
import { isDueOn } from './medication-schedule';
import type { UserSettings } from './settings';
import { localDate, zonedInstant } from './time-zone';

/**
 * Which reminders fall due in a stretch of time (issue 20). The scheduler asks every minute
 * for the stretch (now minus the grace window, now]; each reminder is named by its kind, what
 * it is for and the local date, and the send record's unique key on those makes it go once.
 *
 * Times are wall-clock times in the person's zone. On a day the clocks skip the time (02:30 on
 * the spring change) the reminder falls at the same distance past the change (03:30), and on a
 * day the time happens twice it falls on the second, the one left once the clocks settle: once a
 * day either way, never twice and never not at all. See docs/decisions/0025-reminders.md.
 */

export type DueKind = 'daily-checkin' | 'dose' | 'peg';

export interface DoseSlot {
  scheduleId: string;
  medicationId: string;
  name: string;
  dosage: string;
  /** 'HH:mm' */
  timeOfDay: string;
  /** As stored: 0..6 weekdays, negative days of the month (medication-schedule.ts). */
  days: number[];
  /** The medication's start and end dates (yyyy-MM-dd): no dose is due outside them. */
  startDate: string;
  endDate: string | null;
}

export type ReminderSettings = Pick<
  UserSettings,
  'remindersEnabled' | 'reminderTime' | 'doseReminders' | 'pegEnabled' | 'pegDay' | 'pegTime'
>;

export interface ReminderPlan {
  timeZone: string;
  settings: ReminderSettings;
  /** Active schedule slots of active medications whose reminder is on. */
  doses: DoseSlot[];
}

export interface DueReminder {
  kind: DueKind;
  /** What it is for: the schedule row for a dose, '' for the check-ins. */
  ref: string;
  /** The local date it is for (yyyy-MM-dd). */
  localDate: string;
  /** The instant it falls due. */
  dueAt: Date;
  dose?: DoseSlot;
}

/** The reminders of `plan` that fall due after `from` and at or before `to`. */
export function remindersDue(plan: ReminderPlan, from: Date, to: Date): DueReminder[] {
  const { timeZone, settings } = plan;
  const due: DueReminder[] = [];
  const within = (at: Date) => at.getTime() > from.getTime() && at.getTime() <= to.getTime();
  // A day before the first local date too: in zones far behind UTC, the previous local day's
  // late reminders can fall inside the stretch.
  const last = localDate(to, timeZone);
  for (let date = addDays(localDate(from, timeZone), -1); date <= last; date = addDays(date, 1)) {
    const consider = (kind: DueKind, ref: string, time: string, dose?: DoseSlot) => {
      const dueAt = zonedInstant(date, time, timeZone);
      if (within(dueAt)) due.push({ kind, ref, localDate: date, dueAt, ...(dose ? { dose } : {}) });
    };
    if (settings.remindersEnabled) consider('daily-checkin', '', settings.reminderTime);
    if (settings.pegEnabled && weekdayIndex(date) === settings.pegDay) {
      consider('peg', '', settings.pegTime);
    }
    if (settings.doseReminders) {
      for (const dose of plan.doses) {
        const taking = dose.startDate <= date && (dose.endDate === null || date <= dose.endDate);
        if (taking && isDueOn(dose.days, date)) {
          consider('dose', dose.scheduleId, dose.timeOfDay, dose);
        }
      }
    }
  }
  return due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
