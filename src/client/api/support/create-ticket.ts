import { useMutation } from '@tanstack/react-query';
import type { SupportTicketCreated } from '@core/support';
import type { SupportRequestPayload } from '@core/support-request';
import { apiRequest } from '@client/lib/api';

export async function createSupportTicket(
  payload: SupportRequestPayload,
): Promise<SupportTicketCreated> {
  const response = await apiRequest('POST', '/api/support', payload);
  return (await response.json()) as SupportTicketCreated;
}

/** POST /api/support: works signed in and signed out, so nothing cached needs refreshing. */
export function useCreateSupportTicket() {
  return useMutation({ mutationFn: createSupportTicket });
}
