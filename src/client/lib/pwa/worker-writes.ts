import { loadOutbox } from '@client/lib/offline/outbox-loader';
import { QUEUE_WRITE_MESSAGE, type QueueWriteMessage } from '@client/sw/messages';

/**
 * Writes the service worker could not send (a dose from a reminder's Taken button while
 * offline) come to an open Cairn window, whose outbox keeps them in order with its own writes.
 */
export function listenForWorkerWrites(container: Pick<ServiceWorkerContainer, 'addEventListener'>) {
  container.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as Partial<QueueWriteMessage> | null;
    if (message?.type !== QUEUE_WRITE_MESSAGE || !message.userId || !message.write) return;
    const { userId, write } = message;
    // The outbox's code may not be loaded yet (outbox-loader.ts); a service worker that queues
    // writes has precached it.
    loadOutbox()
      .then((outbox) => outbox.queueFor(userId, write))
      .catch((error: unknown) =>
        console.warn('A dose logged from a reminder was not queued', error),
      );
  });
}
