import { z } from 'zod';
import { dayNumber, MS_PER_DAY } from './calendar';
import { EXPORT_FORMAT, EXPORT_VERSION, type ImportCollection } from './data-export';
import { exerciseSessionSchema } from './exercise-sessions';
import { calendarDate, createEntrySchema } from './journal';
import { createMedicationSchema, doseLogSchema, isTimeOfDay } from './medications';
import { preferencesUpdateSchema } from './settings';
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

const sourceId = z
  .string({ error: 'Id must be text' })
  .min(1, { error: 'Id must not be empty' })
  .max(100, { error: 'Id must be at most 100 characters' });

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` });

const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });

const nullableText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable();

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

const collection = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, { error: `${label} can have at most ${max} items` });

type Ctx = z.RefinementCtx;

function noDuplicateIds(items: { id: string }[], key: ImportCollection, ctx: Ctx): Set<string> {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [key, index, 'id'],
        message: 'Another item in the file has the same id',
      });
    }
    seen.add(item.id);
  });
  return seen;
}

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
export type ImportJournalEntry = ImportFile['journalEntries'][number];
export type ImportMedication = ImportFile['medications'][number];
export type ImportSchedule = ImportFile['medicationSchedules'][number];
export type ImportMedicationLog = ImportFile['medicationLogs'][number];
export type ImportTrigger = ImportFile['triggers'][number];
export type ImportCustomTag = ImportFile['customTags'][number];
export type ImportExerciseSession = ImportFile['exerciseSessions'][number];
