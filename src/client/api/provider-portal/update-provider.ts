import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateProviderSchema } from '@core/provider-portal/schemas';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { providersKey, providerUrl } from './keys';

export type UpdateProviderPayload = z.input<typeof updateProviderSchema>;

export async function updateProvider(
  id: string,
  body: UpdateProviderPayload,
): Promise<HealthcareProvider> {
  const response = await apiRequest('PATCH', providerUrl(id), body);
  return (await response.json()) as HealthcareProvider;
}

export function useUpdateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProviderPayload }) =>
      updateProvider(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
