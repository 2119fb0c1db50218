import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiSettings, SettingsUpdate } from '@core/settings';
import { apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { settingsKey } from './get-settings';

const SETTINGS_MUTATION = ['settings'] as const;

export async function updateSettings(change: SettingsUpdate): Promise<ApiSettings> {
  const response = await apiRequest('PUT', '/api/settings', change);
  return (await response.json()) as ApiSettings;
}

/** True when no other settings change is still on its way. */
const isLastChange = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: SETTINGS_MUTATION }) <= 1;

/**
 * Saves a change. The cached settings take it at once (a theme applies before the server
 * answers); changes go to the server one after another, in the order made, and the last answer
 * replaces the cache. A failure puts the previous settings back and says so.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SETTINGS_MUTATION,
    scope: { id: 'settings' },
    mutationFn: updateSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<ApiSettings>(settingsKey);
      if (previous) queryClient.setQueryData<ApiSettings>(settingsKey, { ...previous, ...change });
      return { previous };
    },
    onSuccess: async (saved, change, context) => {
      if (isLastChange(queryClient)) queryClient.setQueryData(settingsKey, saved);
      toast({ title: 'Settings saved' });
      if (change.timeZone !== undefined && saved.timeZone !== context.previous?.timeZone) {
        // "Today" moved: the signed-in user (whose zone every page reads) and anything the
        // server dated in the old zone (today's schedule, the day's entry) are fetched again.
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== settingsKey[0],
        });
      }
    },
    onError: (_error, _change, context) => {
      if (isLastChange(queryClient) && context?.previous) {
        queryClient.setQueryData(settingsKey, context.previous);
      }
      toast({
        title: 'Error',
        description: 'Failed to save your settings. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
