import type { QueuedWrite, SavedOutbox } from './outbox-store';

/**
 * The outbox's store for tests under jsdom, which has no IndexedDB:
 * `vi.mock('./outbox-store', () => import('./memory-outbox-store'))`. Each write is kept as a
 * copy, as IndexedDB's structured clone keeps it, with its file's Blob as it is (Node's Blobs,
 * which jsdom's structuredClone cannot copy).
 */
export const memoryOutbox: { saved: SavedOutbox | undefined } = { saved: undefined };

const copyOf = (write: QueuedWrite): QueuedWrite => ({
  ...write,
  body: structuredClone(write.body),
});

export const readOutbox = async () => memoryOutbox.saved;
export const writeOutbox = async (saved: SavedOutbox) => {
  memoryOutbox.saved = { userId: saved.userId, writes: saved.writes.map(copyOf) };
};
export const deleteOutbox = async () => {
  memoryOutbox.saved = undefined;
};
