import type {
  onOutboxDrained,
  onWriteRefused,
  queuedWrites,
  queueFor,
  QueuedWrite,
  restoreOutbox,
  startSync,
  subscribeOutbox,
} from './outbox';
import { hasSavedCache } from './query-cache-store';

/**
 * The outbox's code (outbox.ts, 1.3 KB) is not in the first load of a device where nobody has
 * signed in yet: it has nothing to send there, and every page that writes imports it, so it
 * arrives with the first page that can write (or with the service worker's first queued write).
 * A device that has been used signed in fetches it at start, since writes may be waiting.
 * Whatever loads it, the module announces itself here, and the signed-in shell then starts
 * syncing (useOfflineSync) and shows what waits (useQueuedWrites).
 */
export interface OutboxApi {
  startSync: typeof startSync;
  restoreOutbox: typeof restoreOutbox;
  queueFor: typeof queueFor;
  queuedWrites: typeof queuedWrites;
  subscribeOutbox: typeof subscribeOutbox;
  onOutboxDrained: typeof onOutboxDrained;
  onWriteRefused: typeof onWriteRefused;
}

/** Set while the stored queue holds writes (outbox.ts), so a start knows to fetch the outbox. */
const WAITING_HINT = 'cairn-outbox-waiting';

export function markOutboxWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(WAITING_HINT, '1');
    else localStorage.removeItem(WAITING_HINT);
  } catch {
    // Without the hint, a device with saved answers still fetches the outbox at start.
  }
}

/**
 * Whether unsent writes may be stored on this device: someone was signed in here (the saved
 * answers' hint), or the outbox said so when it last stored its queue.
 */
export function outboxMayHoldWrites(): boolean {
  if (hasSavedCache()) return true;
  try {
    return localStorage.getItem(WAITING_HINT) === '1';
  } catch {
    return false;
  }
}

let loaded: OutboxApi | null = null;
const waiting = new Set<(outbox: OutboxApi) => void>();

/** Called once by outbox.ts as it is evaluated, whoever imported it. */
export function outboxLoaded(outbox: OutboxApi): void {
  loaded = outbox;
  for (const start of [...waiting]) start(outbox);
  waiting.clear();
}

/** Runs `start` once the outbox's code is here (at once if it is). Returns a way to cancel. */
export function whenOutboxLoaded(start: (outbox: OutboxApi) => void): () => void {
  if (loaded) {
    start(loaded);
    return () => undefined;
  }
  waiting.add(start);
  return () => waiting.delete(start);
}

/** Fetches the outbox's code (it announces itself through outboxLoaded as it loads). */
export async function loadOutbox(): Promise<OutboxApi> {
  await import('./outbox');
  return loaded as OutboxApi;
}

const NO_WRITES: readonly QueuedWrite[] = [];

/** The writes waiting on this device: none while the outbox's code is not loaded. */
export const queuedWritesNow = (): readonly QueuedWrite[] => loaded?.queuedWrites() ?? NO_WRITES;

/** Subscribes to the outbox's queue, from when its code arrives. */
export function subscribeQueuedWrites(listener: () => void): () => void {
  let unsubscribe: (() => void) | undefined;
  const cancel = whenOutboxLoaded((outbox) => {
    unsubscribe = outbox.subscribeOutbox(listener);
    // Writes restored or queued before this subscription: read them now.
    listener();
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
}
