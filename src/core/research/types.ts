import type {
  DataCategory,
  DataFrequency,
  InstitutionType,
  ParticipationStatus,
  PrivacyLevel,
  RuleField,
  StudyPhase,
  StudyType,
  WithdrawalChoice,
} from './constants';

/**
 * The JSON shapes of the research API (spec document 2 section 3, with what Cairn adds).
 * Dates are calendar dates (yyyy-MM-dd); times are ISO date-times.
 */

/** Eligibility as data on the study, evaluated on the server (eligibility.ts). */
export interface EligibilityRules {
  /** Distinct days with at least one entry. */
  minDaysOfEntries: number | null;
  /** "At least N entries with sleep hours": each rule must hold. */
  minEntriesWithField: { field: RuleField; count: number }[];
  /** Each tag must be on at least one entry (compared without case). */
  requiredTags: string[];
  /** Each symptom must be on at least one entry (compared without case). */
  requiredSymptoms: string[];
  minAccountAgeDays: number | null;
}

export interface ExclusionRules {
  /** Anyone whose entries carry one of these tags is not eligible. */
  excludedTags: string[];
  excludedSymptoms: string[];
}

/** What the server knows of one person, for the rules. Tags and symptoms lower-cased. */
export interface EligibilityFacts {
  daysWithEntries: number;
  entriesWithField: Record<RuleField, number>;
  tags: string[];
  symptoms: string[];
  accountAgeDays: number;
}

export interface DataRequirement {
  category: DataCategory;
  description: string;
  frequency: DataFrequency;
  required: boolean;
}

export interface ContactInfo {
  name: string;
  email: string;
  phone: string;
}

export interface ConsentVersion {
  version: number;
  text: string;
  /** Every statement must be ticked; an identifiable study adds IDENTIFIABLE_STATEMENT last. */
  statements: string[];
  publishedAt: string;
}

/** A study as a participant sees it (spec: research study). */
export interface ResearchStudy {
  id: string;
  title: string;
  description: string;
  institution: string;
  institutionType: InstitutionType;
  principalInvestigator: string;
  studyType: StudyType;
  phase: StudyPhase;
  /** Worked out from the dates, e.g. "6 months". */
  duration: string;
  /** Active and completed participants; withdrawn people are not counted. */
  participantCount: number;
  targetParticipants: number;
  /** The rules in words (describeRules). */
  eligibilityCriteria: string[];
  exclusionCriteria: string[];
  dataRequirements: DataRequirement[];
  compensation: string;
  /** Paid by the research team on completion; 0 when there is none. */
  compensationUsd: number;
  benefits: string[];
  risks: string[];
  privacyLevel: PrivacyLevel;
  ethicsApproval: string;
  contactInfo: ContactInfo;
  startDate: string;
  endDate: string;
  publications: string[];
  consent: ConsentVersion;
  isEligible: boolean;
  /** Why not, in words ("needs 30 days of entries, you have 12"); empty when eligible. */
  eligibilityReasons: string[];
  participationStatus: 'not-enrolled' | ParticipationStatus;
}

/** The admin's view: the study with its raw rules and enrolment progress. */
export interface AdminResearchStudy extends Omit<
  ResearchStudy,
  'isEligible' | 'eligibilityReasons' | 'participationStatus'
> {
  eligibility: EligibilityRules;
  exclusion: ExclusionRules;
  consentText: string;
  consentStatements: string[];
  /** participantCount over targetParticipants, as a whole percent (spec section 9). */
  enrolmentProgress: number;
  counts: { active: number; completed: number; withdrawn: number; needsReconsent: number };
  createdAt: string;
  updatedAt: string;
}

export interface DataContributed {
  painEntries: number;
  symptomsReported: number;
  medicationRecords: number;
  biometricDataPoints: number;
}

/** Spec: research participation, with the consent and withdrawal on record. */
export interface ResearchParticipation {
  id: string;
  studyId: string;
  study: {
    title: string;
    institution: string;
    phase: StudyPhase;
    privacyLevel: PrivacyLevel;
    startDate: string;
    endDate: string;
    contactInfo: ContactInfo;
  };
  enrolledAt: string;
  status: ParticipationStatus;
  dataContributed: DataContributed;
  /** Share of the time from enrolment to the study's end date that has passed; 100 when completed. */
  completionPercentage: number;
  /** Next date data is gathered, from the most frequent requirement; null when not active. */
  nextSubmission: string | null;
  compensationEarned: number;
  certificatesEarned: number;
  sharedCategories: DataCategory[];
  consentVersion: number;
  currentConsentVersion: number;
  /** The consent changed since enrolment: nothing more is shared until they consent again. */
  needsReconsent: boolean;
  completedAt: string | null;
  withdrawnAt: string | null;
  withdrawalChoice: WithdrawalChoice | null;
}

/** Spec: research contribution summary, plus the Research Impact tab's chart and lists. */
export interface ResearchContribution {
  totalStudiesParticipated: number;
  totalDataPointsContributed: number;
  researchImpactScore: number;
  publicationsContributed: number;
  certificationsEarned: number;
  /** Consecutive weeks, up to this one, with data shared with an active study. */
  contributionStreak: number;
  /** The score's parts, so the Impact dialog can show how it was worked out. */
  scoreParts: ImpactScoreParts;
  /** Data points contributed per calendar month, the last 12 months, oldest first. */
  monthly: { month: string; dataPoints: number }[];
  certifications: {
    participationId: string;
    studyTitle: string;
    institution: string;
    completedAt: string;
  }[];
  publications: { studyTitle: string; citation: string }[];
}

export interface ImpactScoreParts {
  completedStudies: number;
  activeStudies: number;
  dataPoints: number;
  streakWeeks: number;
  /** Points from each part; total is their sum, capped at 100. */
  points: { completed: number; active: number; data: number; streak: number };
}

/** Spec: data sharing preferences. */
export interface DataSharingPreferences {
  allowAnonymizedSharing: boolean;
  allowBiometricSharing: boolean;
  allowMedicationSharing: boolean;
  allowSymptomSharing: boolean;
  allowDemographicSharing: boolean;
  restrictToAcademicResearch: boolean;
  restrictToNonProfitResearch: boolean;
  requireApprovalPerStudy: boolean;
  maxStudiesPerYear: number;
}

/** A table of de-identified data: the dataset download and a participant's View Data. */
export interface DatasetTable {
  columns: string[];
  rows: (string | number | null)[][];
}

/** GET /api/research-participation/{id}/data: what the study receives from this person. */
export interface ParticipantDataView {
  privacyLevel: PrivacyLevel;
  pseudonym: string;
  categories: DataCategory[];
  /** Up to 100 most recent rows of the daily table; totalRows says how many there are. */
  daily: DatasetTable;
  totalRows: number;
  medicationRecords: number;
  biometricDays: number;
}
