import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '@client/lib/toast';
import {
  onOutboxDrained,
  onWriteRefused,
  queuedWrites,
  startSync,
  subscribeOutbox,
} from './outbox';

/** The writes waiting on this device (re-renders when the queue changes). */
export function useQueuedWrites() {
  return useSyncExternalStore(subscribeOutbox, queuedWrites, queuedWrites);
}

/**
 * For the signed-in shell: sends what this user saved offline, refreshes every screen once it
 * is all on the server, and says so when the server refuses something.
 */
export function useOfflineSync(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopDrained = onOutboxDrained(() => {
      void queryClient.invalidateQueries();
      toast({
        title: 'Changes synced',
        description:
          queuedWrites().length === 0
            ? 'What you saved on this device is now in your account.'
            : 'Your other changes are in your account. A journal entry waits on this device until your plan has room for it.',
      });
    });
    const stopRefused = onWriteRefused(({ message }) => {
      toast({
        title: 'A change could not be synced',
        description: message,
        variant: 'destructive',
      });
    });
    void startSync(userId);
    return () => {
      stopDrained();
      stopRefused();
    };
  }, [queryClient, userId]);
}
