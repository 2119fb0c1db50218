import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareReportPayload } from '@core/provider-portal/schemas';
import type { ShareResult } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { providersKey, sharedReportsKey } from './keys';

export async function shareReport(body: ShareReportPayload): Promise<ShareResult> {
  const response = await apiRequest('POST', sharedReportsKey[0], body);
  return (await response.json()) as ShareResult;
}

/** The provider's list of shared report ids changes too. */
export function useShareReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareReport,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedReportsKey }),
        queryClient.invalidateQueries({ queryKey: providersKey }),
      ]);
    },
  });
}
