import { useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '@core/journal';
import { ENTRIES_KEY } from './keys';

/** All of the user's entries, oldest to newest (history, dashboard, sidebar, analytics). */
export function useJournalEntries() {
  return useQuery<JournalEntry[]>({ queryKey: ENTRIES_KEY });
}
