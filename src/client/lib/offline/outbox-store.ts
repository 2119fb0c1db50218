import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Writes made without a connection, kept in IndexedDB until the server has them, so they
 * survive closing the browser. One user's writes at a time: they are deleted at sign-out and
 * when another user signs in on the device.
 */
export interface QueuedWrite {
  /** Writes with the same key (one day's journal) replace each other; only the latest is sent. */
  key: string;
  /**
   * A POST whose body carries the client-chosen id, or a PUT to an entry's own address (an edit
   * from History); either way sending it twice stores it once.
   */
  url: string;
  /** POST unless said; DELETE removes a file (media). */
  method?: 'PUT' | 'DELETE';
  body: Record<string, unknown>;
  /**
   * A file's bytes (a voice note or photo), sent as the request body in place of `body`.
   * IndexedDB keeps Blobs, so a file waiting here survives closing the browser.
   */
  file?: { blob: Blob; type: string };
  queuedAt: number;
}

export interface SavedOutbox {
  userId: string;
  writes: QueuedWrite[];
}

const KEY = 'outbox';
let db: UseStore | undefined;
const store = () => (db ??= createStore('cairn-outbox', 'writes'));

export const readOutbox = () => get<SavedOutbox>(KEY, store());
export const writeOutbox = (saved: SavedOutbox) => set(KEY, saved, store());
export const deleteOutbox = () => del(KEY, store());
