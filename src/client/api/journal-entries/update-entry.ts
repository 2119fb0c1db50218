import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, UpdateEntryPayload } from '@core/journal';
import { apiRequest } from '@client/lib/api';
import { afterEntryWrite } from './refresh';

export async function updateEntry(
  id: string,
  payload: UpdateEntryPayload,
  options: { keepalive?: boolean } = {},
): Promise<JournalEntry> {
  const response = await apiRequest('PUT', `/api/journal-entries/${id}`, payload, options);
  return (await response.json()) as JournalEntry;
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: UpdateEntryPayload }) =>
      updateEntry(id, payload),
    onSuccess: (saved) => afterEntryWrite(queryClient, saved),
  });
}
