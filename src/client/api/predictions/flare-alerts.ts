import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FLARE_ALERTS_URL,
  type FlareAlert,
  type FlareAlertSettings,
  type FlareAlertsResponse,
} from '@core/prediction/api';
import { apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { predictionsKey } from './get-predictions';

export const flareAlertsKey = [FLARE_ALERTS_URL] as const;

export function useFlareAlerts(enabled: boolean) {
  return useQuery<FlareAlertsResponse>({ queryKey: flareAlertsKey, enabled });
}

/** After any change the page's alert panel and the dialog's list are loaded again. */
function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: flareAlertsKey }),
      queryClient.invalidateQueries({ queryKey: predictionsKey }),
    ]);
}

export function useAcknowledgeAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await apiRequest('PATCH', `${FLARE_ALERTS_URL}/${encodeURIComponent(id)}`, {
        acknowledged: true,
      });
      return (await response.json()) as FlareAlert;
    },
    onSuccess: async () => {
      toast({ title: 'Alert acknowledged' });
      await refresh();
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to acknowledge the alert. Please try again.',
        variant: 'destructive',
      }),
  });
}

export function useUpdateAlertSettings() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: async (change: Partial<FlareAlertSettings>) => {
      const response = await apiRequest('PATCH', FLARE_ALERTS_URL, change);
      return (await response.json()) as FlareAlertsResponse;
    },
    onSuccess: async () => {
      toast({ title: 'Alert settings saved' });
      await refresh();
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to save your alert settings. Please try again.',
        variant: 'destructive',
      }),
  });
}
