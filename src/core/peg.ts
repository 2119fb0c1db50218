import { z } from 'zod';
import { addDays, dayNumber, weekdayIndex } from './calendar';

/**
 * The PEG-3 weekly check-in (Krebs et al., J Gen Intern Med 2009): three questions about the
 * past week, each 0-10. The score is the mean of the three. One answer per ISO week: the week
 * of the local date on which it is answered (answering again the same week replaces it).
 */

export const PEG_ITEMS = ['pain', 'enjoyment', 'activity'] as const;
export type PegItem = (typeof PEG_ITEMS)[number];

export interface PegQuestion {
  item: PegItem;
  question: string;
  /** What 0 and 10 mean, shown at the two ends of the scale. */
  low: string;
  high: string;
}

export const PEG_QUESTIONS: readonly PegQuestion[] = [
  {
    item: 'pain',
    question: 'What number best describes your pain on average in the past week?',
    low: 'No pain',
    high: 'Pain as bad as you can imagine',
  },
  {
    item: 'enjoyment',
    question:
      'What number best describes how, during the past week, pain has interfered with your enjoyment of life?',
    low: 'Does not interfere',
    high: 'Completely interferes',
  },
  {
    item: 'activity',
    question:
      'What number best describes how, during the past week, pain has interfered with your general activity?',
    low: 'Does not interfere',
    high: 'Completely interferes',
  },
];

const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday that starts ISO week `week` ('2026-W48'), or null when it is not a real week. */
export function weekStart(week: string): string | null {
  const match = WEEK_PATTERN.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // ISO week 1 is the week with the year's first Thursday, so it holds 4 January.
  const fourth = `${match[1]}-01-04`;
  const mondayOfWeek1 = addDays(fourth, -((weekdayIndex(fourth) + 6) % 7));
  const monday = addDays(mondayOfWeek1, (number - 1) * 7);
  return number >= 1 && isoWeek(monday) === `${year}-W${match[2]}` ? monday : null;
}

/** The ISO week ('2026-W48') a local date (yyyy-MM-dd) falls in. */
export function isoWeek(date: string): string {
  if (dayNumber(date) === null) throw new Error(`not a calendar date: ${date}`);
  // The Thursday of the same Monday-to-Sunday week decides the ISO year.
  const thursday = addDays(date, 3 - ((weekdayIndex(date) + 6) % 7));
  const year = thursday.slice(0, 4);
  const firstDay = dayNumber(`${year}-01-01`)!;
  const number = Math.floor((dayNumber(thursday)! - firstDay) / 7) + 1;
  return `${year}-W${String(number).padStart(2, '0')}`;
}

/** Mean of the three answers to one decimal. */
export function pegScore(answers: Record<PegItem, number>): number {
  const sum = answers.pain + answers.enjoyment + answers.activity;
  return Math.round((sum / 3) * 10) / 10;
}

const answer = (label: string) =>
  z
    .number({ error: `${label} must be a number from 0 to 10` })
    .int({ error: `${label} must be a whole number from 0 to 10` })
    .min(0, { error: `${label} must be a number from 0 to 10` })
    .max(10, { error: `${label} must be a number from 0 to 10` });

export const pegWeekSchema = z
  .string({ error: 'Week must be an ISO week such as 2026-W48' })
  .refine((week) => weekStart(week) !== null, {
    error: 'Week must be an ISO week such as 2026-W48',
  });

/**
 * POST /api/peg-checkins: the three answers, and the week they are for (default: the current
 * week in the user's time zone; a future week is refused by the server).
 */
export const pegAnswerSchema = z.object({
  pain: answer('Average pain'),
  enjoyment: answer('Interference with enjoyment of life'),
  activity: answer('Interference with general activity'),
  week: pegWeekSchema.optional(),
});
export type PegAnswerInput = z.infer<typeof pegAnswerSchema>;

/** One week's check-in as the API answers it. */
export interface PegCheckin {
  id: string;
  week: string;
  /** The Monday of the week (yyyy-MM-dd). */
  weekStart: string;
  pain: number;
  enjoyment: number;
  activity: number;
  score: number;
  answeredAt: string;
}

/** GET /api/peg-checkins/current: this week, and whether it is still to be answered. */
export interface PegCurrent {
  week: string;
  weekStart: string;
  checkin: PegCheckin | null;
}
