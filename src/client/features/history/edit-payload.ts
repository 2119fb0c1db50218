import type { JournalEntry, UpdateEntryPayload } from '@core/journal';

/** What the history edit form holds. moodLevel stays null until a mood is chosen. */
export interface EditValues {
  painLevel: number;
  moodLevel: number | null;
  journalEntry: string;
  notes: string;
  gratitude: string;
}

type EditableEntry = Pick<JournalEntry, keyof EditValues>;

export function editValuesOf(entry: EditableEntry): EditValues {
  return {
    painLevel: entry.painLevel,
    moodLevel: entry.moodLevel,
    journalEntry: entry.journalEntry ?? '',
    notes: entry.notes ?? '',
    gratitude: entry.gratitude ?? '',
  };
}

/** Blank text is stored as null, so "" and null are the same answer. */
function text(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

const TEXT_FIELDS = ['journalEntry', 'notes', 'gratitude'] as const;

/**
 * Only the fields the user changed (PUT changes only the fields sent), so an edit here never
 * overwrites anything the journal page saved meanwhile. Empty when nothing changed.
 */
export function editPayload(entry: EditableEntry, values: EditValues): UpdateEntryPayload {
  const payload: UpdateEntryPayload = {};
  if (values.painLevel !== entry.painLevel) payload.painLevel = values.painLevel;
  if (values.moodLevel !== null && values.moodLevel !== entry.moodLevel) {
    payload.moodLevel = values.moodLevel;
  }
  for (const field of TEXT_FIELDS) {
    const next = text(values[field]);
    if (next !== text(entry[field])) payload[field] = next;
  }
  return payload;
}
