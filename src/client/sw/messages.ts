import type { QueuedWrite } from '@client/lib/offline/outbox-store';

/**
 * The message the service worker sends an open Cairn window: "put this write in your outbox".
 * Its own file, so the app's first load takes only this name, not the worker's code.
 */
export const QUEUE_WRITE_MESSAGE = 'cairn:queue-write';

export interface QueueWriteMessage {
  type: typeof QUEUE_WRITE_MESSAGE;
  userId: string;
  write: QueuedWrite;
}
