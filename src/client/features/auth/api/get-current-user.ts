import { useQuery } from '@tanstack/react-query';
import type { ApiUser } from '@core/user';
import { getQueryFn } from '@client/lib/api';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** The signed-in user; null when signed out (a 401 is an answer here, not an error). */
export function useCurrentUser() {
  return useQuery<ApiUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<ApiUser>({ on401: 'returnNull' }),
    retry: false,
  });
}
