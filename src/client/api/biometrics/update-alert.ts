import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertUpdateInput } from '@core/biometrics/schemas';
import type { HealthAlert } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { alertsKey, alertUrl } from './keys';

export async function updateAlert(id: string, body: AlertUpdateInput): Promise<HealthAlert> {
  const response = await apiRequest('PATCH', alertUrl(id), body);
  return (await response.json()) as HealthAlert;
}

/** Mark read or resolve; the answer replaces the alert in the list at once. */
export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AlertUpdateInput }) => updateAlert(id, body),
    onSuccess: (alert) => {
      queryClient.setQueryData<HealthAlert[]>(alertsKey, (list) =>
        list?.map((other) => (other.id === alert.id ? alert : other)),
      );
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'The alert could not be updated. Please try again.'),
        variant: 'destructive',
      }),
  });
}
