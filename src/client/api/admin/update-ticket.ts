import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketUpdate } from '@core/admin';
import { apiRequest } from '@client/lib/api';
import { ADMIN_STATS_KEY, ADMIN_TICKETS_KEY } from './keys';

export async function updateTicket({ id, ...update }: TicketUpdate & { id: string }) {
  await apiRequest('PATCH', `/api/admin/tickets/${encodeURIComponent(id)}`, update);
}

/** Saves an admin's change; the ticket list and the stat cards are loaded again afterwards. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_TICKETS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]),
  });
}
