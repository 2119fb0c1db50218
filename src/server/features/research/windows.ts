import { localDate } from '@core/time-zone';
import { toIso } from '../../db/codecs';
import type { ParticipationRow, StudyRow } from './presenters';

/** The first and last day (inclusive, the person's calendar dates) a participation shares. */
export interface DataWindow {
  start: string;
  end: string;
}

/**
 * The days a participation covers: enrolment day to the earliest of today, the study's end
 * date, the withdrawal day, the completion day, and the day a newer consent was published while
 * the person has not agreed to it. A withdrawal that removed the data covers nothing; so does a
 * window that ends before it starts.
 */
export function dataWindow(
  participation: Pick<
    ParticipationRow,
    'enrolled_on' | 'withdrawn_at' | 'completed_at' | 'withdrawal_choice' | 'consent_version'
  >,
  study: Pick<StudyRow, 'end_date' | 'consent_version'>,
  /** When the version after the participant's was published, if there is one. */
  consentChangedAt: Date | string | null,
  timeZone: string,
  now: Date,
): DataWindow | null {
  if (participation.withdrawal_choice === 'remove') return null;
  const dayOf = (value: Date | string) => localDate(new Date(toIso(value)), timeZone);
  const ends = [localDate(now, timeZone), study.end_date];
  if (participation.withdrawn_at !== null) ends.push(dayOf(participation.withdrawn_at));
  if (participation.completed_at !== null) ends.push(dayOf(participation.completed_at));
  if (participation.consent_version < study.consent_version && consentChangedAt !== null) {
    ends.push(dayOf(consentChangedAt));
  }
  const end = ends.reduce((a, b) => (b < a ? b : a));
  return end < participation.enrolled_on ? null : { start: participation.enrolled_on, end };
}

export const inWindow = (date: string, window: DataWindow) =>
  date >= window.start && date <= window.end;
