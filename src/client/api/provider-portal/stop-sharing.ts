import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharedReport } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { sharedReportsKey } from './keys';

export async function stopSharing(id: string): Promise<SharedReport> {
  const response = await apiRequest(
    'POST',
    `${sharedReportsKey[0]}/${encodeURIComponent(id)}/revoke`,
  );
  return (await response.json()) as SharedReport;
}

export function useStopSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSharing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedReportsKey }),
  });
}
