import type { DatedEntryPayload, JournalEntry, PainLocation } from '@core/journal';

/** What the journal form holds. Detail fields stay null until the user sets them. */
export interface JournalFormState {
  painLevel: number;
  moodLevel: number;
  painLocations: PainLocation[];
  journalEntry: string;
  promptResponse: string;
  customTags: string[];
  symptoms: string[];
  activities: string[];
  sleepHours: number | null;
  sleepQuality: number | null;
  stressLevel: number | null;
  energyLevel: number | null;
  gratitude: string;
  /** Addresses of the entry's photos and voice note (`/api/media/<id>`). */
  photoUrls: string[];
  voiceNoteUrl: string | null;
}

/** Spec: mood starts at 3 on the journal form. */
export const DEFAULT_MOOD = 3;
export const DEFAULT_PAIN = 0;

export function initialFormState(entry: JournalEntry | null): JournalFormState {
  return {
    painLevel: entry?.painLevel ?? DEFAULT_PAIN,
    moodLevel: entry?.moodLevel ?? DEFAULT_MOOD,
    painLocations: entry?.painLocations ?? [],
    journalEntry: entry?.journalEntry ?? '',
    promptResponse: entry?.promptResponse ?? '',
    customTags: entry?.customTags ?? [],
    symptoms: entry?.symptoms ?? [],
    activities: entry?.activities ?? [],
    sleepHours: entry?.sleepHours ?? null,
    sleepQuality: entry?.sleepQuality ?? null,
    stressLevel: entry?.stressLevel ?? null,
    energyLevel: entry?.energyLevel ?? null,
    gratitude: entry?.gratitude ?? '',
    photoUrls: entry?.photoUrls ?? [],
    voiceNoteUrl: entry?.voiceNoteUrl ?? null,
  };
}

/** The day's journal as the API takes it: every field of the form, nothing else touched. */
export function journalPayload(
  state: JournalFormState,
  date: string,
  dailyPrompt: string,
): DatedEntryPayload {
  return {
    date,
    kind: 'journal',
    painLevel: state.painLevel,
    moodLevel: state.moodLevel,
    painLocations: state.painLocations,
    journalEntry: state.journalEntry,
    dailyPrompt,
    promptResponse: state.promptResponse,
    customTags: state.customTags,
    symptoms: state.symptoms,
    activities: state.activities,
    sleepHours: state.sleepHours,
    sleepQuality: state.sleepQuality,
    stressLevel: state.stressLevel,
    energyLevel: state.energyLevel,
    gratitude: state.gratitude,
    photoUrls: state.photoUrls,
    voiceNoteUrl: state.voiceNoteUrl,
  };
}

/** Adds a trimmed item unless it is empty or already there (compared without case). */
export function addUnique(items: readonly string[], raw: string, max: number): string[] {
  const item = raw.trim();
  if (!item || items.length >= max) return [...items];
  if (items.some((existing) => existing.toLowerCase() === item.toLowerCase())) return [...items];
  return [...items, item];
}
