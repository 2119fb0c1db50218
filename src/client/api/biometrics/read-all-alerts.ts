import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { alertsKey } from './keys';

export async function readAllAlerts(): Promise<{ updated: number }> {
  const response = await apiRequest('POST', `${alertsKey[0]}/read-all`);
  return (await response.json()) as { updated: number };
}

export function useReadAllAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllAlerts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'The alerts could not be marked as read.'),
        variant: 'destructive',
      }),
  });
}
