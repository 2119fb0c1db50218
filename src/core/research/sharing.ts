import { plural } from '../report/words';
import { CATEGORY_LABELS, DATA_CATEGORIES } from './constants';
import type { DataCategory, InstitutionType } from './constants';
import type { DataRequirement, DataSharingPreferences } from './types';

/** Preferences of someone who never opened Privacy Settings. */
export const DEFAULT_PREFERENCES: DataSharingPreferences = {
  allowAnonymizedSharing: true,
  allowBiometricSharing: true,
  allowMedicationSharing: true,
  allowSymptomSharing: true,
  allowDemographicSharing: false,
  restrictToAcademicResearch: false,
  restrictToNonProfitResearch: false,
  requireApprovalPerStudy: true,
  maxStudiesPerYear: 2,
};

/** A category's label in the middle of a sentence: "biometric data". */
export function categoryWords(category: DataCategory): string {
  const label = CATEGORY_LABELS[category];
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** pain, sleep and mood have no switch of their own: research sharing as a whole covers them. */
function sharesCategory(preferences: DataSharingPreferences, category: DataCategory): boolean {
  switch (category) {
    case 'symptoms':
      return preferences.allowSymptomSharing;
    case 'medications':
      return preferences.allowMedicationSharing;
    case 'biometrics':
      return preferences.allowBiometricSharing;
    case 'demographics':
      return preferences.allowDemographicSharing;
    default:
      return true;
  }
}

/** The categories these preferences let any study receive. */
export function allowedCategories(preferences: DataSharingPreferences): DataCategory[] {
  if (!preferences.allowAnonymizedSharing) return [];
  return DATA_CATEGORIES.filter((category) => sharesCategory(preferences, category));
}

/**
 * Why these preferences keep this person out of the study (institution type, a required
 * category they do not share, research sharing off, the yearly limit reached); empty if none.
 */
export function preferenceReasons(
  study: { institutionType: InstitutionType; dataRequirements: DataRequirement[] },
  preferences: DataSharingPreferences,
  enrolmentsInPastYear: number,
): string[] {
  // With sharing off every other reason follows from it; listing them all would only confuse.
  if (!preferences.allowAnonymizedSharing) {
    return ['research sharing is turned off in your privacy settings'];
  }
  const reasons: string[] = [];
  if (preferences.restrictToAcademicResearch && study.institutionType !== 'academic') {
    reasons.push('your privacy settings allow academic research only');
  }
  if (preferences.restrictToNonProfitResearch && study.institutionType === 'commercial') {
    reasons.push('your privacy settings allow non-profit research only');
  }
  const allowed = allowedCategories(preferences);
  for (const requirement of study.dataRequirements) {
    if (requirement.required && !allowed.includes(requirement.category)) {
      reasons.push(refusedRequirement(requirement.category));
    }
  }
  if (enrolmentsInPastYear >= preferences.maxStudiesPerYear) {
    reasons.push(
      `you have joined ${plural(enrolmentsInPastYear, 'study', 'studies')} in the past 12 months, ` +
        'the most your privacy settings allow',
    );
  }
  return reasons;
}

function refusedRequirement(category: DataCategory): string {
  return `this study needs ${categoryWords(category)}, which your privacy settings do not share`;
}

/**
 * The categories an enrolment shares: every required one, plus the optional ones chosen (or,
 * with requireApprovalPerStudy off and nothing chosen, every optional one allowed). An error
 * names the problem: a chosen category the study does not ask for or the preferences refuse.
 */
export function categoriesForEnrolment(
  requirements: DataRequirement[],
  preferences: DataSharingPreferences,
  chosen: DataCategory[] | undefined,
): { categories: DataCategory[] } | { error: string } {
  const allowed = allowedCategories(preferences);
  const asked = requirements.map((requirement) => requirement.category);
  const unasked = chosen?.find((category) => !asked.includes(category));
  if (unasked !== undefined) {
    return { error: `categories: ${CATEGORY_LABELS[unasked]} is not asked for by this study` };
  }
  const refusedRequired = requirements.find(
    (requirement) => requirement.required && !allowed.includes(requirement.category),
  );
  if (refusedRequired !== undefined) {
    return { error: `categories: ${refusedRequirement(refusedRequired.category)}` };
  }
  const refusedChoice = chosen?.find((category) => !allowed.includes(category));
  if (refusedChoice !== undefined) {
    return {
      error: `categories: your privacy settings do not share ${categoryWords(refusedChoice)}`,
    };
  }
  // Nothing chosen: a person who wants to approve each study gets only what it cannot do without.
  const takesOptional = (category: DataCategory): boolean =>
    chosen !== undefined
      ? chosen.includes(category)
      : !preferences.requireApprovalPerStudy && allowed.includes(category);
  const categories = requirements
    .filter((requirement) => requirement.required || takesOptional(requirement.category))
    .map((requirement) => requirement.category);
  return { categories };
}

/**
 * What a participation shares today: the categories consented to, less any the person has
 * since turned off in their preferences.
 */
export function effectiveCategories(
  consented: DataCategory[],
  preferences: DataSharingPreferences,
): DataCategory[] {
  return allowedCategories(preferences).filter((category) => consented.includes(category));
}
