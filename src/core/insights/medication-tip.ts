import type { DayPoint } from '../day-points';
import type { Finding } from './insight';

export const NOTES_WINDOW = 7;
/** The tip shows while fewer than this many of the last 7 days have notes. */
export const NOTES_MIN_DAYS = 3;

/**
 * Medication tip: a nudge to write down what was taken and how it helped, shown while fewer than
 * 3 of the last 7 days carry notes longer than 10 characters. Low priority: it is advice about
 * the journal itself, not a finding about the user's pain.
 */
export function medicationTip(points: readonly DayPoint[]): Finding | null {
  const recent = points.slice(-NOTES_WINDOW);
  const withNotes = recent.filter((point) => point.hasNotes).length;
  if (withNotes >= NOTES_MIN_DAYS) return null;

  return {
    id: 'medication-notes',
    type: 'recommendation',
    category: 'medication',
    priority: 'low',
    actionable: true,
    title: 'Note what you take',
    description:
      `${withNotes} of your last ${recent.length} days have notes. A line about the medication ` +
      'you took and how well it worked makes it easier to see what helps.',
    data: { daysWithNotes: withNotes, days: recent.length },
  };
}
