import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ApiUser } from '@core/user';
import { getQueryFn } from '@client/lib/api';

/*
 * A stand-in server for the analysis pages' tests: each "METHOD url" answers from a table that
 * a test can change, and every request is recorded. Not used by the app.
 */

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Routes = Record<string, () => Response | Promise<Response>>;

export const TEST_USER: ApiUser = {
  id: 'user-1',
  email: 'robin@example.test',
  firstName: 'Robin',
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  subscriptionType: 'premium',
  subscriptionStatus: 'active',
  subscriptionEndsAt: null,
  timeZone: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function stubServer(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url}`];
    return route ? route() : new Response('{"message":"Not found"}', { status: 404 });
  });
  return calls;
}

export function renderPage(page: ReactNode, user: ApiUser = TEST_USER): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  // The signed-in user, under the key useCurrentUser reads (features/auth).
  queryClient.setQueryData(['/api/auth/user'], user);
  render(<QueryClientProvider client={queryClient}>{page}</QueryClientProvider>);
  return queryClient;
}
