import type { Selectable } from 'kysely';
import {
  IDENTIFIABLE_STATEMENT,
  type DataCategory,
  type InstitutionType,
  type ParticipationStatus,
  type PrivacyLevel,
  type StudyPhase,
  type StudyType,
  type WithdrawalChoice,
} from '@core/research/constants';
import { describeRules } from '@core/research/eligibility';
import { studyDuration } from '@core/research/contribution';
import type {
  AdminResearchStudy,
  ConsentVersion,
  ContactInfo,
  DataContributed,
  DataRequirement,
  DataSharingPreferences,
  EligibilityRules,
  ExclusionRules,
  ResearchParticipation,
  ResearchStudy,
} from '@core/research/types';
import { fromJson, toBool, toIso, toIsoOrNull } from '../../db/codecs';
import type {
  ResearchConsentVersionsTable,
  ResearchParticipationsTable,
  ResearchPreferencesTable,
  ResearchStudiesTable,
} from '../../db/schema';

/** Rows of migration 0010 to the API shapes of core/research/types.ts. */

export type StudyRow = Selectable<ResearchStudiesTable>;
export type ConsentVersionRow = Selectable<ResearchConsentVersionsTable>;
export type ParticipationRow = Selectable<ResearchParticipationsTable>;
export type PreferencesRow = Selectable<ResearchPreferencesTable>;

export interface StudyCounts {
  active: number;
  completed: number;
  withdrawn: number;
  needsReconsent: number;
}

export const NO_COUNTS: StudyCounts = { active: 0, completed: 0, withdrawn: 0, needsReconsent: 0 };

export const participantCountOf = (counts: StudyCounts) => counts.active + counts.completed;

export const eligibilityOf = (row: StudyRow) =>
  fromJson<EligibilityRules>(row.eligibility, {
    minDaysOfEntries: null,
    minEntriesWithField: [],
    requiredTags: [],
    requiredSymptoms: [],
    minAccountAgeDays: null,
  });
export const exclusionOf = (row: StudyRow) =>
  fromJson<ExclusionRules>(row.exclusion, { excludedTags: [], excludedSymptoms: [] });
export const requirementsOf = (row: Pick<StudyRow, 'data_requirements'>) =>
  fromJson<DataRequirement[]>(row.data_requirements, []);
export const contactOf = (row: Pick<StudyRow, 'contact'>) =>
  fromJson<ContactInfo>(row.contact, { name: '', email: '', phone: '' });
export const categoriesOf = (value: ParticipationRow['shared_categories']) =>
  fromJson<DataCategory[]>(value, []);

/**
 * The statements a participant ticks: the admin's, and for an identifiable study the extra
 * agreement to be seen by name, last.
 */
export function effectiveStatements(statements: string[], privacyLevel: PrivacyLevel): string[] {
  return privacyLevel === 'identifiable' && !statements.includes(IDENTIFIABLE_STATEMENT)
    ? [...statements, IDENTIFIABLE_STATEMENT]
    : statements;
}

/** The admin's own statements: the stored ones without the one the server adds. */
function adminStatements(statements: string[], privacyLevel: PrivacyLevel): string[] {
  return privacyLevel === 'identifiable' && statements.at(-1) === IDENTIFIABLE_STATEMENT
    ? statements.slice(0, -1)
    : statements;
}

export function presentConsent(row: ConsentVersionRow): ConsentVersion {
  return {
    version: row.version,
    text: row.text,
    statements: fromJson<string[]>(row.statements, []),
    publishedAt: toIso(row.published_at),
  };
}

type StudyBase = Omit<ResearchStudy, 'isEligible' | 'eligibilityReasons' | 'participationStatus'>;

function presentStudyBase(row: StudyRow, counts: StudyCounts, consent: ConsentVersion): StudyBase {
  const { eligibilityCriteria, exclusionCriteria } = describeRules(
    eligibilityOf(row),
    exclusionOf(row),
  );
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    institution: row.institution,
    institutionType: row.institution_type as InstitutionType,
    principalInvestigator: row.principal_investigator,
    studyType: row.study_type as StudyType,
    phase: row.phase as StudyPhase,
    duration: studyDuration(row.start_date, row.end_date),
    participantCount: participantCountOf(counts),
    targetParticipants: row.target_participants,
    eligibilityCriteria,
    exclusionCriteria,
    dataRequirements: requirementsOf(row),
    compensation: row.compensation,
    compensationUsd: Number(row.compensation_usd),
    benefits: fromJson<string[]>(row.benefits, []),
    risks: fromJson<string[]>(row.risks, []),
    privacyLevel: row.privacy_level as PrivacyLevel,
    ethicsApproval: row.ethics_approval,
    contactInfo: contactOf(row),
    startDate: row.start_date,
    endDate: row.end_date,
    publications: fromJson<string[]>(row.publications, []),
    consent,
  };
}

export function presentStudy(
  row: StudyRow,
  counts: StudyCounts,
  consent: ConsentVersion,
  viewer: { reasons: string[]; status: ResearchStudy['participationStatus'] },
): ResearchStudy {
  return {
    ...presentStudyBase(row, counts, consent),
    isEligible: viewer.reasons.length === 0,
    eligibilityReasons: viewer.reasons,
    participationStatus: viewer.status,
  };
}

export function presentAdminStudy(
  row: StudyRow,
  counts: StudyCounts,
  consent: ConsentVersion,
): AdminResearchStudy {
  const base = presentStudyBase(row, counts, consent);
  return {
    ...base,
    eligibility: eligibilityOf(row),
    exclusion: exclusionOf(row),
    consentText: consent.text,
    consentStatements: adminStatements(consent.statements, base.privacyLevel),
    enrolmentProgress: Math.round((base.participantCount / row.target_participants) * 100),
    counts,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** What the participation view needs worked out beside the rows. */
export interface ParticipationFigures {
  dataContributed: DataContributed;
  completionPercentage: number;
  nextSubmission: string | null;
  sharedCategories: DataCategory[];
}

export function presentParticipation(
  row: ParticipationRow,
  study: StudyRow,
  figures: ParticipationFigures,
): ResearchParticipation {
  const status = row.status as ParticipationStatus;
  const completed = status === 'completed';
  return {
    id: row.id,
    studyId: row.study_id,
    study: {
      title: study.title,
      institution: study.institution,
      phase: study.phase as StudyPhase,
      privacyLevel: study.privacy_level as PrivacyLevel,
      startDate: study.start_date,
      endDate: study.end_date,
      contactInfo: contactOf(study),
    },
    enrolledAt: toIso(row.enrolled_at),
    status,
    dataContributed: figures.dataContributed,
    completionPercentage: figures.completionPercentage,
    nextSubmission: figures.nextSubmission,
    compensationEarned: completed ? Number(study.compensation_usd) : 0,
    certificatesEarned: completed ? 1 : 0,
    sharedCategories: figures.sharedCategories,
    consentVersion: row.consent_version,
    currentConsentVersion: study.consent_version,
    needsReconsent: status === 'active' && row.consent_version < study.consent_version,
    completedAt: toIsoOrNull(row.completed_at),
    withdrawnAt: toIsoOrNull(row.withdrawn_at),
    withdrawalChoice: (row.withdrawal_choice as WithdrawalChoice | null) ?? null,
  };
}

export function presentPreferences(row: PreferencesRow): DataSharingPreferences {
  return {
    allowAnonymizedSharing: toBool(row.allow_anonymized_sharing),
    allowBiometricSharing: toBool(row.allow_biometric_sharing),
    allowMedicationSharing: toBool(row.allow_medication_sharing),
    allowSymptomSharing: toBool(row.allow_symptom_sharing),
    allowDemographicSharing: toBool(row.allow_demographic_sharing),
    restrictToAcademicResearch: toBool(row.restrict_to_academic_research),
    restrictToNonProfitResearch: toBool(row.restrict_to_non_profit_research),
    requireApprovalPerStudy: toBool(row.require_approval_per_study),
    maxStudiesPerYear: row.max_studies_per_year,
  };
}
