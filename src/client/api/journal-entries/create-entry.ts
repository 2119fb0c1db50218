import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DatedEntryPayload, JournalEntry } from '@core/journal';
import { submitWrite } from '@client/lib/offline/outbox';
import { newId } from '@client/lib/uuid';
import { keepOfflineEntry, provisionalEntry } from './offline-entry';
import { afterEntryWrite } from './refresh';

export const ENTRIES_URL = '/api/journal-entries';

export interface EntrySaved {
  entry: JournalEntry;
  /** Kept on this device until the connection returns. */
  queued: boolean;
}

/**
 * Adds a quick or emergency log (or a journal) under an id chosen here, so a log sent again
 * after a lost connection is stored once. Without a connection it waits on the device.
 */
export async function saveNewEntry(
  queryClient: QueryClient,
  payload: DatedEntryPayload,
): Promise<EntrySaved> {
  // Its own time goes with it: sent later from the queue, it keeps the time it was logged.
  const body = { ...payload, id: newId(), loggedAt: new Date().toISOString() };
  const outcome = await submitWrite({ key: `entry:${body.id}`, url: ENTRIES_URL, body });
  if (outcome.sent) {
    const entry = outcome.body as JournalEntry;
    await afterEntryWrite(queryClient, entry);
    return { entry, queued: false };
  }
  const entry = provisionalEntry(body, null);
  keepOfflineEntry(queryClient, entry);
  return { entry, queued: true };
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DatedEntryPayload) => saveNewEntry(queryClient, payload),
  });
}
