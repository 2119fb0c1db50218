import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { forgetDeviceData } from '@client/lib/offline/forget-device-data';
import { flushOutbox, queuedWrites } from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';

/** Signing out would delete changes that exist only on this device. */
class UnsentChangesError extends Error {}

/**
 * Ends the session, forgets every cached answer, and reloads at / so nothing of the signed-in
 * app stays in memory. Changes saved offline are sent first; while any cannot be sent, the user
 * stays signed in rather than lose them.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await flushOutbox();
      if (queuedWrites().length > 0) throw new UnsentChangesError();
      return apiRequest('POST', '/api/logout');
    },
    onSuccess: async () => {
      await forgetDeviceData();
      queryClient.clear();
      window.location.assign('/');
    },
    onError: (error) => {
      toast(
        error instanceof UnsentChangesError
          ? {
              title: 'Not signed out yet',
              description:
                'Some changes are saved only on this device. Connect to the internet so they can sync, then sign out.',
              variant: 'destructive',
            }
          : {
              title: 'Sign out failed',
              description: 'Please check your connection and try again.',
              variant: 'destructive',
            },
      );
    },
  });
}
