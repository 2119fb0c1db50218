import type { QueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '@core/journal';
import { ANALYTICS_KEY } from '../analytics/get-analytics';
import { ENTRIES_KEY, entryForDateKey } from './keys';

/**
 * After a write: refetch the list (exactly that key, so an open journal form is not reloaded
 * under the user's fingers) and keep the day's cached journal in step with what was saved.
 */
export async function afterEntryWrite(
  queryClient: QueryClient,
  saved?: JournalEntry,
): Promise<void> {
  if (saved?.kind === 'journal') queryClient.setQueryData(entryForDateKey(saved.date), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ENTRIES_KEY, exact: true }),
    // The analytics series are computed from entries on the server.
    queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
  ]);
}
