import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEntryPayload, JournalEntry } from '@core/journal';
import { apiRequest } from '@client/lib/api';
import { afterEntryWrite } from './refresh';

export async function createEntry(
  payload: CreateEntryPayload,
  options: { keepalive?: boolean } = {},
): Promise<JournalEntry> {
  const response = await apiRequest('POST', '/api/journal-entries', payload, options);
  return (await response.json()) as JournalEntry;
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateEntryPayload) => createEntry(payload),
    onSuccess: (saved) => afterEntryWrite(queryClient, saved),
  });
}
