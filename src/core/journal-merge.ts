import type { JournalEntry, PainLocation } from './journal';

/**
 * Two versions of one day's journal written apart (offline on a phone, and meanwhile on another
 * device) must not silently drop either person's words. When a save was based on an older
 * version than the stored one, its free text is added to the stored text instead of replacing
 * it, its lists are added to the stored lists, and its single values (pain, mood, sleep...)
 * win, because they are the user's latest answer to the same question.
 */
export const MERGED_TEXT_SEPARATOR = '\n\n';

const TEXT_FIELDS = [
  'journalEntry',
  'promptResponse',
  'gratitude',
  'notes',
  'moodNotes',
  'symptomsDescription',
] as const;
const LIST_FIELDS = ['customTags', 'symptoms', 'activities', 'painTypes'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type ListField = (typeof LIST_FIELDS)[number];

/** The entry fields a save may carry (what the merge reads and writes). */
export type MergeableSave = Partial<
  Pick<JournalEntry, TextField | ListField> & { painLocations: PainLocation[] }
>;

/** Both texts, unless one already holds the other (a replay of the same words). */
export function mergeText(stored: string | null, incoming: string | null): string | null {
  const kept = stored?.trim() ?? '';
  const added = incoming?.trim() ?? '';
  if (!added || kept.includes(added)) return stored;
  if (!kept || added.includes(kept)) return incoming;
  return `${stored}${MERGED_TEXT_SEPARATOR}${incoming}`;
}

/** The stored items, then the incoming ones not already there (compared without case). */
export function mergeList(stored: readonly string[], incoming: readonly string[]): string[] {
  const seen = new Set(stored.map((item) => item.toLowerCase()));
  return [...stored, ...incoming.filter((item) => !seen.has(item.toLowerCase()))];
}

/** Every marked body part; where both marked one, the incoming intensity wins. */
export function mergeLocations(
  stored: readonly PainLocation[],
  incoming: readonly PainLocation[],
): PainLocation[] {
  const incomingParts = new Set(incoming.map((location) => location.bodyPart));
  return [...stored.filter((location) => !incomingParts.has(location.bodyPart)), ...incoming];
}

/**
 * The save to apply over `stored` when the save was made without seeing it. Fields the save
 * left out stay out (they are not touched); everything else is the incoming value.
 */
export function mergeConcurrentSave<T extends MergeableSave>(stored: JournalEntry, incoming: T): T {
  const merged: T = { ...incoming };
  for (const field of TEXT_FIELDS) {
    const value = incoming[field];
    if (value !== undefined) merged[field] = mergeText(stored[field], value) as T[TextField];
  }
  for (const field of LIST_FIELDS) {
    const value = incoming[field];
    if (value !== undefined) merged[field] = mergeList(stored[field], value) as T[ListField];
  }
  if (incoming.painLocations !== undefined) {
    merged.painLocations = mergeLocations(stored.painLocations, incoming.painLocations);
  }
  return merged;
}

/** Whether a save based on `baseUpdatedAt` missed a later version stored at `storedUpdatedAt`. */
export function missedNewerVersion(
  storedUpdatedAt: string,
  baseUpdatedAt: string | null | undefined,
): boolean {
  // A client that does not say what it started from keeps the old last-write-wins behaviour.
  if (baseUpdatedAt === undefined) return false;
  // It started from nothing, yet an entry exists: written elsewhere in the meantime.
  if (baseUpdatedAt === null) return true;
  return Date.parse(storedUpdatedAt) > Date.parse(baseUpdatedAt);
}
