import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trigger } from '@core/triggers';
import { apiRequest } from '@client/lib/api';
import { TRIGGERS_KEY } from './keys';

export async function deleteTrigger(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/triggers/${encodeURIComponent(id)}`);
}

export function useDeleteTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trigger: Trigger) => deleteTrigger(trigger.id),
    onSuccess: async (_nothing, trigger) => {
      // Gone at once, even before the refetch answers.
      queryClient.setQueryData<Trigger[]>(TRIGGERS_KEY, (list) =>
        list?.filter((item) => item.id !== trigger.id),
      );
      await queryClient.invalidateQueries({ queryKey: TRIGGERS_KEY });
    },
  });
}
