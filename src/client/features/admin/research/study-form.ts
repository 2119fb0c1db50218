import { isCalendarDate } from '@core/calendar';
import {
  DATA_CATEGORIES,
  IDENTIFIABLE_STATEMENT,
  RULE_FIELDS,
  type DataCategory,
  type DataFrequency,
  type RuleField,
} from '@core/research/constants';
import { studyInputSchema, type StudyPayload } from '@core/research/schemas';
import type { AdminResearchStudy } from '@core/research/types';

/**
 * What the study form edits: text as typed, so a half-typed number or date stays on screen.
 * payloadOf turns it into the request body; the shared zod schema judges it.
 */
export interface RuleRow {
  /** A stable React key for the row; never sent. */
  key: number;
  field: string;
  count: string;
}

export interface RequirementRow {
  include: boolean;
  description: string;
  frequency: string;
  required: boolean;
}

export interface StudyForm {
  title: string;
  description: string;
  institution: string;
  institutionType: string;
  principalInvestigator: string;
  studyType: string;
  startDate: string;
  endDate: string;
  targetParticipants: string;
  minDaysOfEntries: string;
  minEntriesWithField: RuleRow[];
  /** Comma-separated. */
  requiredTags: string;
  requiredSymptoms: string;
  minAccountAgeDays: string;
  excludedTags: string;
  excludedSymptoms: string;
  requirements: Record<DataCategory, RequirementRow>;
  compensation: string;
  compensationUsd: string;
  /** One per line. */
  benefits: string;
  risks: string;
  publications: string;
  privacyLevel: string;
  ethicsApproval: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  consentText: string;
  /** One per line. */
  consentStatements: string;
}

let nextRuleKey = 1;

export function newRuleRow(field: string, count = ''): RuleRow {
  return { key: nextRuleKey++, field, count };
}

/** The first rule field no row uses yet, or null when every field has its rule. */
export function unusedRuleField(rows: readonly RuleRow[]): string | null {
  return RULE_FIELDS.find((field) => !rows.some((row) => row.field === field)) ?? null;
}

function requirementRows(
  from: (category: DataCategory) => RequirementRow,
): Record<DataCategory, RequirementRow> {
  return Object.fromEntries(
    DATA_CATEGORIES.map((category) => [category, from(category)]),
  ) as Record<DataCategory, RequirementRow>;
}

/** A new study: pain asked for daily and required, the rest left out. */
export function emptyForm(): StudyForm {
  return {
    title: '',
    description: '',
    institution: '',
    institutionType: 'academic',
    principalInvestigator: '',
    studyType: 'observational',
    startDate: '',
    endDate: '',
    targetParticipants: '',
    minDaysOfEntries: '',
    minEntriesWithField: [],
    requiredTags: '',
    requiredSymptoms: '',
    minAccountAgeDays: '',
    excludedTags: '',
    excludedSymptoms: '',
    requirements: requirementRows((category) => ({
      include: category === 'pain',
      description: '',
      frequency: 'daily',
      required: category === 'pain',
    })),
    compensation: '',
    compensationUsd: '',
    benefits: '',
    risks: '',
    publications: '',
    privacyLevel: 'pseudonymized',
    ethicsApproval: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    consentText: '',
    consentStatements: '',
  };
}

/**
 * The statements the admin wrote. An identifiable study's consent ends with the statement the
 * server adds; it is not the admin's to edit, so it is left out here.
 */
export function ownStatements(study: AdminResearchStudy): string[] {
  const statements = study.consentStatements;
  return study.privacyLevel === 'identifiable' && statements.at(-1) === IDENTIFIABLE_STATEMENT
    ? statements.slice(0, -1)
    : statements;
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** Editing: the stored study, field by field. */
export function formOf(study: AdminResearchStudy): StudyForm {
  const asked = new Map(study.dataRequirements.map((item) => [item.category, item]));
  return {
    title: study.title,
    description: study.description,
    institution: study.institution,
    institutionType: study.institutionType,
    principalInvestigator: study.principalInvestigator,
    studyType: study.studyType,
    startDate: study.startDate,
    endDate: study.endDate,
    targetParticipants: String(study.targetParticipants),
    minDaysOfEntries: numberText(study.eligibility.minDaysOfEntries),
    minEntriesWithField: study.eligibility.minEntriesWithField.map((rule) =>
      newRuleRow(rule.field, String(rule.count)),
    ),
    requiredTags: study.eligibility.requiredTags.join(', '),
    requiredSymptoms: study.eligibility.requiredSymptoms.join(', '),
    minAccountAgeDays: numberText(study.eligibility.minAccountAgeDays),
    excludedTags: study.exclusion.excludedTags.join(', '),
    excludedSymptoms: study.exclusion.excludedSymptoms.join(', '),
    requirements: requirementRows((category) => {
      const item = asked.get(category);
      return item
        ? {
            include: true,
            description: item.description,
            frequency: item.frequency,
            required: item.required,
          }
        : { include: false, description: '', frequency: 'daily', required: false };
    }),
    compensation: study.compensation,
    compensationUsd: study.compensationUsd ? String(study.compensationUsd) : '',
    benefits: study.benefits.join('\n'),
    risks: study.risks.join('\n'),
    publications: study.publications.join('\n'),
    privacyLevel: study.privacyLevel,
    ethicsApproval: study.ethicsApproval,
    contactName: study.contactInfo.name,
    contactEmail: study.contactInfo.email,
    contactPhone: study.contactInfo.phone,
    consentText: study.consentText,
    consentStatements: ownStatements(study).join('\n'),
  };
}

/** Lines of a textarea, blank ones dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Items of a comma-separated input, blank ones dropped. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A typed number; blank is NaN, which the schema reports as "must be a number". */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** The request body (POST and PUT): the form as StudyPayload, before the schema's checks. */
export function payloadOf(form: StudyForm): StudyPayload {
  return {
    title: form.title,
    description: form.description,
    institution: form.institution,
    institutionType: form.institutionType as StudyPayload['institutionType'],
    principalInvestigator: form.principalInvestigator,
    studyType: form.studyType as StudyPayload['studyType'],
    startDate: form.startDate,
    endDate: form.endDate,
    targetParticipants: numberOf(form.targetParticipants),
    eligibility: {
      minDaysOfEntries: optionalNumber(form.minDaysOfEntries),
      minEntriesWithField: form.minEntriesWithField.map((row) => ({
        field: row.field as RuleField,
        count: numberOf(row.count),
      })),
      requiredTags: commaList(form.requiredTags),
      requiredSymptoms: commaList(form.requiredSymptoms),
      minAccountAgeDays: optionalNumber(form.minAccountAgeDays),
    },
    exclusion: {
      excludedTags: commaList(form.excludedTags),
      excludedSymptoms: commaList(form.excludedSymptoms),
    },
    dataRequirements: DATA_CATEGORIES.filter((category) => form.requirements[category].include).map(
      (category) => {
        const row = form.requirements[category];
        return {
          category,
          description: row.description,
          frequency: row.frequency as DataFrequency,
          required: row.required,
        };
      },
    ),
    compensation: form.compensation,
    compensationUsd: form.compensationUsd.trim() === '' ? 0 : numberOf(form.compensationUsd),
    benefits: linesOf(form.benefits),
    risks: linesOf(form.risks),
    privacyLevel: form.privacyLevel as StudyPayload['privacyLevel'],
    ethicsApproval: form.ethicsApproval,
    contactInfo: { name: form.contactName, email: form.contactEmail, phone: form.contactPhone },
    consentText: form.consentText,
    consentStatements: linesOf(form.consentStatements),
    publications: linesOf(form.publications),
  };
}

/** An issue as zod reports it (a path list) or as a 400 sends it ("a.b.0"). */
export interface FormIssue {
  path: readonly PropertyKey[] | string;
  message: string;
}

/**
 * The key of the form field an issue belongs to: "title", "contactInfo.email",
 * "eligibility.minEntriesWithField.0" (a rule row), "dataRequirements.pain" (a category's row),
 * "benefits" (any of its lines). Issues with no field are "form".
 */
export function errorKey(issue: FormIssue, payload: StudyPayload): string {
  const path = (typeof issue.path === 'string' ? issue.path.split('.') : issue.path).map(
    (segment) => String(segment),
  );
  const [first, second, third] = path;
  if (first === undefined || first === '' || first === 'body') return 'form';
  if (first === 'contactInfo' || first === 'exclusion') {
    return second === undefined ? first : `${first}.${second}`;
  }
  if (first === 'eligibility') {
    if (second === undefined) return first;
    if (second === 'minEntriesWithField' && third !== undefined && /^\d+$/.test(third)) {
      return `${first}.${second}.${third}`;
    }
    return `${first}.${second}`;
  }
  if (first === 'dataRequirements' && second !== undefined && /^\d+$/.test(second)) {
    const category = payload.dataRequirements[Number(second)]?.category;
    return category ? `${first}.${category}` : first;
  }
  return first;
}

/** The first message for each field of the issues. */
export function errorsOf(
  issues: readonly FormIssue[],
  payload: StudyPayload,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[errorKey(issue, payload)] ??= issue.message;
  return errors;
}

/**
 * Checks the form with the shared schema. Besides the schema's messages: an empty required
 * number says it is required, and the end date is checked against the start date at once (the
 * schema compares them only when every other field is valid).
 */
export function validateForm(
  form: StudyForm,
): { ok: true; payload: StudyPayload } | { ok: false; errors: Record<string, string> } {
  const payload = payloadOf(form);
  const parsed = studyInputSchema.safeParse(payload);
  const errors = parsed.success ? {} : errorsOf(parsed.error.issues, payload);
  if (
    !errors.endDate &&
    isCalendarDate(form.startDate) &&
    isCalendarDate(form.endDate) &&
    form.endDate <= form.startDate
  ) {
    errors.endDate = 'End date must be after the start date';
  }
  if (errors.targetParticipants && form.targetParticipants.trim() === '') {
    errors.targetParticipants = 'Target participants is required';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload };
}

const normalText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * Whether saving would publish a new consent version: its text or statements differ. Moving
 * into or out of identifiable changes them too, as the server adds or drops its statement.
 */
export function consentChanged(study: AdminResearchStudy, form: StudyForm): boolean {
  const before = ownStatements(study).map((line) => line.replace(/\s+/g, ' ').trim());
  const after = linesOf(form.consentStatements).map((line) => line.replace(/\s+/g, ' '));
  return (
    normalText(study.consentText) !== normalText(form.consentText) ||
    (study.privacyLevel === 'identifiable') !== (form.privacyLevel === 'identifiable') ||
    before.length !== after.length ||
    before.some((line, index) => line !== after[index])
  );
}

/** The error keys a control of the form shows; any other error is listed above the form. */
const FIELD_KEYS = new Set([
  'title',
  'description',
  'institution',
  'institutionType',
  'principalInvestigator',
  'studyType',
  'startDate',
  'endDate',
  'targetParticipants',
  'eligibility',
  'eligibility.minDaysOfEntries',
  'eligibility.minEntriesWithField',
  'eligibility.requiredTags',
  'eligibility.requiredSymptoms',
  'eligibility.minAccountAgeDays',
  'exclusion',
  'exclusion.excludedTags',
  'exclusion.excludedSymptoms',
  'dataRequirements',
  'compensation',
  'compensationUsd',
  'benefits',
  'risks',
  'publications',
  'privacyLevel',
  'ethicsApproval',
  'contactInfo',
  'contactInfo.name',
  'contactInfo.email',
  'contactInfo.phone',
  'consentText',
  'consentStatements',
]);

export function isFieldKey(key: string, form: StudyForm): boolean {
  if (FIELD_KEYS.has(key)) return true;
  const rule = /^eligibility\.minEntriesWithField\.(\d+)$/.exec(key);
  if (rule) return Number(rule[1]) < form.minEntriesWithField.length;
  const requirement = /^dataRequirements\.(\w+)$/.exec(key);
  return requirement
    ? (DATA_CATEGORIES as readonly string[]).includes(requirement[1]!) &&
        form.requirements[requirement[1] as DataCategory].include
    : false;
}
