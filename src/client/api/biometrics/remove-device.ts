import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { deviceUrl } from './keys';
import { refreshAfterReadings } from './refresh';

export async function removeDevice(id: string): Promise<void> {
  await apiRequest('DELETE', deviceUrl(id));
}

/** The device goes with its readings, daily summaries and alerts: every list changes. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: () => refreshAfterReadings(queryClient),
  });
}
