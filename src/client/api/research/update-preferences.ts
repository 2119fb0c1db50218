import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataSharingPreferences } from '@core/research/types';
import { apiRequest } from '@client/lib/api';
import { preferencesKey, refreshResearch } from './keys';

export async function updatePreferences(
  body: DataSharingPreferences,
): Promise<DataSharingPreferences> {
  const response = await apiRequest('PUT', preferencesKey[0], body);
  return (await response.json()) as DataSharingPreferences;
}

/** Saves all nine preferences; eligibility and what is shared follow them. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      await refreshResearch(queryClient);
    },
  });
}
