import { addDays, dateOfDay, dayNumber } from '../calendar';
import { plural } from '../report/words';
import { clamp } from '../stats/numbers';
import { trackingStreak } from '../streak';
import { DATA_FREQUENCIES } from './constants';
import type { DataFrequency, ParticipationStatus } from './constants';
import { addMonths, daysBetween, monthOf, wholeMonthsBetween } from './dates';
import type { ImpactScoreParts } from './types';

/** "6 months", "1 year 2 months", "3 weeks": the study's length from its dates. */
export function studyDuration(startDate: string, endDate: string): string {
  // The study runs through its end date: 1 January to 30 June reads "6 months", not "5 months".
  const after = addDays(endDate, 1);
  const months = wholeMonthsBetween(startDate, after);
  if (months >= 12) {
    const years = plural(Math.floor(months / 12), 'year');
    return months % 12 === 0 ? years : `${years} ${plural(months % 12, 'month')}`;
  }
  if (months >= 1) return plural(months, 'month');
  const days = daysBetween(startDate, after);
  return days >= 7 ? plural(Math.floor(days / 7), 'week') : plural(days, 'day');
}

/**
 * Whole percent of the time from enrolment to the study's end date that has passed; 100 when
 * completed; a withdrawn participation keeps the percent it had reached on withdrawal.
 */
export function completionPercentage(input: {
  enrolledOn: string;
  endDate: string;
  /** today, or the day it was withdrawn or completed */
  asOf: string;
  status: ParticipationStatus;
}): number {
  if (input.status === 'completed') return 100;
  const total = daysBetween(input.enrolledOn, input.endDate);
  // Enrolled on the last day (or later): there is no stretch to divide, only before or after.
  if (total <= 0) return input.asOf >= input.endDate ? 100 : 0;
  const elapsed = daysBetween(input.enrolledOn, input.asOf);
  return clamp(Math.floor((100 * elapsed) / total), 0, 100);
}

/**
 * The next date data is gathered, after today: daily is tomorrow, weekly and monthly count
 * from the enrolment date, "once" is the day after enrolment until it has passed. Null after
 * the end date.
 */
export function nextSubmission(input: {
  enrolledOn: string;
  endDate: string;
  today: string;
  frequencies: DataFrequency[];
}): string | null {
  const { enrolledOn, endDate, today } = input;
  // DATA_FREQUENCIES runs from most to least frequent; the most frequent sets the next date.
  const frequency = DATA_FREQUENCIES.find((item) => input.frequencies.includes(item));
  let next: string | null;
  switch (frequency) {
    case 'daily':
      next = addDays(today, 1);
      break;
    case 'weekly': {
      const weeks = Math.max(1, Math.floor(daysBetween(enrolledOn, today) / 7) + 1);
      next = addDays(enrolledOn, 7 * weeks);
      break;
    }
    case 'monthly':
      next = addMonths(enrolledOn, wholeMonthsBetween(enrolledOn, today) + 1);
      break;
    case 'once': {
      const dayAfter = addDays(enrolledOn, 1);
      next = dayAfter > today ? dayAfter : null;
      break;
    }
    default:
      next = null;
  }
  return next !== null && next <= endDate ? next : null;
}

/** Weeks counted from Monday: 1970-01-01 was a Thursday, so day number + 3 starts on a Monday. */
function weekNumber(day: number): number {
  return Math.floor((day + 3) / 7);
}

/**
 * Consecutive weeks (Monday to Sunday) with data shared, ending this week, or last week when
 * nothing has been shared yet this week.
 */
export function contributionStreak(datesShared: string[], today: string): number {
  const end = dayNumber(today);
  if (end === null) return 0;
  const weeks = new Set<number>();
  for (const date of datesShared) {
    const day = dayNumber(date);
    if (day !== null && day <= end) weeks.add(weekNumber(day));
  }
  // Consecutive weeks are consecutive numbers, so the daily tracking streak counts them when
  // each week number stands in for a day: this week is "today", last week "yesterday".
  const asDays = [...weeks].map((week) => ({ date: dateOfDay(week) }));
  return trackingStreak(asDays, dateOfDay(weekNumber(end)));
}

/** The research impact score (0-100) and its parts; the formula is in docs/decisions. */
export function researchImpactScore(input: {
  completedStudies: number;
  activeStudies: number;
  dataPoints: number;
  streakWeeks: number;
}): { score: number; parts: ImpactScoreParts } {
  /*
   * Research impact score, 0 to 100, the sum of four capped parts:
   * - completed studies: 20 points each, at most 40 (two completed studies);
   * - active studies: 10 points each, at most 20 (two active studies);
   * - data points contributed: floor(10 × log10(1 + data points)), at most 30 (reached at 999
   *   data points; the logarithm keeps daily loggers from outscoring people who finish studies);
   * - contribution streak: 1 point per consecutive week, at most 10.
   * Total = completed + active + data + streak, capped at 100.
   */
  const completedStudies = Math.max(0, input.completedStudies);
  const activeStudies = Math.max(0, input.activeStudies);
  const dataPoints = Math.max(0, input.dataPoints);
  const streakWeeks = Math.max(0, input.streakWeeks);
  const points = {
    completed: Math.min(40, 20 * completedStudies),
    active: Math.min(20, 10 * activeStudies),
    data: Math.min(30, Math.floor(10 * Math.log10(1 + dataPoints))),
    streak: Math.min(10, streakWeeks),
  };
  const score = Math.min(100, points.completed + points.active + points.data + points.streak);
  return { score, parts: { completedStudies, activeStudies, dataPoints, streakWeeks, points } };
}

/** Data points per calendar month for the 12 months up to today, oldest first, zeros kept. */
export function monthlyContributions(
  points: { date: string; count: number }[],
  today: string,
): { month: string; dataPoints: number }[] {
  const firstOfMonth = `${monthOf(today)}-01`;
  const totals = new Map<string, number>();
  for (let back = 11; back >= 0; back -= 1) totals.set(monthOf(addMonths(firstOfMonth, -back)), 0);
  for (const point of points) {
    const month = monthOf(point.date);
    const total = totals.get(month);
    if (total !== undefined) totals.set(month, total + point.count);
  }
  return [...totals].map(([month, dataPoints]) => ({ month, dataPoints }));
}
