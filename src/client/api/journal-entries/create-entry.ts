import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEntryPayload, JournalEntry } from '@core/journal';
import { apiRequest } from '@client/lib/api';
import { afterEntryWrite } from './refresh';

export async function createEntry(payload: CreateEntryPayload): Promise<JournalEntry> {
  const response = await apiRequest('POST', '/api/journal-entries', payload);
  return (await response.json()) as JournalEntry;
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: (saved) => afterEntryWrite(queryClient, saved),
  });
}
