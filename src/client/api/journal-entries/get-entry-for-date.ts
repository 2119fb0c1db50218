import { useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '@core/journal';
import { entryForDateKey } from './keys';

/** The day's journal entry (the one the daily journal edits), or null; waits for a date. */
export function useEntryForDate(date: string | undefined) {
  return useQuery<JournalEntry | null>({
    queryKey: entryForDateKey(date ?? ''),
    enabled: Boolean(date),
  });
}
