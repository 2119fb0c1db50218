import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '@core/journal';
import { apiRequest } from '@client/lib/api';
import { entryForDateKey } from './keys';
import { afterEntryWrite } from './refresh';

export async function deleteEntry(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/journal-entries/${id}`);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: JournalEntry) => deleteEntry(entry.id),
    onSuccess: async (_nothing, entry) => {
      if (entry.kind === 'journal') queryClient.setQueryData(entryForDateKey(entry.date), null);
      await afterEntryWrite(queryClient);
    },
  });
}
