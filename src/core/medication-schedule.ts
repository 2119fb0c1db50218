import { addDays, weekdayIndex } from './calendar';
import type { Frequency, TodayScheduleItem } from './medications';
import { localDate, localMinutes, minutesOf, zonedInstant } from './time-zone';

/**
 * Schedule rows store `days` as numbers. 0..6 are weekdays (0 Sunday), used by daily (all
 * seven) and weekly (one). Monthly stores the day of the month as a negative number (-15 is
 * "the 15th"), so one list of numbers says both; a day past the month's end (the 31st in April)
 * falls on the month's last day.
 */
export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

export interface ProposedSchedule {
  times: string[];
  days: number[];
}

const PROPOSED_TIMES: Record<Frequency, string[]> = {
  'as-needed': [],
  daily: ['08:00'],
  'twice-daily': ['08:00', '20:00'],
  'three-times-daily': ['08:00', '14:00', '20:00'],
  weekly: ['08:00'],
  monthly: ['08:00'],
};

export function proposedTimes(frequency: Frequency): string[] {
  return [...PROPOSED_TIMES[frequency]];
}

/** The days a frequency's schedule rows fall on, anchored to the start date. */
export function scheduleDays(frequency: Frequency, startDate: string): number[] {
  if (frequency === 'weekly') return [weekdayIndex(startDate)];
  if (frequency === 'monthly') return [-Number(startDate.slice(8, 10))];
  if (frequency === 'as-needed') return [];
  return [...ALL_WEEKDAYS];
}

function daysInMonth(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date as the schedule reads it: weekday (0 Sunday), day of the month, month's last day. */
export interface ScheduleDate {
  weekday: number;
  dayOfMonth: number;
  lastDay: number;
}

export function scheduleDate(date: string): ScheduleDate {
  return {
    weekday: weekdayIndex(date),
    dayOfMonth: Number(date.slice(8, 10)),
    lastDay: daysInMonth(date),
  };
}

/** Whether a schedule row with these `days` has a dose on `date` (yyyy-MM-dd). */
export function isDueOn(days: number[], date: string): boolean {
  return isDueOnDate(days, scheduleDate(date));
}

/** The same for a date already read (the analysis checks every day of years of schedules). */
export function isDueOnDate(
  days: readonly number[],
  { weekday, dayOfMonth, lastDay }: ScheduleDate,
) {
  return days.some((day) => (day >= 0 ? day === weekday : Math.min(-day, lastDay) === dayOfMonth));
}

// Wall-clock helpers moved to time-zone.ts; re-exported for existing importers.
export { localMinutes, minutesOf, zonedInstant } from './time-zone';

/** A dose as minutes since midnight, and the slot it was logged for when the user chose one. */
export type DoseTime = number | { minutes: number; slot: number | null };

/**
 * Which slots (minutes since midnight) the day's doses fill, one dose per slot. A dose logged
 * for a slot ("Mark as Taken" on that card) fills it; every other dose goes to the free slot
 * closest to its time, closest pairs first.
 */
export function matchDoses(slots: number[], doses: DoseTime[]): boolean[] {
  const taken = slots.map(() => false);
  const used = doses.map(() => false);
  doses.forEach((dose, index) => {
    if (typeof dose === 'number' || dose.slot === null) return;
    const slot = slots.indexOf(dose.slot);
    if (slot < 0 || taken[slot]) return;
    taken[slot] = true;
    used[index] = true;
  });
  const pairs: Array<{ slot: number; dose: number; distance: number }> = [];
  slots.forEach((slotMinutes, slot) =>
    doses.forEach((dose, index) => {
      const minutes = typeof dose === 'number' ? dose : dose.minutes;
      pairs.push({ slot, dose: index, distance: Math.abs(slotMinutes - minutes) });
    }),
  );
  pairs.sort((a, b) => a.distance - b.distance || a.slot - b.slot);
  for (const { slot, dose } of pairs) {
    if (taken[slot] || used[dose]) continue;
    taken[slot] = true;
    used[dose] = true;
  }
  return taken;
}

export interface ScheduleMedication {
  id: string;
  name: string;
  dosage: string;
  isActive: boolean;
  startDate: string;
  schedule: Array<{ timeOfDay: string; days: number[] }>;
}

export interface DoseRecord {
  medicationId: string;
  takenAt: string;
  skipped: boolean;
  /** 'HH:mm' of the slot the dose was logged for, if the user chose one. */
  scheduledTime?: string | null;
}

export const OVERDUE_AFTER_MINUTES = 60;

/** Doses taken (not skipped) on `date` in the zone, as minutes since midnight. */
function dosesOn(logs: DoseRecord[], medicationId: string, date: string, timeZone: string) {
  return logs
    .filter((log) => log.medicationId === medicationId && !log.skipped)
    .map((log) => ({ instant: new Date(log.takenAt), slot: log.scheduledTime ?? null }))
    .filter(({ instant }) => localDate(instant, timeZone) === date)
    .map(({ instant, slot }) => ({
      minutes: localMinutes(instant, timeZone),
      slot: slot === null ? null : minutesOf(slot),
    }));
}

function slotsOn(medication: ScheduleMedication, date: string): string[] {
  if (medication.startDate > date) return [];
  return medication.schedule
    .filter((slot) => isDueOn(slot.days, date))
    .map((slot) => slot.timeOfDay)
    .sort();
}

/** Today's doses of the active medications in the user's zone, by due time. */
export function todaySchedule(
  medications: ScheduleMedication[],
  logs: DoseRecord[],
  now: Date,
  timeZone: string,
): TodayScheduleItem[] {
  const today = localDate(now, timeZone);
  const items: TodayScheduleItem[] = [];
  for (const medication of medications) {
    if (!medication.isActive) continue;
    const times = slotsOn(medication, today);
    const taken = matchDoses(times.map(minutesOf), dosesOn(logs, medication.id, today, timeZone));
    times.forEach((dueTime, index) => {
      const isTaken = taken[index] ?? false;
      const overdueAt =
        zonedInstant(today, dueTime, timeZone).getTime() + OVERDUE_AFTER_MINUTES * 60_000;
      items.push({
        medication: { id: medication.id, name: medication.name, dosage: medication.dosage },
        dueTime,
        taken: isTaken,
        overdue: !isTaken && now.getTime() > overdueAt,
      });
    });
  }
  return items.sort(
    (a, b) =>
      a.dueTime.localeCompare(b.dueTime) || a.medication.name.localeCompare(b.medication.name),
  );
}

export const ADHERENCE_WINDOW_DAYS = 30;

/**
 * Taken scheduled doses / scheduled doses due, over the last 30 days (today and the 29 before,
 * from the start date at the earliest), as a whole percent. A slot counts once its time has
 * passed, or earlier when it has already been taken. Null when no dose was due.
 */
export function adherenceRate(
  medication: ScheduleMedication,
  logs: DoseRecord[],
  now: Date,
  timeZone: string,
): number | null {
  const today = localDate(now, timeZone);
  const windowStart = addDays(today, -(ADHERENCE_WINDOW_DAYS - 1));
  let date = medication.startDate > windowStart ? medication.startDate : windowStart;
  let due = 0;
  let taken = 0;
  for (; date <= today; date = addDays(date, 1)) {
    const times = slotsOn(medication, date);
    if (times.length === 0) continue;
    const matched = matchDoses(times.map(minutesOf), dosesOn(logs, medication.id, date, timeZone));
    times.forEach((time, index) => {
      const isTaken = matched[index] ?? false;
      if (!isTaken && zonedInstant(date, time, timeZone).getTime() > now.getTime()) return;
      due += 1;
      if (isTaken) taken += 1;
    });
  }
  return due === 0 ? null : Math.round((taken / due) * 100);
}

/** Mean effectiveness of taken doses to one decimal; null without any. */
export function averageEffectiveness(
  logs: Array<{ skipped: boolean; effectiveness: number | null }>,
): number | null {
  const scores = logs
    .filter((log) => !log.skipped && log.effectiveness !== null)
    .map((log) => log.effectiveness as number);
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
}
