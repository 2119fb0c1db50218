import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BiometricImport } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { rememberImport } from './imports-cache';
import { importKey } from './keys';

export async function dismissImport(id: string): Promise<BiometricImport> {
  const response = await apiRequest('POST', `${importKey(id).join('/')}/dismiss`);
  return (await response.json()) as BiometricImport;
}

/**
 * Puts an import away on the server, so every browser of the person's stops showing it: a CSV
 * with bad rows they chose not to import is discarded, a finished result is hidden.
 */
export function useDismissImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissImport,
    onSuccess: (item) => rememberImport(queryClient, item),
  });
}
