import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BiometricImport } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { isImportActive, rememberImport } from './imports-cache';
import { importKey } from './keys';
import { refreshAfterReadings } from './refresh';

export async function confirmImport(id: string): Promise<BiometricImport> {
  const response = await apiRequest('POST', `${importKey(id).join('/')}/confirm`);
  return (await response.json()) as BiometricImport;
}

/**
 * Imports the rows of a CSV that could be read. The answer goes into the cache: a running
 * import is then polled again; one already finished has changed the readings.
 */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: async (item) => {
      rememberImport(queryClient, item);
      if (!isImportActive(item.status)) await refreshAfterReadings(queryClient);
    },
  });
}
