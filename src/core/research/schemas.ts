import { z } from 'zod';
import { normalizeEmail } from '../auth';
import { isCalendarDate } from '../calendar';
import { multiLine, optionalLine, singleLine } from '../text-fields';
import {
  DATA_CATEGORIES,
  DATA_FREQUENCIES,
  INSTITUTION_TYPES,
  MAX_STUDIES_PER_YEAR_LIMIT,
  PRIVACY_LEVELS,
  RULE_FIELDS,
  STUDY_LIMITS as L,
  STUDY_PHASES,
  STUDY_TYPES,
  WITHDRAWAL_CHOICES,
} from './constants';

/**
 * Request bodies of the research API. The spec shows none of these forms' validation
 * (document 2 section 5); these are the rules Cairn chose. Objects are strict, so a misspelt
 * field is a 400 naming it.
 */

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be between ${min} and ${max}` })
    .max(max, { error: `${label} must be between ${min} and ${max}` });

const date = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isCalendarDate, { error: `${label} must be a date in the form yyyy-MM-dd` });

const lines = (label: string, maxItems: number = L.listItems, maxLength: number = L.listItem) =>
  z
    .array(singleLine(`Each ${label} item`, maxLength), { error: `${label} must be a list` })
    .max(maxItems, { error: `${label} can have at most ${maxItems} items` });

/** Tags and symptoms in rules: compared without case, so stored lower-case and unique. */
const words = (label: string) =>
  lines(label, L.tags, L.tag).transform((items) => [
    ...new Set(items.map((item) => item.toLowerCase())),
  ]);

const email = z
  .string({ error: 'Contact email is required' })
  .trim()
  .min(1, { error: 'Contact email is required' })
  .max(L.email, { error: `Contact email must be at most ${L.email} characters` })
  .pipe(z.email({ error: 'Enter a valid contact email address' }))
  .transform(normalizeEmail);

export const eligibilityRulesSchema = z.strictObject({
  minDaysOfEntries: whole('Minimum days of entries', 1, L.ruleCount).nullable().default(null),
  minEntriesWithField: z
    .array(
      z.strictObject({
        field: oneOf(RULE_FIELDS, 'Field'),
        count: whole('Count', 1, L.ruleCount),
      }),
      { error: 'Minimum entries with a field must be a list' },
    )
    .max(RULE_FIELDS.length)
    .refine((rules) => new Set(rules.map((rule) => rule.field)).size === rules.length, {
      error: 'Each field can have one rule',
    })
    .default([]),
  requiredTags: words('Required tags').default([]),
  requiredSymptoms: words('Required symptoms').default([]),
  minAccountAgeDays: whole('Minimum account age', 1, L.ruleCount).nullable().default(null),
});

export const exclusionRulesSchema = z.strictObject({
  excludedTags: words('Excluded tags').default([]),
  excludedSymptoms: words('Excluded symptoms').default([]),
});

const dataRequirementSchema = z.strictObject({
  category: oneOf(DATA_CATEGORIES, 'Category'),
  description: optionalLine('Description', L.requirementDescription).default(''),
  frequency: oneOf(DATA_FREQUENCIES, 'Frequency'),
  required: z.boolean({ error: 'Required must be true or false' }),
});

/** POST and PUT /api/admin/research-studies: everything an admin writes about a study. */
export const studyInputSchema = z
  .strictObject({
    title: singleLine('Title', L.title),
    description: multiLine('Description', L.description),
    institution: singleLine('Institution', L.institution),
    institutionType: oneOf(INSTITUTION_TYPES, 'Institution type'),
    principalInvestigator: singleLine('Principal investigator', L.investigator),
    studyType: oneOf(STUDY_TYPES, 'Study type'),
    startDate: date('Start date'),
    endDate: date('End date'),
    targetParticipants: whole('Target participants', 1, L.targetParticipants),
    eligibility: eligibilityRulesSchema,
    exclusion: exclusionRulesSchema.default({ excludedTags: [], excludedSymptoms: [] }),
    dataRequirements: z
      .array(dataRequirementSchema, { error: 'Data requirements must be a list' })
      .min(1, { error: 'Add at least one data requirement' })
      .max(DATA_CATEGORIES.length)
      .refine((items) => new Set(items.map((item) => item.category)).size === items.length, {
        error: 'Each category can be listed once',
      }),
    compensation: optionalLine('Compensation', L.compensation).default(''),
    compensationUsd: z
      .number({ error: 'Compensation amount must be a number' })
      .min(0, { error: `Compensation amount must be between 0 and ${L.compensationUsd}` })
      .max(L.compensationUsd, {
        error: `Compensation amount must be between 0 and ${L.compensationUsd}`,
      })
      .default(0),
    benefits: lines('Benefits').default([]),
    risks: lines('Risks').default([]),
    privacyLevel: oneOf(PRIVACY_LEVELS, 'Privacy level'),
    ethicsApproval: singleLine('Ethics approval', L.ethicsApproval),
    contactInfo: z.strictObject({
      name: singleLine('Contact name', L.contactName),
      email,
      phone: optionalLine('Contact phone', L.phone).default(''),
    }),
    consentText: multiLine('Consent text', L.consentText),
    consentStatements: lines('Consent statements', L.statements).min(1, {
      error: 'Add at least one consent statement',
    }),
    publications: lines('Publications').default([]),
  })
  .refine((study) => study.endDate > study.startDate, {
    error: 'End date must be after the start date',
    path: ['endDate'],
  });
export type StudyInput = z.output<typeof studyInputSchema>;
export type StudyPayload = z.input<typeof studyInputSchema>;

/** POST /api/admin/research-studies/{id}/phase. */
export const studyPhaseSchema = z.strictObject({ phase: oneOf(STUDY_PHASES, 'Phase') });

/** GET /api/admin/research-studies/{id}/dataset?format= */
export const datasetQuerySchema = z.strictObject({
  format: oneOf(['csv', 'json'] as const, 'Format').default('csv'),
});

const consentFields = {
  /** The version read; a newer one on the server is a 409, so nobody agrees to unseen text. */
  consentVersion: whole('Consent version', 1, 1_000_000),
  /** Indexes of the statements ticked: every one of them is needed. */
  acceptedStatements: z
    .array(whole('Statement', 0, L.statements), { error: 'Accepted statements must be a list' })
    .max(L.statements + 1),
};

/**
 * POST /api/research-studies/{id}/enroll. The spec sends no body; Cairn needs the consent.
 * Without `categories` the study gets its required categories, or, when the person turned
 * requireApprovalPerStudy off, every category it asks for that their preferences allow.
 */
export const enrollSchema = z.strictObject({
  ...consentFields,
  categories: z
    .array(oneOf(DATA_CATEGORIES, 'Category'), { error: 'Categories must be a list' })
    .max(DATA_CATEGORIES.length)
    .transform((items) => [...new Set(items)])
    .optional(),
});
export type EnrollInput = z.output<typeof enrollSchema>;
export type EnrollPayload = z.input<typeof enrollSchema>;

/** POST /api/research-participation/{id}/consent: agreeing to a changed consent text. */
export const reconsentSchema = z.strictObject(consentFields);
export type ReconsentPayload = z.input<typeof reconsentSchema>;

/**
 * POST /api/research-participation/{id}/withdraw. The spec sends no body: that keeps the data
 * already contributed, as most consent forms say; `remove` takes it out of every later download.
 */
export const withdrawSchema = z
  .strictObject({ dataChoice: oneOf(WITHDRAWAL_CHOICES, 'Data choice').default('keep') })
  .default({ dataChoice: 'keep' });
export type WithdrawPayload = z.input<typeof withdrawSchema>;

/** PUT /api/data-sharing-preferences: all nine fields. */
export const preferencesSchema = z.strictObject({
  allowAnonymizedSharing: z.boolean({ error: 'allowAnonymizedSharing must be true or false' }),
  allowBiometricSharing: z.boolean({ error: 'allowBiometricSharing must be true or false' }),
  allowMedicationSharing: z.boolean({ error: 'allowMedicationSharing must be true or false' }),
  allowSymptomSharing: z.boolean({ error: 'allowSymptomSharing must be true or false' }),
  allowDemographicSharing: z.boolean({ error: 'allowDemographicSharing must be true or false' }),
  restrictToAcademicResearch: z.boolean({
    error: 'restrictToAcademicResearch must be true or false',
  }),
  restrictToNonProfitResearch: z.boolean({
    error: 'restrictToNonProfitResearch must be true or false',
  }),
  requireApprovalPerStudy: z.boolean({ error: 'requireApprovalPerStudy must be true or false' }),
  maxStudiesPerYear: whole('Maximum studies per year', 1, MAX_STUDIES_PER_YEAR_LIMIT),
});
