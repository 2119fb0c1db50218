import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, UpdateEntryPayload } from '@core/journal';
import { submitWrite, type WriteOutcome } from '@client/lib/offline/outbox';
import { ENTRIES_URL } from './create-entry';
import { editedOnDevice, keepOfflineEntry } from './offline-entry';
import { afterEntryWrite } from './refresh';

/**
 * Edits of one entry replace each other in the offline queue; only the latest is sent. (Not the
 * key of the entry's own creation, which an edit must not replace.)
 */
export const entryEditKey = (id: string) => `edit:${id}`;

/**
 * An edit of a stored entry (from History): a PUT of the changed fields, sent now or kept on the
 * device until the connection returns. It names the version it was made from, so an edit that
 * missed a newer version keeps both texts (the server merges).
 */
export function submitEntryEdit(
  entry: JournalEntry,
  payload: UpdateEntryPayload,
): Promise<WriteOutcome> {
  return submitWrite({
    key: entryEditKey(entry.id),
    url: `${ENTRIES_URL}/${entry.id}`,
    method: 'PUT',
    body: { ...payload, baseUpdatedAt: entry.updatedAt },
  });
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, payload }: { entry: JournalEntry; payload: UpdateEntryPayload }) =>
      submitEntryEdit(entry, payload),
    onSuccess: async (outcome, { entry, payload }) => {
      if (outcome.sent) await afterEntryWrite(queryClient, outcome.body as JournalEntry);
      // Until the server has it, the edit shows wherever the entry is listed.
      else keepOfflineEntry(queryClient, editedOnDevice(entry, payload));
    },
  });
}
