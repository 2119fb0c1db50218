import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The signed-in user's last answers, kept in IndexedDB so the journal, medications and triggers
 * can be read offline. Only one user's data is ever stored (the store is emptied when another
 * user signs in), and sign-out and account deletion empty it.
 */
export interface SavedQueryCache {
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

const CURRENT = 'current-user';
const userKey = (userId: string) => `user:${userId}`;

/**
 * A synchronous hint that something is stored, so a visitor who never signed in pays for no
 * IndexedDB open before the first render.
 */
const HINT_KEY = 'cairn-offline-cache';

let db: UseStore | undefined;
// Opened on first use: createStore opens the database at once.
const store = () => (db ??= createStore('cairn-offline', 'query-cache'));

export function hasSavedCache(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export async function readSavedCache(): Promise<SavedQueryCache | undefined> {
  const userId = await get<string>(CURRENT, store());
  if (!userId) return undefined;
  return get<SavedQueryCache>(userKey(userId), store());
}

export async function writeSavedCache(saved: SavedQueryCache): Promise<void> {
  const previous = await get<string>(CURRENT, store());
  if (previous !== saved.userId) await clear(store());
  await set(userKey(saved.userId), saved, store());
  await set(CURRENT, saved.userId, store());
  try {
    localStorage.setItem(HINT_KEY, '1');
  } catch {
    // Without the hint the cache is still written; it is just not restored before first paint.
  }
}

export async function clearSavedCache(): Promise<void> {
  try {
    localStorage.removeItem(HINT_KEY);
  } catch {
    // Nothing to remove.
  }
  await clear(store());
}
