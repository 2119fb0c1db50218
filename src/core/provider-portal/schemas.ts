import { z } from 'zod';
import { normalizeEmail } from '../auth';
import { isCalendarDate } from '../calendar';
import { REPORT_PERIODS, REPORT_SECTIONS, REPORT_TYPES } from '../report/settings';
import { multiLine, optionalLine, singleLine } from '../text-fields';
import { CODE_LENGTH, PROVIDER_LIMITS as L } from './constants';
import { ACCESS_LEVELS, PERMISSION_KEYS } from './permissions';
import { PRIORITIES, TREATMENT_CATEGORIES } from './types';

/**
 * Request bodies of the provider portal. The spec leaves the forms' validation unshown
 * (document 2 section 5); these are the rules Cairn chose. Every object is strict, so a
 * misspelt field is a 400 naming it rather than silently ignored.
 */

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(L.email, { error: `Email must be at most ${L.email} characters` })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform(normalizeEmail);

const phone = optionalLine('Phone', L.phone).refine((value) => /^[0-9+()./\- ]*$/.test(value), {
  error: 'Phone may contain only digits, spaces and + ( ) - . /',
});

export const permissionsSchema = z.strictObject(
  Object.fromEntries(
    PERMISSION_KEYS.map((key) => [key, z.boolean({ error: `${key} must be true or false` })]),
  ) as Record<(typeof PERMISSION_KEYS)[number], z.ZodBoolean>,
);

const accessLevel = z.enum(ACCESS_LEVELS, {
  error: `Access level must be one of ${ACCESS_LEVELS.join(', ')}`,
});

const providerDetails = {
  name: singleLine('Name', L.name),
  title: optionalLine('Title', L.title).default(''),
  specialization: singleLine('Specialization', L.specialization),
  organization: optionalLine('Organization', L.organization).default(''),
  phone: phone.default(''),
  address: optionalLine('Address', L.address).default(''),
  licenseNumber: optionalLine('License number', L.licenseNumber).default(''),
};

/**
 * POST /api/healthcare-providers/invite. Without `permissions` the level's preset applies; with
 * them the level is worked out from the switches (accessLevelFor).
 */
export const inviteProviderSchema = z.strictObject({
  ...providerDetails,
  email,
  accessLevel: accessLevel.default('read-only'),
  permissions: permissionsSchema.optional(),
});
export type InviteProviderInput = z.output<typeof inviteProviderSchema>;
export type InviteProviderPayload = z.input<typeof inviteProviderSchema>;

/**
 * PATCH /api/healthcare-providers/:id: any of the details, the level or the switches. The e-mail
 * cannot change: the link and code went to that address (remove and invite again instead).
 */
export const updateProviderSchema = z
  .strictObject({
    name: providerDetails.name,
    title: optionalLine('Title', L.title),
    specialization: providerDetails.specialization,
    organization: optionalLine('Organization', L.organization),
    phone,
    address: optionalLine('Address', L.address),
    licenseNumber: optionalLine('License number', L.licenseNumber),
    accessLevel,
    permissions: permissionsSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateProviderInput = z.output<typeof updateProviderSchema>;

const periodDays = REPORT_PERIODS.map((period) => period.days);
const sectionKeys = REPORT_SECTIONS.map((section) => section.key);
const reportTypes = REPORT_TYPES.map((type) => type.value);

/** POST /api/shared-reports: a Healthcare Provider Report made now and kept as it is. */
export const shareReportSchema = z.strictObject({
  providerId: z.uuid({ error: 'providerId must be a provider id' }),
  dateRange: z
    .number({ error: 'dateRange must be a number of days' })
    .refine((days) => (periodDays as number[]).includes(days), {
      error: `dateRange must be one of ${periodDays.join(', ')}`,
    }),
  reportType: z.enum(reportTypes as [string, ...string[]], {
    error: `reportType must be one of ${reportTypes.join(', ')}`,
  }) as z.ZodType<(typeof reportTypes)[number]>,
  includeSections: z
    .strictObject(
      Object.fromEntries(
        sectionKeys.map((key) => [key, z.boolean({ error: `${key} must be true or false` })]),
      ) as Record<(typeof sectionKeys)[number], z.ZodBoolean>,
    )
    .refine((sections) => Object.values(sections).some(Boolean), {
      error: 'Choose at least one section',
    }),
  /** Defaults to "{period label}, {type label}", e.g. "Last 3 months, comprehensive". */
  title: optionalLine('Title', L.reportTitle).default(''),
  /** The patient's own words for the clinician, printed as in the Reports page. */
  notes: multiLine('Notes', L.notes, 0).default(''),
});
export type ShareReportInput = z.output<typeof shareReportSchema>;
export type ShareReportPayload = z.input<typeof shareReportSchema>;

/** PATCH /api/treatment-recommendations/:id. Pending -> accepted | declined; accepted -> completed. */
export const recommendationStatusSchema = z.strictObject({
  status: z.enum(['accepted', 'declined', 'completed'], {
    error: 'status must be one of accepted, declined, completed',
  }),
});

/* Clinician side. */

export const verifyCodeSchema = z.strictObject({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: `code must be ${CODE_LENGTH} digits` }),
});

const futureDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .refine(isCalendarDate, { error: `${label} must be a date (yyyy-MM-dd)` });

const priority = z.enum(PRIORITIES, { error: `priority must be one of ${PRIORITIES.join(', ')}` });

export const clinicianNoteSchema = z.strictObject({
  text: multiLine('Note', L.noteText),
});

export const clinicianRecommendationSchema = z.strictObject({
  title: singleLine('Title', L.recommendationTitle),
  description: multiLine('Description', L.recommendationText, 0).default(''),
  category: z.enum(TREATMENT_CATEGORIES as [string, ...string[]], {
    error: `category must be one of ${TREATMENT_CATEGORIES.join(', ')}`,
  }) as z.ZodType<(typeof TREATMENT_CATEGORIES)[number]>,
  priority: priority.default('medium'),
  dueDate: futureDate('dueDate').nullable().default(null),
  followUpRequired: z.boolean({ error: 'followUpRequired must be true or false' }).default(false),
  notes: multiLine('Notes', L.notes, 0).default(''),
});
export type ClinicianRecommendationInput = z.output<typeof clinicianRecommendationSchema>;
export type ClinicianRecommendationPayload = z.input<typeof clinicianRecommendationSchema>;

export const medicationChangeSchema = z.strictObject({
  medication: singleLine('Medication', L.medication),
  change: singleLine('Change', L.recommendationTitle),
  description: multiLine('Reason', L.recommendationText, 0).default(''),
  priority: priority.default('medium'),
});
export type MedicationChangeInput = z.output<typeof medicationChangeSchema>;
export type MedicationChangePayload = z.input<typeof medicationChangeSchema>;

export const followUpSchema = z.strictObject({
  date: futureDate('date'),
  reason: singleLine('Reason', L.recommendationTitle),
  description: multiLine('Details', L.recommendationText, 0).default(''),
  priority: priority.default('medium'),
});
export type FollowUpInput = z.output<typeof followUpSchema>;
export type FollowUpPayload = z.input<typeof followUpSchema>;
