import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteProviderPayload } from '@core/provider-portal/schemas';
import type { InvitationResult } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { providersKey } from './keys';

export async function inviteProvider(body: InviteProviderPayload): Promise<InvitationResult> {
  const response = await apiRequest('POST', `${providersKey[0]}/invite`, body);
  return (await response.json()) as InvitationResult;
}

/** The dialog says how it went (toast, or the link and code to pass on). */
export function useInviteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKey }),
  });
}
