import { dateOfDay, MS_PER_DAY } from '../calendar';
import { isDueOnDate, scheduleDate, type ScheduleDate } from '../medication-schedule';
import { mean, round1 } from '../stats/numbers';
import type { LocalClock } from './local-clock';
import type { AnalysisInput, MedicationEffectiveness } from './types';

/**
 * What the medication records say day by day: how many scheduled doses were due, how many were
 * taken, and the ratings given. A day's doses are the logs whose taken time falls on that day in
 * the user's time zone; a skipped log is not a dose taken.
 */

/** Days of each kind needed before taken-vs-missed pain is compared. */
export const MEDICATION_MIN_DAYS = 3;

export interface MedicationTimeline {
  /** Day number -> share (0..1) of the day's scheduled doses taken, on days with any due. */
  adherence: Map<number, number>;
  effectiveness: MedicationEffectiveness[];
  /** Ratings (1-10) of doses taken in the window. */
  ratings: number[];
  /** Dose logs (taken or skipped) in the window. */
  doseLogs: number;
}

interface Window {
  fromDay: number;
  toDay: number;
}

interface WindowDay extends ScheduleDate {
  day: number;
  date: string;
}

/** The window's days, each read once for every medication's schedule. */
function windowDays({ fromDay, toDay }: Window): WindowDay[] {
  const days: WindowDay[] = [];
  for (let day = fromDay; day <= toDay; day += 1) {
    const date = dateOfDay(day);
    days.push({ day, date, ...scheduleDate(date) });
  }
  return days;
}

/** Scheduled doses per day for one medication: its active rows due that day, within its dates. */
function dueSlots(
  medication: AnalysisInput['medications'][number],
  rows: readonly number[][],
  day: WindowDay,
): number {
  if (day.date < medication.startDate) return 0;
  // A stopped medication without an end date: when it stopped is unknown, so nothing is due.
  if (medication.endDate === null ? !medication.isActive : day.date > medication.endDate) return 0;
  let slots = 0;
  for (const days of rows) if (isDueOnDate(days, day)) slots += 1;
  return slots;
}

export function medicationTimeline(
  input: Pick<AnalysisInput, 'medications' | 'schedules' | 'doseLogs'>,
  clock: LocalClock,
  window: Window,
  painByDay: ReadonlyMap<number, number>,
): MedicationTimeline {
  const taken = new Map<string, Map<number, number>>();
  const ratingsBy = new Map<string, number[]>();
  const ratings: number[] = [];
  let doseLogs = 0;
  // No time zone is more than 14 hours from UTC: logs further out cannot fall in the window.
  const earliest = (window.fromDay - 1) * MS_PER_DAY;
  const latest = (window.toDay + 2) * MS_PER_DAY;
  for (const log of input.doseLogs) {
    const time = Date.parse(log.takenAt);
    if (Number.isNaN(time) || time < earliest || time >= latest) continue;
    const day = clock.dayOf(time);
    if (day < window.fromDay || day > window.toDay) continue;
    doseLogs += 1;
    if (log.skipped) continue;
    let byDay = taken.get(log.medicationId);
    if (!byDay) taken.set(log.medicationId, (byDay = new Map()));
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
    const rating = log.effectiveness;
    if (typeof rating === 'number' && Number.isFinite(rating) && rating >= 1 && rating <= 10) {
      ratings.push(rating);
      const list = ratingsBy.get(log.medicationId) ?? [];
      list.push(rating);
      ratingsBy.set(log.medicationId, list);
    }
  }

  const calendar = windowDays(window);
  const due = new Map<number, number>();
  const done = new Map<number, number>();
  const effectiveness: MedicationEffectiveness[] = [];
  for (const medication of input.medications) {
    const rows = input.schedules
      .filter((row) => row.medicationId === medication.id && row.isActive)
      .map((row) => row.days);
    const takenByDay = taken.get(medication.id);
    const painTaken: number[] = [];
    const painMissed: number[] = [];
    if (rows.length > 0) {
      for (const date of calendar) {
        const { day } = date;
        const slots = dueSlots(medication, rows, date);
        if (slots === 0) continue;
        const doses = takenByDay?.get(day) ?? 0;
        due.set(day, (due.get(day) ?? 0) + slots);
        done.set(day, (done.get(day) ?? 0) + Math.min(doses, slots));
        const pain = painByDay.get(day);
        if (pain !== undefined) (doses > 0 ? painTaken : painMissed).push(pain);
      }
    }
    const own = ratingsBy.get(medication.id) ?? [];
    if (own.length === 0 && painTaken.length + painMissed.length === 0) continue;
    const meanTaken = mean(painTaken);
    const meanMissed = mean(painMissed);
    const comparable =
      painTaken.length >= MEDICATION_MIN_DAYS && painMissed.length >= MEDICATION_MIN_DAYS;
    effectiveness.push({
      medicationId: medication.id,
      name: medication.name,
      averageRating: own.length > 0 ? round1(mean(own) as number) : null,
      ratings: own.length,
      takenDays: painTaken.length,
      missedDays: painMissed.length,
      meanPainTaken: meanTaken === null ? null : round1(meanTaken),
      meanPainMissed: meanMissed === null ? null : round1(meanMissed),
      difference: comparable ? round1((meanTaken as number) - (meanMissed as number)) : null,
    });
  }
  effectiveness.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));

  const adherence = new Map<number, number>();
  for (const [day, slots] of due) adherence.set(day, (done.get(day) ?? 0) / slots);
  return { adherence, effectiveness, ratings, doseLogs };
}
