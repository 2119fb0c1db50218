import { useMutation } from '@tanstack/react-query';
import type { PaidPlan } from '@core/billing/plans';
import type { RedirectAnswer } from '@core/billing/subscription';
import { apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { CHECKOUT_URL } from './keys';

export async function startCheckout(plan: PaidPlan): Promise<RedirectAnswer> {
  const response = await apiRequest('POST', CHECKOUT_URL, { plan });
  return (await response.json()) as RedirectAnswer;
}

/**
 * Opens Stripe Checkout for a plan: the browser leaves for Stripe's page, so the mutation stays
 * `isSuccess` while it goes. A failure shows the spec's toast (section 8).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () =>
      toast({
        title: 'Checkout Error',
        description: 'Failed to start checkout. Please try again.',
        variant: 'destructive',
      }),
  });
}
