import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncResult } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { failureStatus, serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { rememberImport } from './imports-cache';
import { devicesKey, deviceUrl } from './keys';

const SYNC_FAILED = 'Unable to sync device. Check connection and try again.';

export async function syncDevice(id: string): Promise<SyncResult> {
  const response = await apiRequest('POST', `${deviceUrl(id)}/sync`);
  return (await response.json()) as SyncResult;
}

/**
 * Sync (spec section 8 toasts). A 409 says what to do instead (upload the file again, wait for
 * the running import), so its message replaces the generic text.
 */
export function useSyncDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncDevice,
    onSuccess: async (result) => {
      toast({ title: 'Sync completed', description: result.message });
      if (result.import) rememberImport(queryClient, result.import);
      await queryClient.invalidateQueries({ queryKey: devicesKey });
    },
    onError: (error) =>
      toast({
        title: 'Sync failed',
        description: failureStatus(error) === 409 ? serverMessage(error, SYNC_FAILED) : SYNC_FAILED,
        variant: 'destructive',
      }),
  });
}
