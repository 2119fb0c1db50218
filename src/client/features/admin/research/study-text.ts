import { dayNumber, MS_PER_DAY } from '@core/calendar';
import type { PrivacyLevel } from '@core/research/constants';

/** One line under the privacy select: what the dataset holds at each level. */
export const PRIVACY_EXPLANATIONS: Record<PrivacyLevel, string> = {
  anonymized: 'No dates: each participant’s days are counted from their enrolment.',
  pseudonymized:
    'Pseudonymous ids, with each participant’s dates moved by their own offset of up to a year.',
  identifiable:
    'Real dates with each participant’s name and e-mail; they agree to this when they enrol.',
};

/** The line under the dataset buttons, for the study's privacy level. */
export function datasetNote(level: PrivacyLevel): string {
  const audit = 'Each download is written to the audit log.';
  switch (level) {
    case 'anonymized':
      return `${audit} The file holds pseudonymous ids and day numbers only — no names, e-mails, notes or dates.`;
    case 'pseudonymized':
      return `${audit} The file holds pseudonymous ids and shifted dates only — no names, e-mails or notes.`;
    case 'identifiable':
      return `${audit} The file holds pseudonymous ids with each participant’s name and e-mail and real dates — no notes. Keep it safe.`;
  }
}

const DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 1, 2026" for a stored yyyy-MM-dd date, never shifted through a time zone. */
export function formatStudyDate(date: string): string {
  const day = dayNumber(date);
  return day === null ? date : DAY.format(new Date(day * MS_PER_DAY));
}

/** "1 needs to re-consent", "3 need to re-consent". */
export function reconsentText(count: number): string {
  return `${count} ${count === 1 ? 'needs' : 'need'} to re-consent`;
}
