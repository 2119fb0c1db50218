import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiSettings } from '@core/settings';
import { settingsKey, useSettings } from '@client/api/settings/get-settings';
import { updateSettings } from '@client/api/settings/update-settings';
import { toast } from '@client/lib/toast';

/**
 * The full disclaimer opens by itself while the account has not chosen 'I Understand'
 * (remembered on the server, so on every device); the banner's button reopens it at any time.
 * Choosing it stores the setting quietly: this is not a settings page, so no "Settings saved".
 */
export function useAnalysisDisclaimer() {
  const queryClient = useQueryClient();
  const settings = useSettings();
  // null until the user opens or closes it here; until then it follows the stored setting.
  const [shown, setShown] = useState<boolean | null>(null);
  const accept = useMutation({
    // The settings page's key and queue, so changes reach the server in the order made.
    mutationKey: ['settings'],
    scope: { id: 'settings' },
    mutationFn: () => updateSettings({ analysisDisclaimerAccepted: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ApiSettings>(settingsKey, (current) =>
        current
          ? { ...current, analysisDisclaimerAccepted: saved.analysisDisclaimerAccepted }
          : saved,
      );
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Your choice could not be saved, so the disclaimer may show again next time.',
        variant: 'destructive',
      });
    },
  });

  return {
    open: shown ?? settings.data?.analysisDisclaimerAccepted === false,
    setOpen: setShown,
    accept: () => {
      setShown(false);
      accept.mutate();
    },
  };
}
