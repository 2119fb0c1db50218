import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileSyncRequest } from '@core/billing/schemas';
import type { MobileSyncAnswer } from '@core/billing/subscription';
import { apiRequest } from '@client/lib/api';
import { planKey, SYNC_MOBILE_URL } from './keys';

/** The signed-in user's key (features/auth): its subscriptionType changes with the plan. */
const CURRENT_USER_KEY = ['/api/auth/user'] as const;

export async function syncMobile(payload: MobileSyncRequest): Promise<MobileSyncAnswer> {
  const response = await apiRequest('POST', SYNC_MOBILE_URL, payload);
  return (await response.json()) as MobileSyncAnswer;
}

/**
 * Tells the server what the app store said after a purchase or restore. The server checks it
 * with the verification service and answers the plan; the plan and the user load again.
 */
export function useSyncMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMobile,
    onSuccess: (plan) => {
      queryClient.setQueryData(planKey, plan);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: planKey }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]);
    },
  });
}
