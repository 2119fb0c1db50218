import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsUpdate, UserSettings } from '@core/settings';
import { apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { settingsKey } from './get-settings';

export async function updateSettings(change: SettingsUpdate): Promise<UserSettings> {
  const response = await apiRequest('PUT', '/api/settings', change);
  return (await response.json()) as UserSettings;
}

/** Saves a change; the answer (the full settings) replaces the cached copy. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast({ title: 'Settings saved' });
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to save your settings. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
