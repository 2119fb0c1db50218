import type { EntryKind, JournalEntry, UpdateEntryInput } from '@core/journal';
import { fromJson, toIso, toJson } from '../../db/codecs';
import type { JournalEntriesTable, JournalEntryRow, JournalEntryUpdate } from '../../db/schema';

/** The entry's own fields in a save (the save's baseUpdatedAt is not stored). */
export type EntryFieldsInput = Omit<UpdateEntryInput, 'baseUpdatedAt'>;

/** API field -> column, for every field a client may write. */
const COLUMNS = {
  date: 'date',
  painLevel: 'pain_level',
  painTypes: 'pain_types',
  primaryLocation: 'primary_location',
  painLocations: 'pain_locations',
  duration: 'duration',
  symptoms: 'symptoms',
  symptomsDescription: 'symptoms_description',
  emotionalState: 'emotional_state',
  stressLevel: 'stress_level',
  energyLevel: 'energy_level',
  sleepQuality: 'sleep_quality',
  sleepHours: 'sleep_hours',
  activities: 'activities',
  moodLevel: 'mood_level',
  moodNotes: 'mood_notes',
  gratitude: 'gratitude',
  notes: 'notes',
  journalEntry: 'journal_entry',
  promptResponse: 'prompt_response',
  dailyPrompt: 'daily_prompt',
  customTags: 'custom_tags',
  photoUrls: 'photo_urls',
  voiceNoteUrl: 'voice_note_url',
  weatherData: 'weather_data',
  temperature: 'temperature',
  humidity: 'humidity',
  pressure: 'pressure',
  weatherConditions: 'weather_conditions',
  windSpeed: 'wind_speed',
  uvIndex: 'uv_index',
  airQuality: 'air_quality',
} as const satisfies Record<keyof EntryFieldsInput, keyof JournalEntriesTable>;

const JSON_COLUMNS = new Set<string>([
  'pain_types',
  'pain_locations',
  'symptoms',
  'activities',
  'custom_tags',
  'photo_urls',
  'weather_data',
]);

/** The columns to write for the fields a client sent; fields it left out are not touched. */
export function toColumns(input: EntryFieldsInput): JournalEntryUpdate {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof EntryFieldsInput];
    if (value === undefined) continue;
    values[column] = JSON_COLUMNS.has(column) && value !== null ? toJson(value) : value;
  }
  return values as JournalEntryUpdate;
}

/** A stored row in the API shape (spec document 1 section 3), the same on both engines. */
export function presentEntry(row: JournalEntryRow): JournalEntry {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind as EntryKind,
    painLevel: row.pain_level,
    painTypes: fromJson(row.pain_types, []),
    primaryLocation: row.primary_location,
    painLocations: fromJson(row.pain_locations, []) as JournalEntry['painLocations'],
    duration: row.duration,
    symptoms: fromJson(row.symptoms, []),
    symptomsDescription: row.symptoms_description,
    emotionalState: row.emotional_state,
    stressLevel: row.stress_level,
    energyLevel: row.energy_level,
    sleepQuality: row.sleep_quality,
    sleepHours: row.sleep_hours,
    activities: fromJson(row.activities, []),
    moodLevel: row.mood_level,
    moodNotes: row.mood_notes,
    gratitude: row.gratitude,
    notes: row.notes,
    journalEntry: row.journal_entry,
    promptResponse: row.prompt_response,
    dailyPrompt: row.daily_prompt,
    customTags: fromJson(row.custom_tags, []),
    photoUrls: fromJson(row.photo_urls, []),
    voiceNoteUrl: row.voice_note_url,
    weatherData: fromJson(row.weather_data, null) as JournalEntry['weatherData'],
    temperature: row.temperature,
    humidity: row.humidity,
    pressure: row.pressure,
    weatherConditions: row.weather_conditions,
    windSpeed: row.wind_speed,
    uvIndex: row.uv_index,
    airQuality: row.air_quality,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
