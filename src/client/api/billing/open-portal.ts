import { useMutation } from '@tanstack/react-query';
import type { RedirectAnswer } from '@core/billing/subscription';
import { apiRequest } from '@client/lib/api';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { PORTAL_URL } from './keys';

export async function openPortal(): Promise<RedirectAnswer> {
  const response = await apiRequest('POST', PORTAL_URL);
  return (await response.json()) as RedirectAnswer;
}

/**
 * Manage subscription: the browser goes to Stripe's customer portal (only offered when the plan
 * says `canManage`). The pricing page and Settings both use it, so the failure toast lives here.
 */
export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Subscription Error',
        description: serverMessage(
          error,
          'Failed to open subscription management. Please try again.',
        ),
        variant: 'destructive',
      }),
  });
}
