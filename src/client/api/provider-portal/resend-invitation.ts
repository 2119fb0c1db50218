import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationResult } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { providersKey, providerUrl } from './keys';

/** A new link and code (the old ones stop working); for pending, locked, expired or revoked. */
export async function resendInvitation(id: string): Promise<InvitationResult> {
  const response = await apiRequest('POST', `${providerUrl(id)}/resend`);
  return (await response.json()) as InvitationResult;
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
