import { useQuery } from '@tanstack/react-query';
import type { AdminTicket } from '@core/admin';
import { ADMIN_TICKETS_KEY } from './keys';

/** Every support ticket, newest first. */
export function useAdminTickets() {
  return useQuery<AdminTicket[]>({ queryKey: ADMIN_TICKETS_KEY });
}
