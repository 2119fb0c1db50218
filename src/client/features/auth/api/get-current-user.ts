import { useQuery } from '@tanstack/react-query';
import type { ApiUser } from '@core/user';
import { getQueryFn } from '@client/lib/api';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** The sign-in check: a 401 is an answer here (null: nobody is signed in), not an error. */
export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<ApiUser>({ on401: 'returnNull' }),
  retry: false,
};

/** The signed-in user; null when signed out. */
export function useCurrentUser() {
  return useQuery<ApiUser | null>(currentUserQuery);
}
