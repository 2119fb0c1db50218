import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCESS_DAYS } from '@core/provider-portal/constants';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { serverMessage } from '@client/lib/api-failure';
import { providersKey, providerUrl } from './keys';

export async function renewAccess(id: string): Promise<HealthcareProvider> {
  const response = await apiRequest('POST', `${providerUrl(id)}/renew`);
  return (await response.json()) as HealthcareProvider;
}

export function useRenewAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewAccess,
    onSuccess: async (provider) => {
      toast({
        title: 'Access renewed',
        description: `${provider.name} has access for another ${ACCESS_DAYS} days.`,
      });
      await queryClient.invalidateQueries({ queryKey: providersKey });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to renew access. Please try again.'),
        variant: 'destructive',
      }),
  });
}
