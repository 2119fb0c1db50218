import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@client/features/auth/api/get-current-user';
import type { StartQuery } from '@client/start-requests';

/**
 * Longest a signed-in start waits for its answers before its first render. Past it the app
 * renders with what it has (skeletons) and fills in as answers come, as it always did.
 */
export const START_WAIT_MS = 1000;

/**
 * Fetches the answers a signed-in start's first screen needs and the device has not kept, and
 * resolves once they and `code` are here, or after START_WAIT_MS.
 *
 * Why wait rather than render a skeleton at once: TanStack Query hands each answer to React
 * through useSyncExternalStore, whose updates React renders at once, in one task. On a slow phone
 * the sign-in check's answer alone mounted the shell and dashboard in a single 120 ms task (at
 * Lighthouse's 4x slowdown), the entries another 70 ms. Rendered after they are here, the whole
 * first screen is one render, which React slices into short tasks (main.tsx renders it as a
 * transition). The answers were asked for by the page's preload links (start-requests.ts), so
 * the wait is for answers already on their way, not for new requests.
 *
 * A device that kept the answers for offline use (lib/offline/persist-query-cache.ts) waits
 * only for the code: what it kept shows at once and is refreshed when the screens mount, as
 * before. The answers fetched here are fresh, so the screens that mount next do not ask again.
 */
export function awaitStartAnswers(
  queryClient: QueryClient,
  queries: readonly StartQuery[],
  code: Promise<unknown>,
): Promise<void> {
  // A returning device has the answers kept (its sign-in check among them): it renders them at
  // once and refreshes them as the screens mount, as before, rather than wait on the network for
  // the few it did not keep. Offline, TanStack holds requests until the connection is back.
  const kept = queryClient.getQueryData(CURRENT_USER_KEY) !== undefined;
  const missing =
    kept || !onlineManager.isOnline()
      ? []
      : queries.filter(({ queryKey }) => queryClient.getQueryData(queryKey) === undefined);
  const answers = missing.map((query) => queryClient.prefetchQuery(query));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, START_WAIT_MS);
  });
  const ready = Promise.allSettled([code, ...answers]).then(() => undefined);
  return Promise.race([ready, cap]).finally(() => clearTimeout(timer));
}
