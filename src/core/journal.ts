import { z } from 'zod';
import { BODY_PART_KEYS } from './body-parts';
import { isCalendarDate } from './calendar';
import {
  JOURNAL_TEXT_MAX,
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX,
  NOTE_TEXT_MAX,
  PHOTOS_MAX,
  SHORT_TEXT_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  URL_MAX_LENGTH,
} from './journal-limits';

/**
 * The journal entry: its API shape (spec document 1 section 3) and the one schema that checks
 * it on the client and the server.
 */

/**
 * Which entry it is: the day's journal (the one /journal edits, at most one per day), a quick
 * pain log, or an emergency log. Quick and emergency logs add entries beside it.
 */
export const ENTRY_KINDS = ['journal', 'quick', 'emergency'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const calendarDate = z
  .string({ error: 'Date must be text in the form yyyy-MM-dd' })
  .refine(isCalendarDate, { error: 'Date must be a real calendar date in the form yyyy-MM-dd' });

const level = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be between ${min} and ${max}` })
    .max(max, { error: `${label} must be between ${min} and ${max}` });

/** Numbers that older clients send as text ("8", "1013.2") are read as numbers. */
const decimal = (min: number, max: number, label: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value,
    z
      .number({ error: `${label} must be a number` })
      .min(min, { error: `${label} must be between ${min} and ${max}` })
      .max(max, { error: `${label} must be between ${min} and ${max}` }),
  );

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const list = (maxItems: number, maxLength: number, label: string) =>
  z
    .array(text(maxLength, `Each ${label} item`).trim(), { error: `${label} must be a list` })
    .max(maxItems, { error: `${label} can have at most ${maxItems} items` })
    .transform((items) => items.filter((item) => item.length > 0));

export const painLocationSchema = z.object({
  bodyPart: z.enum(BODY_PART_KEYS, { error: 'Body part must be one of the 26 body chart parts' }),
  intensity: level(1, 10, 'Intensity'),
  x: z.number().finite().optional(),
  y: z.number().finite().optional(),
});
export type PainLocation = z.infer<typeof painLocationSchema>;

const painLocations = z
  .array(painLocationSchema, { error: 'Pain locations must be a list' })
  .max(BODY_PART_KEYS.length)
  .refine((items) => new Set(items.map((item) => item.bodyPart)).size === items.length, {
    error: 'Each body part can appear only once',
  });

const weatherData = z
  .record(
    z.string().max(50),
    z.union([z.string().max(SHORT_TEXT_MAX), z.number(), z.boolean(), z.null()]),
  )
  .refine((value) => Object.keys(value).length <= 30, {
    error: 'Weather data can have at most 30 fields',
  });

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** Every field a client may write. Unknown fields are dropped. */
const entryFields = {
  date: calendarDate,
  kind: z.enum(ENTRY_KINDS, { error: 'Kind must be journal, quick or emergency' }),
  painLevel: level(0, 10, 'Pain level'),
  painTypes: list(20, LIST_ITEM_MAX_LENGTH, 'Pain types'),
  primaryLocation: nullable(text(LIST_ITEM_MAX_LENGTH, 'Primary location')),
  painLocations,
  duration: nullable(text(LIST_ITEM_MAX_LENGTH, 'Duration')),
  symptoms: list(LIST_MAX, LIST_ITEM_MAX_LENGTH, 'Symptoms'),
  symptomsDescription: nullable(text(NOTE_TEXT_MAX, 'Symptoms description')),
  emotionalState: nullable(text(SHORT_TEXT_MAX, 'Emotional state')),
  stressLevel: nullable(level(0, 10, 'Stress level')),
  energyLevel: nullable(level(0, 10, 'Energy level')),
  sleepQuality: nullable(level(0, 10, 'Sleep quality')),
  sleepHours: nullable(decimal(0, 24, 'Sleep hours')),
  activities: list(LIST_MAX, LIST_ITEM_MAX_LENGTH, 'Activities'),
  moodLevel: nullable(level(1, 5, 'Mood level')),
  moodNotes: nullable(text(NOTE_TEXT_MAX, 'Mood notes')),
  gratitude: nullable(text(NOTE_TEXT_MAX, 'Gratitude')),
  notes: nullable(text(NOTE_TEXT_MAX, 'Notes')),
  journalEntry: nullable(text(JOURNAL_TEXT_MAX, 'Journal entry')),
  promptResponse: nullable(text(NOTE_TEXT_MAX, 'Prompt response')),
  dailyPrompt: nullable(text(1_000, 'Daily prompt')),
  customTags: list(TAGS_MAX, TAG_MAX_LENGTH, 'Tags').transform((tags) => [...new Set(tags)]),
  photoUrls: list(PHOTOS_MAX, URL_MAX_LENGTH, 'Photo URLs'),
  voiceNoteUrl: nullable(text(URL_MAX_LENGTH, 'Voice note URL')),
  weatherData: nullable(weatherData),
  temperature: nullable(decimal(-100, 100, 'Temperature')),
  humidity: nullable(decimal(0, 100, 'Humidity')),
  pressure: nullable(decimal(800, 1100, 'Pressure')),
  weatherConditions: nullable(text(SHORT_TEXT_MAX, 'Weather conditions')),
  windSpeed: nullable(decimal(0, 500, 'Wind speed')),
  uvIndex: nullable(decimal(0, 20, 'UV index')),
  airQuality: nullable(decimal(0, 1000, 'Air quality')),
};

/**
 * The updatedAt of the version a save was made from (null: the client saw no entry). A journal
 * save that missed a newer version keeps both texts (see journal-merge.ts). Left out, the save
 * simply replaces what it sends.
 */
const baseVersion = z.iso
  .datetime({ offset: true, error: 'baseUpdatedAt must be an ISO date-time' })
  .nullable()
  .optional();

/**
 * POST body. painLevel is required; date defaults to today in the user's time zone; kind
 * defaults to journal. A client may choose the id (a UUID) so that a retried or offline save
 * is not stored twice.
 */
export const createEntrySchema = z.object({
  ...entryFields,
  id: z.uuid({ error: 'Id must be a UUID' }).optional(),
  baseUpdatedAt: baseVersion,
  date: entryFields.date.optional(),
  kind: entryFields.kind.default('journal'),
  painTypes: entryFields.painTypes.optional(),
  painLocations: entryFields.painLocations.optional(),
  symptoms: entryFields.symptoms.optional(),
  activities: entryFields.activities.optional(),
  customTags: entryFields.customTags.optional(),
  photoUrls: entryFields.photoUrls.optional(),
  /**
   * When the person logged it, if that was before the server heard of it: a log kept offline
   * and sent later keeps its own time (its createdAt), not the time it arrived.
   */
  loggedAt: z.iso.datetime({ offset: true, error: 'loggedAt must be an ISO date-time' }).optional(),
});
export type CreateEntryInput = z.infer<typeof createEntrySchema>;

/** PUT body: the same fields, each optional; only the fields sent change. */
export const updateEntrySchema = z
  .object(entryFields)
  .partial()
  .omit({ kind: true })
  .extend({ baseUpdatedAt: baseVersion });
export type UpdateEntryInput = z.infer<typeof updateEntrySchema>;

export const entryListQuerySchema = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});

/** The wire shape of an entry. */
export interface JournalEntry {
  id: string;
  date: string;
  kind: EntryKind;
  painLevel: number;
  painTypes: string[];
  primaryLocation: string | null;
  painLocations: PainLocation[];
  duration: string | null;
  symptoms: string[];
  symptomsDescription: string | null;
  emotionalState: string | null;
  stressLevel: number | null;
  energyLevel: number | null;
  sleepQuality: number | null;
  sleepHours: number | null;
  activities: string[];
  moodLevel: number | null;
  moodNotes: string | null;
  gratitude: string | null;
  notes: string | null;
  journalEntry: string | null;
  promptResponse: string | null;
  dailyPrompt: string | null;
  customTags: string[];
  photoUrls: string[];
  voiceNoteUrl: string | null;
  weatherData: Record<string, string | number | boolean | null> | null;
  temperature: number | null;
  humidity: number | null;
  pressure: number | null;
  weatherConditions: string | null;
  windSpeed: number | null;
  uvIndex: number | null;
  airQuality: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What a client sends (before the schema's defaults and clean-up). */
export type CreateEntryPayload = z.input<typeof createEntrySchema>;
/** A save that names its day (every save the client makes, so it can be shown before it is sent). */
export type DatedEntryPayload = CreateEntryPayload & { date: string };
export type UpdateEntryPayload = z.input<typeof updateEntrySchema>;

/** An entry with nothing filled in: what the server stores for fields a save leaves out. */
export const EMPTY_ENTRY_FIELDS: Omit<
  JournalEntry,
  'id' | 'date' | 'kind' | 'createdAt' | 'updatedAt'
> = {
  painLevel: 0,
  painTypes: [],
  primaryLocation: null,
  painLocations: [],
  duration: null,
  symptoms: [],
  symptomsDescription: null,
  emotionalState: null,
  stressLevel: null,
  energyLevel: null,
  sleepQuality: null,
  sleepHours: null,
  activities: [],
  moodLevel: null,
  moodNotes: null,
  gratitude: null,
  notes: null,
  journalEntry: null,
  promptResponse: null,
  dailyPrompt: null,
  customTags: [],
  photoUrls: [],
  voiceNoteUrl: null,
  weatherData: null,
  temperature: null,
  humidity: null,
  pressure: null,
  weatherConditions: null,
  windSpeed: null,
  uvIndex: null,
  airQuality: null,
};
