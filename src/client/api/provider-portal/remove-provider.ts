import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import {
  providerNotesKey,
  providersKey,
  providerUrl,
  recommendationsKey,
  sharedReportsKey,
} from './keys';

export async function removeProvider(id: string): Promise<void> {
  await apiRequest('DELETE', providerUrl(id));
}

/**
 * Removes a provider (also a pending invitation): its links and shared reports go, its
 * recommendations and notes stay without a provider, so every list is loaded again.
 */
export function useRemoveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProvider,
    onSuccess: async () => {
      await Promise.all(
        [providersKey, sharedReportsKey, recommendationsKey, providerNotesKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
