import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@core/admin';
import { ADMIN_STATS_KEY } from './keys';

/** The three stat cards' figures. Only the admin dashboard calls it, and only for admins. */
export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}
