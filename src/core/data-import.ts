import { z } from 'zod';
import { biometricImportShape, checkBiometricReferences } from './biometric-import';
import { dateOfDay, dayNumber, MS_PER_DAY } from './calendar';
import { EXPORT_FORMAT, EXPORT_VERSION } from './data-export';
import { exerciseSessionSchema } from './exercise-sessions';
import { bool, collection, instant, noDuplicateIds, nullableText, sourceId } from './import-fields';
import { calendarDate, createEntrySchema } from './journal';
import { MEDIA_KINDS, PHOTO_TYPES, VOICE_TYPES } from './media';
import { createMedicationSchema, doseLogSchema, isTimeOfDay } from './medications';
import { pegAnswerSchema, pegWeekSchema, weekStart } from './peg';
import { MAX_PROVIDERS, PROVIDER_LIMITS as L } from './provider-portal/constants';
import { presetPermissions } from './provider-portal/permissions';
import { inviteProviderSchema, permissionsSchema } from './provider-portal/schemas';
import {
  PRIORITIES,
  RECOMMENDATION_CATEGORIES,
  RECOMMENDATION_STATUSES,
} from './provider-portal/types';
import { REPORT_PERIODS, REPORT_SECTIONS, REPORT_TYPES } from './report/settings';
import { preferencesUpdateSchema } from './settings';
import { hasControlCharacter, multiLine, singleLine } from './text-fields';
import { createTriggerSchema } from './triggers';

/**
 * The one check of an export file before anything is written (POST /api/import). Record fields
 * reuse the schemas and limits of the ordinary API, so an import can store nothing the app
 * itself would refuse. Ids in the file are only references within the file: the server gives
 * every imported row a new id.
 */

const FILE_MESSAGE = 'The file must be a Cairn export: a JSON object with format "cairn-export"';

/** Read first, so a file of another version is refused for that reason alone. */
export const importHeaderSchema = z.object(
  {
    format: z.literal(EXPORT_FORMAT, { error: FILE_MESSAGE }),
    version: z.literal(EXPORT_VERSION, {
      error: (issue) =>
        `${issue.input === undefined ? 'The export version is missing' : `Unsupported export version ${JSON.stringify(issue.input)}`}: this Cairn reads version ${EXPORT_VERSION}`,
    }),
  },
  { error: FILE_MESSAGE },
);

const journalEntry = createEntrySchema.extend({
  id: sourceId,
  date: calendarDate,
  createdAt: instant('createdAt'),
  updatedAt: instant('updatedAt'),
});

const medication = createMedicationSchema.omit({ scheduleTimes: true }).extend({
  id: sourceId,
  startDate: calendarDate,
  endDate: calendarDate.nullable().default(null),
  createdAt: instant('createdAt'),
  updatedAt: instant('updatedAt'),
});

/** Weekdays 0-6, or a day of the month as -1 to -31 (see isDueOn in medication-schedule.ts). */
const scheduleDay = z
  .number({ error: 'Each day must be a number' })
  .int({ error: 'Each day must be a whole number' })
  .min(-31, { error: 'Each day must be a weekday 0 to 6 or a day of the month -1 to -31' })
  .max(6, { error: 'Each day must be a weekday 0 to 6 or a day of the month -1 to -31' });

const schedule = z.object({
  id: sourceId,
  medicationId: sourceId,
  timeOfDay: z
    .string({ error: 'Time must be text in the form HH:mm' })
    .refine(isTimeOfDay, { error: 'Time must be in the form HH:mm' }),
  days: z.array(scheduleDay, { error: 'Days must be a list' }).max(31),
  isActive: bool('isActive').default(true),
  reminderEnabled: bool('reminderEnabled').default(true),
  createdAt: instant('createdAt'),
});

const medicationLog = doseLogSchema.extend({
  id: sourceId,
  medicationId: sourceId,
  entryId: sourceId.nullable().default(null),
  takenAt: instant('takenAt'),
  effectiveness: doseLogSchema.shape.effectiveness.unwrap().nullable().default(null),
  scheduledTime: doseLogSchema.shape.scheduledTime.unwrap().nullable().default(null),
  dosageActual: nullableText(100, 'Actual dosage').default(null),
  createdAt: instant('createdAt'),
});

const trigger = createTriggerSchema.extend({
  id: sourceId,
  // Older data may hold no category or one this version does not know; it is kept as it is.
  category: nullableText(50, 'Category'),
  createdAt: instant('createdAt'),
});

const customTag = z.object({
  id: sourceId,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(50, { error: 'Name must be at most 50 characters' }),
  color: z
    .string({ error: 'Colour must be text' })
    .regex(/^#[0-9a-fA-F]{3,8}$/, { error: 'Colour must be a hex colour such as #3B82F6' }),
  category: nullableText(50, 'Category').default(null),
  isActive: bool('isActive').default(true),
  createdAt: instant('createdAt'),
});

/** The earliest and latest time zones in use: UTC-12 and UTC+14. */
const ZONE_WEST_MS = 12 * 60 * 60 * 1000;
const ZONE_EAST_MS = 14 * 60 * 60 * 1000;

/**
 * Whether `date` is the calendar day of `instant` in some time zone. The app stores a session's
 * date as the user's day when it was completed; the account imported into may be in another
 * zone, so the file's day is kept, but a day no zone could have had is refused.
 */
function isDayOf(date: string, instant: string): boolean {
  const day = dayNumber(date);
  const time = Date.parse(instant);
  return (
    day !== null &&
    day >= Math.floor((time - ZONE_WEST_MS) / MS_PER_DAY) &&
    day <= Math.floor((time + ZONE_EAST_MS) / MS_PER_DAY)
  );
}

const exerciseSession = exerciseSessionSchema
  .pick({ exerciseId: true, durationSeconds: true })
  .extend({
    id: sourceId,
    date: calendarDate,
    completedAt: instant('completedAt'),
    createdAt: instant('createdAt'),
  })
  .refine((session) => isDayOf(session.date, session.completedAt), {
    path: ['date'],
    error: 'Date must be the day of completedAt in some time zone',
  });

/**
 * A weekly PEG check-in (decision 0024): the answers as the app takes them, and a week that had
 * begun when it was answered somewhere on Earth (its Monday no later than answeredAt's date in
 * the easternmost zone). The week is the key, so duplicates in a file are allowed: the latest
 * answer of a week stands, as when answering again in the app.
 */
const pegCheckin = pegAnswerSchema
  .extend({ week: pegWeekSchema, answeredAt: instant('answeredAt') })
  .refine(
    (checkin) => {
      // Zod checks this even when a field failed; that field has its own issue already.
      const monday = weekStart(String(checkin.week));
      const time = Date.parse(String(checkin.answeredAt));
      if (monday === null || Number.isNaN(time)) return true;
      return monday <= dateOfDay(Math.floor((time + ZONE_EAST_MS) / MS_PER_DAY));
    },
    { path: ['week'], error: 'Week must not begin after answeredAt' },
  );

/*
 * The provider portal (decision 0020). Fields take the portal's own schemas and limits; what
 * only a clinician or the server writes (a shared report's snapshot, a recommendation's status)
 * is checked here against the same enums.
 */

const invited = inviteProviderSchema.shape;

const healthcareProvider = z
  .object({
    id: sourceId,
    name: invited.name,
    title: invited.title,
    specialization: invited.specialization,
    organization: invited.organization,
    email: invited.email,
    phone: invited.phone,
    address: invited.address,
    licenseNumber: invited.licenseNumber,
    accessLevel: invited.accessLevel,
    // Not strict here: a later Cairn's extra switch is dropped like any unknown field.
    permissions: z
      .object(permissionsSchema.shape, { error: 'permissions must be an object' })
      .optional(),
    invitedAt: instant('invitedAt'),
    connectedAt: instant('connectedAt').nullable().default(null),
    lastAccessed: instant('lastAccessed').nullable().default(null),
    createdAt: instant('createdAt'),
  })
  // A hand-made file may give only the level: its preset applies, as on an invitation.
  .transform(({ permissions, ...provider }) => ({
    ...provider,
    permissions: permissions ?? presetPermissions(provider.accessLevel),
  }));

/** Snapshot text is kept exactly as made (no trimming), so a round trip changes nothing. */
const snapshotText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !hasControlCharacter(value), {
      error: `${label} contains characters that are not allowed`,
    });

/** Longest text of a shared report's parts (a 90-day report with every journal note). */
const SNAPSHOT_LIMITS = {
  summary: 4_000,
  keyInsight: 2_000,
  keyInsights: 50,
  text: 2_000_000,
};

const reportTypes = REPORT_TYPES.map((type) => type.value);
const periodDays: number[] = REPORT_PERIODS.map((period) => period.days);

const objectField = (label: string) =>
  z.record(z.string(), z.unknown(), { error: `${label} must be an object` });
const listField = (label: string) => z.array(z.unknown(), { error: `${label} must be a list` });
const numberField = (label: string) =>
  z.number({ error: `${label} must be a number` }).refine(Number.isFinite, {
    error: `${label} must be a number`,
  });

/**
 * The report's figures (core/report/build ReportData) as stored when shared. Checked at the top
 * level, every field of its kind, so the clinician's page can read it; the figures themselves
 * are kept as they were made (and unknown fields of a later Cairn are kept too).
 */
const reportData = z.looseObject(
  {
    generatedOn: calendarDate,
    settings: objectField('settings'),
    patient: objectField('patient'),
    period: objectField('period'),
    entryCount: numberField('entryCount'),
    daysWithEntries: numberField('daysWithEntries'),
    completionRate: numberField('completionRate'),
    streak: numberField('streak'),
    pain: objectField('pain').nullable(),
    trend: objectField('trend').nullable(),
    painWindows: listField('painWindows'),
    weekdays: listField('weekdays'),
    locations: listField('locations'),
    daysWithLocations: numberField('daysWithLocations'),
    sleep: objectField('sleep').nullable(),
    stress: objectField('stress').nullable(),
    mood: objectField('mood').nullable(),
    energy: objectField('energy').nullable(),
    symptoms: listField('symptoms'),
    activities: listField('activities'),
    daysWithActivities: numberField('daysWithActivities'),
    triggers: listField('triggers'),
    medications: listField('medications'),
    medicationMentions: listField('medicationMentions'),
    weather: objectField('weather').nullable(),
    journalNotes: listField('journalNotes'),
    dailyLog: listField('dailyLog'),
    previous: objectField('previous').nullable(),
    insights: listField('insights'),
  },
  { error: 'data must be the report figures' },
);

const sharedReport = z.object({
  id: sourceId,
  providerId: sourceId,
  title: singleLine('Title', L.reportTitle),
  type: z.enum(reportTypes as [(typeof reportTypes)[number], ...(typeof reportTypes)[number][]], {
    error: `type must be one of ${reportTypes.join(', ')}`,
  }),
  days: z.number({ error: 'days must be a number' }).refine((days) => periodDays.includes(days), {
    error: `days must be one of ${periodDays.join(', ')}`,
  }),
  sections: z.object(
    Object.fromEntries(REPORT_SECTIONS.map(({ key }) => [key, bool(key)])) as Record<
      (typeof REPORT_SECTIONS)[number]['key'],
      z.ZodBoolean
    >,
    { error: 'sections must be an object' },
  ),
  dateRange: z
    .object({ start: calendarDate, end: calendarDate }, { error: 'dateRange must be an object' })
    .refine((range) => range.start <= range.end, {
      path: ['end'],
      error: 'The end must not be before the start',
    }),
  sharedAt: instant('sharedAt'),
  viewedAt: instant('viewedAt').nullable().default(null),
  revokedAt: instant('revokedAt').nullable().default(null),
  summary: snapshotText('Summary', SNAPSHOT_LIMITS.summary),
  keyInsights: z
    .array(snapshotText('Key insight', SNAPSHOT_LIMITS.keyInsight), {
      error: 'keyInsights must be a list',
    })
    .max(SNAPSHOT_LIMITS.keyInsights, {
      error: `keyInsights can have at most ${SNAPSHOT_LIMITS.keyInsights} items`,
    }),
  data: reportData,
  text: snapshotText('Text', SNAPSHOT_LIMITS.text),
});

/** A medication change's title is `${medication}: ${change}` (the clinician API makes it). */
const RECOMMENDATION_TITLE_MAX = L.medication + 2 + L.recommendationTitle;

const providerName = singleLine('providerName', L.name);

const treatmentRecommendation = z.object({
  id: sourceId,
  // An id of a provider in the file, else the recommendation comes without one (as after the
  // provider was removed); providerName keeps who sent it.
  providerId: sourceId.nullable().default(null),
  providerName,
  title: singleLine('Title', RECOMMENDATION_TITLE_MAX),
  description: multiLine('Description', L.recommendationText, 0).default(''),
  category: z.enum(RECOMMENDATION_CATEGORIES, {
    error: `category must be one of ${RECOMMENDATION_CATEGORIES.join(', ')}`,
  }),
  priority: z.enum(PRIORITIES, { error: `priority must be one of ${PRIORITIES.join(', ')}` }),
  status: z.enum(RECOMMENDATION_STATUSES, {
    error: `status must be one of ${RECOMMENDATION_STATUSES.join(', ')}`,
  }),
  createdAt: instant('createdAt'),
  dueDate: calendarDate.nullable().default(null),
  followUpRequired: bool('followUpRequired').default(false),
  notes: multiLine('Notes', L.notes, 0).default(''),
  medicationChange: z
    .object(
      {
        medication: singleLine('Medication', L.medication),
        change: singleLine('Change', L.recommendationTitle),
      },
      { error: 'medicationChange must be an object or null' },
    )
    .nullable()
    .default(null),
  respondedAt: instant('respondedAt').nullable().default(null),
});

const providerNote = z.object({
  id: sourceId,
  providerId: sourceId.nullable().default(null),
  providerName,
  text: multiLine('Note', L.noteText),
  createdAt: instant('createdAt'),
});

/**
 * A photo or voice note the document lists (no bytes: a zip carries them beside it). Its id is
 * kept on import, so the entry's addresses (`/api/media/<id>`) still name it; its entry may be
 * missing from the file (a file can reach the server before its entry), and is then skipped.
 */
const mediaTypes = [...PHOTO_TYPES, ...VOICE_TYPES] as const;
const mediaRecord = z.object({
  id: z.uuid({ error: 'Id must be a UUID' }),
  entryId: sourceId,
  kind: z.enum(MEDIA_KINDS, { error: 'Kind must be photo or voice' }),
  contentType: z.enum(mediaTypes, { error: `contentType must be one of ${mediaTypes.join(', ')}` }),
  size: z
    .number({ error: 'Size must be a number of bytes' })
    .int({ error: 'Size must be a whole number of bytes' })
    .min(0, { error: 'Size must be at least 0' }),
  durationMs: z
    .number({ error: 'Duration must be a number of milliseconds' })
    .int({ error: 'Duration must be a whole number of milliseconds' })
    .min(0, { error: 'Duration must be at least 0' })
    .nullable()
    .default(null),
  createdAt: instant('createdAt'),
});

export const importFileSchema = z
  .object(
    {
      format: importHeaderSchema.shape.format,
      version: importHeaderSchema.shape.version,
      exportedAt: instant('exportedAt').optional(),
      // The profile is part of the export for the reader; the account imported into keeps its
      // own email, name and time zone, so it is not checked or used.
      profile: z.unknown().optional(),
      settings: preferencesUpdateSchema.optional(),
      journalEntries: collection(journalEntry, 100_000, 'journalEntries'),
      medications: collection(medication, 1_000, 'medications'),
      medicationSchedules: collection(schedule, 12_000, 'medicationSchedules'),
      medicationLogs: collection(medicationLog, 200_000, 'medicationLogs'),
      triggers: collection(trigger, 1_000, 'triggers'),
      customTags: collection(customTag, 1_000, 'customTags'),
      // Optional: files exported before sessions were stored have none (docs/decisions/0007).
      exerciseSessions: collection(exerciseSession, 100_000, 'exerciseSessions').default([]),
      // Optional: files exported before the provider portal have none of these four.
      healthcareProviders: collection(
        healthcareProvider,
        MAX_PROVIDERS,
        'healthcareProviders',
      ).default([]),
      sharedReports: collection(sharedReport, 10_000, 'sharedReports').default([]),
      treatmentRecommendations: collection(
        treatmentRecommendation,
        50_000,
        'treatmentRecommendations',
      ).default([]),
      providerNotes: collection(providerNote, 50_000, 'providerNotes').default([]),
      // Optional: files exported before Biometric Integration have none of these four.
      ...biometricImportShape,
      // Optional: files exported before the weekly check-in have none.
      pegCheckins: collection(pegCheckin, 10_000, 'pegCheckins').default([]),
      // Optional: files exported before voice notes and photos have none.
      media: collection(mediaRecord, 200_000, 'media').default([]),
    },
    { error: FILE_MESSAGE },
  )
  .superRefine((file, ctx) => {
    const entryIds = noDuplicateIds(file.journalEntries, 'journalEntries', ctx);
    const medicationIds = noDuplicateIds(file.medications, 'medications', ctx);
    noDuplicateIds(file.medicationSchedules, 'medicationSchedules', ctx);
    noDuplicateIds(file.medicationLogs, 'medicationLogs', ctx);
    noDuplicateIds(file.triggers, 'triggers', ctx);
    noDuplicateIds(file.customTags, 'customTags', ctx);
    noDuplicateIds(file.exerciseSessions, 'exerciseSessions', ctx);
    const providerIds = noDuplicateIds(file.healthcareProviders, 'healthcareProviders', ctx);
    noDuplicateIds(file.sharedReports, 'sharedReports', ctx);
    noDuplicateIds(file.treatmentRecommendations, 'treatmentRecommendations', ctx);
    noDuplicateIds(file.providerNotes, 'providerNotes', ctx);
    // A report belongs to its provider; recommendations and notes may have lost theirs.
    file.sharedReports.forEach((report, index) => {
      if (!providerIds.has(report.providerId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sharedReports', index, 'providerId'],
          message: 'No healthcare provider in the file has this id',
        });
      }
    });
    const refers = (
      key: 'medicationSchedules' | 'medicationLogs',
      items: { medicationId: string }[],
    ) =>
      items.forEach((item, index) => {
        if (!medicationIds.has(item.medicationId)) {
          ctx.addIssue({
            code: 'custom',
            path: [key, index, 'medicationId'],
            message: 'No medication in the file has this id',
          });
        }
      });
    refers('medicationSchedules', file.medicationSchedules);
    refers('medicationLogs', file.medicationLogs);
    checkBiometricReferences(file, ctx);
    const mediaIds = new Set<string>();
    file.media.forEach((item, index) => {
      const id = item.id.toLowerCase();
      if (mediaIds.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['media', index, 'id'],
          message: 'Another item in the file has the same id',
        });
      }
      mediaIds.add(id);
    });
    file.medicationLogs.forEach((log, index) => {
      if (log.entryId !== null && !entryIds.has(log.entryId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['medicationLogs', index, 'entryId'],
          message: 'No journal entry in the file has this id',
        });
      }
    });
  });

export type ImportFile = z.output<typeof importFileSchema>;

/**
 * The record schemas of the export file, for the readers of other apps' files
 * (import-formats/): each record they make is checked as one in a Cairn export would be.
 */
export const importRecordSchemas = {
  journalEntry,
  medication,
  medicationLog,
  customTag,
  pegCheckin,
} as const;
export type ImportJournalEntry = ImportFile['journalEntries'][number];
export type ImportMedication = ImportFile['medications'][number];
export type ImportSchedule = ImportFile['medicationSchedules'][number];
export type ImportMedicationLog = ImportFile['medicationLogs'][number];
export type ImportTrigger = ImportFile['triggers'][number];
export type ImportCustomTag = ImportFile['customTags'][number];
export type ImportExerciseSession = ImportFile['exerciseSessions'][number];
export type ImportHealthcareProvider = ImportFile['healthcareProviders'][number];
export type ImportSharedReport = ImportFile['sharedReports'][number];
export type ImportTreatmentRecommendation = ImportFile['treatmentRecommendations'][number];
export type ImportProviderNote = ImportFile['providerNotes'][number];
export type ImportBiometricDevice = ImportFile['biometricDevices'][number];
export type ImportReadingSeries = ImportFile['biometricReadings'][number];
export type ImportDailySeries = ImportFile['biometricDailySummaries'][number];
export type ImportHealthAlert = ImportFile['healthAlerts'][number];
export type ImportPegCheckin = ImportFile['pegCheckins'][number];
export type ImportMedia = ImportFile['media'][number];
