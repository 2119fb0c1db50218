import type { QueryClient } from '@tanstack/react-query';
import {
  EMPTY_ENTRY_FIELDS as EMPTY,
  type CreateEntryPayload,
  type JournalEntry,
  type UpdateEntryPayload,
} from '@core/journal';
import { ENTRIES_KEY, entryForDateKey } from './keys';

/**
 * How an entry saved on this device (not yet on the server) looks to the screens that list
 * entries: the save's fields over the version it started from.
 */
export function provisionalEntry(
  save: CreateEntryPayload & { id: string; date: string },
  startedFrom: JournalEntry | null | undefined,
  now = new Date().toISOString(),
): JournalEntry {
  const { baseUpdatedAt: _base, ...fields } = save;
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<JournalEntry>;
  return {
    ...EMPTY,
    kind: 'journal',
    createdAt: now,
    ...startedFrom,
    ...defined,
    id: save.id,
    date: save.date,
    updatedAt: now,
  };
}

/** How an entry edited on this device looks until the server has the edit. */
export function editedOnDevice(entry: JournalEntry, edit: UpdateEntryPayload): JournalEntry {
  const { baseUpdatedAt: _base, ...fields } = edit;
  return { ...entry, ...fields } as JournalEntry;
}

/** Shows an entry saved on this device in the cached lists (kept for offline reading too). */
export function keepOfflineEntry(queryClient: QueryClient, entry: JournalEntry): void {
  // A list never loaded stays unloaded: one entry alone would pass for the whole history.
  queryClient.setQueryData<JournalEntry[] | undefined>(ENTRIES_KEY, (list) => {
    if (!list) return undefined;
    const others = list.filter((item) => item.id !== entry.id);
    // Oldest to newest, as the server lists them.
    return [...others, entry].sort((a, b) => a.date.localeCompare(b.date));
  });
  if (entry.kind === 'journal') queryClient.setQueryData(entryForDateKey(entry.date), entry);
}
