import { useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@core/admin';
import { ADMIN_SUBSCRIBERS_KEY } from './keys';

/** Every account with its username and plan, newest first. */
export function useSubscribers() {
  return useQuery<Subscriber[]>({ queryKey: ADMIN_SUBSCRIBERS_KEY });
}
