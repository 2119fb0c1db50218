import type {
  DataFrequency,
  ParticipationStatus,
  PrivacyLevel,
  StudyPhase,
  WithdrawalChoice,
} from '@core/research/constants';
import type { DataSharingPreferences } from '@core/research/types';

/* The words of the research screen that are not in src/core/research/constants.ts. */

/** Each privacy level in plain words: what the research team can and cannot see. */
export const PRIVACY_EXPLANATIONS: Record<PrivacyLevel, string> = {
  anonymized:
    'No name, no e-mail and no dates: your days are counted from your enrolment (day 1, day 2, ...), and rare words you typed are left out.',
  pseudonymized:
    'A code is used instead of your name, and your dates are moved by a fixed number of days known only to Cairn, so the team sees the pattern but not the real dates.',
  identifiable:
    'The research team sees your name and e-mail address with your data, and the real dates. You agree to this separately.',
};

export const FREQUENCY_LABELS: Record<DataFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  once: 'Once',
};

export const PARTICIPATION_STATUS_LABELS: Record<ParticipationStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

/** Tints from the app's palette (dark-theme aware); the words carry the meaning. */
export const PARTICIPATION_STATUS_CLASSES: Record<ParticipationStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-sky-100 text-sky-900',
  withdrawn: 'bg-slate-100 text-slate-700',
};

export const PHASE_CLASSES: Record<StudyPhase, string> = {
  recruiting: 'bg-emerald-100 text-emerald-900',
  active: 'bg-sky-100 text-sky-900',
  completed: 'bg-slate-100 text-slate-700',
  suspended: 'bg-amber-100 text-amber-900',
};

export const DATA_CHOICE_LABELS: Record<WithdrawalChoice, string> = {
  keep: 'Keep the data I have already contributed',
  remove: 'Remove my data from the study',
};

/** How a withdrawn participation's data choice reads in the Withdrawn list. */
export const DATA_CHOICE_SUMMARY: Record<WithdrawalChoice, string> = {
  keep: 'Data already contributed kept',
  remove: 'Data removed from the study',
};

type SwitchKey = Exclude<keyof DataSharingPreferences, 'maxStudiesPerYear'>;

/** The eight on/off preferences, in the order shown, each with its one-line explanation. */
export const PREFERENCE_SWITCHES: { key: SwitchKey; label: string; description: string }[] = [
  {
    key: 'allowAnonymizedSharing',
    label: 'Share de-identified data for research',
    description:
      'Pain, sleep and mood, without your name. Turn this off to share nothing with any study.',
  },
  {
    key: 'allowSymptomSharing',
    label: 'Share symptoms',
    description: 'The symptoms and tags on your entries.',
  },
  {
    key: 'allowMedicationSharing',
    label: 'Share medication records',
    description: 'Which medications you took or skipped, and when.',
  },
  {
    key: 'allowBiometricSharing',
    label: 'Share biometric data',
    description: 'Readings from your connected devices, such as heart rate and sleep.',
  },
  {
    key: 'allowDemographicSharing',
    label: 'Share demographics',
    description: 'Your region only; never your name, address or birth date.',
  },
  {
    key: 'restrictToAcademicResearch',
    label: 'Academic research only',
    description: 'Join only studies run by universities and other academic institutions.',
  },
  {
    key: 'restrictToNonProfitResearch',
    label: 'Non-profit research only',
    description: 'Leave out studies run by commercial companies.',
  },
  {
    key: 'requireApprovalPerStudy',
    label: 'Ask me for each study',
    description: 'Choose the optional data for each study yourself when you enrol.',
  },
];
