import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BiometricImport } from '@core/biometrics/types';
import { getQueryFn } from '@client/lib/api';
import { isImportActive, rememberImport } from './imports-cache';
import { importKey } from './keys';
import { refreshAfterReadings } from './refresh';

/** How often a queued or running import is asked how far it got. */
export const IMPORT_POLL_MS = 1000;

const load = getQueryFn<BiometricImport>({ on401: 'throw' });

/**
 * One import, polled every second while the server reads it. The poll that sees it finish
 * loads everything its readings change; several components may watch the same import, but
 * only one request (and one refresh) runs per poll.
 */
export function useImport(initial: BiometricImport) {
  const queryClient = useQueryClient();
  const queryKey = importKey(initial.id);
  return useQuery<BiometricImport>({
    queryKey,
    queryFn: async (context) => {
      const before = queryClient.getQueryData<BiometricImport>(queryKey);
      const next = await load(context);
      if (before && isImportActive(before.status) && !isImportActive(next.status)) {
        rememberImport(queryClient, next);
        void refreshAfterReadings(queryClient);
      }
      return next;
    },
    initialData: initial,
    refetchInterval: (query) =>
      query.state.data && isImportActive(query.state.data.status) ? IMPORT_POLL_MS : false,
  });
}
