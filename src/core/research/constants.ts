/**
 * Clinical research (spec document 2, sections 2-4 and 9): the fixed words and limits.
 * Kept apart from the zod schemas so that pages showing them do not load zod.
 */

export const STUDY_TYPES = ['observational', 'interventional'] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

/** recruiting: open to enrolment; active: running, closed to new people. */
export const STUDY_PHASES = ['recruiting', 'active', 'completed', 'suspended'] as const;
export type StudyPhase = (typeof STUDY_PHASES)[number];

export const PRIVACY_LEVELS = ['anonymized', 'pseudonymized', 'identifiable'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

/** Checked against restrictToAcademicResearch and restrictToNonProfitResearch. */
export const INSTITUTION_TYPES = ['academic', 'nonprofit', 'government', 'commercial'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/**
 * What a study may ask for. pain, sleep and mood come under allowAnonymizedSharing (the switch
 * for research sharing as a whole); the other four each have their own preference.
 */
export const DATA_CATEGORIES = [
  'pain',
  'sleep',
  'mood',
  'symptoms',
  'medications',
  'biometrics',
  'demographics',
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

export const DATA_FREQUENCIES = ['daily', 'weekly', 'monthly', 'once'] as const;
export type DataFrequency = (typeof DATA_FREQUENCIES)[number];

/** Entry fields an eligibility rule can count ("at least 30 entries with sleep hours"). */
export const RULE_FIELDS = [
  'sleepHours',
  'sleepQuality',
  'moodLevel',
  'symptoms',
  'painLocations',
  'stressLevel',
  'energyLevel',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** Participation states: the spec's two, and withdrawn (kept so the choice stays on record). */
export const PARTICIPATION_STATUSES = ['active', 'completed', 'withdrawn'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** What a withdrawing participant chose for the data already contributed. */
export const WITHDRAWAL_CHOICES = ['keep', 'remove'] as const;
export type WithdrawalChoice = (typeof WITHDRAWAL_CHOICES)[number];

/** Spec section 9: the sample maximum studies per year. */
export const DEFAULT_MAX_STUDIES_PER_YEAR = 2;
export const MAX_STUDIES_PER_YEAR_LIMIT = 12;

/**
 * A tag or symptom reaches a dataset only when at least this many participants of the study
 * used it: a rare free-form word can point at one person.
 */
export const MIN_PARTICIPANTS_PER_TAG = 5;

/** The extra statement an identifiable study adds to its consent. */
export const IDENTIFIABLE_STATEMENT =
  'I agree that the research team will see my name and e-mail address with my data.';

export const STUDY_LIMITS = {
  title: 200,
  description: 4_000,
  institution: 200,
  investigator: 200,
  compensation: 300,
  listItem: 300,
  listItems: 20,
  ethicsApproval: 200,
  contactName: 200,
  email: 254,
  phone: 40,
  consentText: 20_000,
  statements: 10,
  tag: 60,
  tags: 20,
  requirementDescription: 500,
  targetParticipants: 100_000,
  compensationUsd: 10_000,
  ruleCount: 10_000,
} as const;

export const STUDY_TYPE_LABELS: Record<StudyType, string> = {
  observational: 'Observational',
  interventional: 'Interventional',
};

export const PHASE_LABELS: Record<StudyPhase, string> = {
  recruiting: 'Recruiting',
  active: 'Active',
  completed: 'Completed',
  suspended: 'Suspended',
};

export const PRIVACY_LEVEL_LABELS: Record<PrivacyLevel, string> = {
  anonymized: 'Anonymized',
  pseudonymized: 'Pseudonymized',
  identifiable: 'Identifiable',
};

export const INSTITUTION_TYPE_LABELS: Record<InstitutionType, string> = {
  academic: 'Academic',
  nonprofit: 'Non-profit',
  government: 'Government',
  commercial: 'Commercial',
};

export const CATEGORY_LABELS: Record<DataCategory, string> = {
  pain: 'Pain levels and locations',
  sleep: 'Sleep',
  mood: 'Mood, stress and energy',
  symptoms: 'Symptoms and tags',
  medications: 'Medication records',
  biometrics: 'Biometric data',
  demographics: 'Demographics (region)',
};

export const RULE_FIELD_LABELS: Record<RuleField, string> = {
  sleepHours: 'sleep hours',
  sleepQuality: 'sleep quality',
  moodLevel: 'mood',
  symptoms: 'symptoms',
  painLocations: 'pain locations',
  stressLevel: 'stress level',
  energyLevel: 'energy level',
};
