import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { providersKey, providerUrl } from './keys';

/** Access ends now and every link of this provider stops working. */
export async function revokeAccess(id: string): Promise<HealthcareProvider> {
  const response = await apiRequest('POST', `${providerUrl(id)}/revoke`);
  return (await response.json()) as HealthcareProvider;
}

export function useRevokeAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
