import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ApiUser } from '@core/user';
import {
  clearSavedCache,
  hasSavedCache,
  readSavedCache,
  writeSavedCache,
} from './query-cache-store';

/** Only these answers are kept for offline reading (first query-key segment). */
const KEPT = new Set([
  '/api/auth/user',
  '/api/journal-entries',
  '/api/medications',
  '/api/triggers',
  '/api/settings',
]);
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1000;
const CURRENT_USER_KEY = ['/api/auth/user'];

let stopped = false;

/**
 * Before the first render: puts the last saved answers back, marked stale so every screen still
 * asks the server when online. Offline, TanStack pauses those requests and the saved data shows.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  // TanStack Query 5 assumes "online" until an event says otherwise; a page loaded offline
  // would otherwise try every request and show errors instead of the saved data.
  onlineManager.setOnline(navigator.onLine);
  if (!hasSavedCache()) return;
  const saved = await readSavedCache();
  if (!saved) return;
  if (Date.now() - saved.savedAt > MAX_AGE_MS) {
    await clearSavedCache();
    return;
  }
  hydrate(queryClient, saved.state);
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

async function save(queryClient: QueryClient): Promise<void> {
  if (stopped) return;
  const user = queryClient.getQueryData<ApiUser | null>(CURRENT_USER_KEY);
  // The server says nobody is signed in here (session ended or expired): keep nothing.
  if (user === null) return clearSavedCache();
  if (!user) return;
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && KEPT.has(String(query.queryKey[0])),
  });
  await writeSavedCache({ userId: user.id, savedAt: Date.now(), state });
}

/** Saves the kept answers a second after they change. */
export function persistQueryCache(queryClient: QueryClient): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (stopped || event.type !== 'updated' || event.action.type !== 'success') return;
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      save(queryClient).catch((error: unknown) =>
        console.warn('Could not keep data for offline use', error),
      );
    }, SAVE_DELAY_MS);
  });
}

/** Sign-out and account deletion: nothing of this user may stay on the device. */
export async function forgetQueryCache(): Promise<void> {
  stopped = true;
  await clearSavedCache();
}
