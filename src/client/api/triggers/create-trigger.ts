import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTriggerPayload, Trigger } from '@core/triggers';
import { apiRequest } from '@client/lib/api';
import { TRIGGERS_KEY } from './keys';

export async function createTrigger(payload: CreateTriggerPayload): Promise<Trigger> {
  const response = await apiRequest('POST', '/api/triggers', payload);
  return (await response.json()) as Trigger;
}

export function useCreateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrigger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRIGGERS_KEY }),
  });
}
