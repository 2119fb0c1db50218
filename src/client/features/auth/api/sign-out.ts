import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { forgetQueryCache } from '@client/lib/offline/persist-query-cache';
import { toast } from '@client/lib/toast';

/**
 * Ends the session, forgets every cached answer, and reloads at / so nothing of the signed-in
 * app stays in memory.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: async () => {
      // Awaited: leaving the page could abort the IndexedDB clear half-way.
      await forgetQueryCache().catch((error: unknown) =>
        console.warn('Could not clear the offline data', error),
      );
      queryClient.clear();
      window.location.assign('/');
    },
    onError: () => {
      toast({
        title: 'Sign out failed',
        description: 'Please check your connection and try again.',
        variant: 'destructive',
      });
    },
  });
}
