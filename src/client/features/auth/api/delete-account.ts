import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { forgetDeviceData } from '@client/lib/offline/forget-device-data';

/**
 * Deletes the account and everything in it. On success every cached answer is dropped and the
 * page reloads at /, where the signed-out landing page shows.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest('DELETE', '/api/account', { password }),
    onSuccess: async () => {
      await forgetDeviceData();
      queryClient.clear();
      window.location.assign('/');
    },
  });
}

/** A refusal because of the password (403) rather than a network or server failure. */
export const isWrongPassword = (error: unknown) =>
  error instanceof Error && error.message.startsWith('403:');
