import { dayNumber } from './calendar';
import type { JournalEntry } from './journal';
import { mean, round1 } from './stats/numbers';
import { trackingStreak } from './streak';

/**
 * The Analytics page's three summary cards (the spec names them but not their contents):
 * how consistently the user logs, how they sleep, and how their mood and stress run, over the
 * last 30 days of their own calendar. Every figure is null without data, never a made-up number.
 */
export const SUMMARY_WINDOW_DAYS = 30;

export type SummaryEntry = Pick<
  JournalEntry,
  'date' | 'sleepQuality' | 'sleepHours' | 'moodLevel' | 'stressLevel'
>;

export interface WellbeingSummary {
  /** Days in the window with at least one entry. */
  daysLogged: number;
  windowDays: number;
  streak: number;
  sleepQuality: number | null;
  sleepHours: number | null;
  mood: number | null;
  stress: number | null;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function average(values: (number | null | undefined)[]): number | null {
  const found = mean(values.filter(finite));
  return found === null ? null : round1(found);
}

export function wellbeingSummary(
  entries: readonly SummaryEntry[],
  today: string,
): WellbeingSummary {
  const end = dayNumber(today);
  const start = end === null ? null : end - (SUMMARY_WINDOW_DAYS - 1);
  const recent = entries.filter((entry) => {
    const day = dayNumber(entry.date);
    return day !== null && start !== null && end !== null && day >= start && day <= end;
  });
  return {
    daysLogged: new Set(recent.map((entry) => entry.date)).size,
    windowDays: SUMMARY_WINDOW_DAYS,
    streak: trackingStreak(entries, today),
    sleepQuality: average(recent.map((entry) => entry.sleepQuality)),
    sleepHours: average(recent.map((entry) => entry.sleepHours)),
    mood: average(recent.map((entry) => entry.moodLevel)),
    stress: average(recent.map((entry) => entry.stressLevel)),
  };
}
