import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '@client/lib/toast';
import {
  loadOutbox,
  outboxMayHoldWrites,
  queuedWritesNow,
  subscribeQueuedWrites,
  whenOutboxLoaded,
} from './outbox-loader';

/** The writes waiting on this device (re-renders when the queue changes). */
export function useQueuedWrites() {
  return useSyncExternalStore(subscribeQueuedWrites, queuedWritesNow, queuedWritesNow);
}

/**
 * For the signed-in shell: sends what this user saved offline, refreshes every screen once it
 * is all on the server, and says so when the server refuses something. The outbox's code is
 * fetched now only when writes may wait on this device; otherwise this starts when the first
 * page that writes brings it (outbox-loader.ts).
 */
export function useOfflineSync(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopListening = () => {};
    const cancel = whenOutboxLoaded((outbox) => {
      const stopDrained = outbox.onOutboxDrained(() => {
        void queryClient.invalidateQueries();
        toast({
          title: 'Changes synced',
          description:
            outbox.queuedWrites().length === 0
              ? 'What you saved on this device is now in your account.'
              : 'Your other changes are in your account. A journal entry waits on this device until your plan has room for it.',
        });
      });
      const stopRefused = outbox.onWriteRefused(({ message }) => {
        toast({
          title: 'A change could not be synced',
          description: message,
          variant: 'destructive',
        });
      });
      stopListening = () => {
        stopDrained();
        stopRefused();
      };
      void outbox.startSync(userId);
    });
    if (outboxMayHoldWrites()) {
      loadOutbox().catch((error: unknown) =>
        console.warn('Could not load the unsent changes on this device', error),
      );
    }
    return () => {
      cancel();
      stopListening();
    };
  }, [queryClient, userId]);
}
