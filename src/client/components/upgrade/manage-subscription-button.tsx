import { useOpenPortal } from '@client/api/billing/open-portal';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/**
 * Manage subscription: opens Stripe's customer portal. It stays "Opening..." once asked, until the
 * browser has left, so a second tap cannot open a second portal session.
 */
export function ManageSubscriptionButton({ className }: { className?: string }) {
  const portal = useOpenPortal();
  const opening = portal.isPending || portal.isSuccess;
  return (
    <Button
      variant="outline"
      aria-disabled={opening || undefined}
      className={cn(className, opening && 'opacity-60')}
      onClick={() => {
        if (!opening) portal.mutate();
      }}
    >
      {opening ? 'Opening...' : 'Manage subscription'}
    </Button>
  );
}
