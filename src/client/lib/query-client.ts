import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec defaults: no retries, no refetch on focus or interval, never stale, 5-minute cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
    },
    mutations: {
      retry: false,
      // Writes run even without a connection: journal entries and dose logs then wait in the
      // offline queue, and any other write fails at once with its message instead of hanging.
      networkMode: 'always',
    },
  },
});
