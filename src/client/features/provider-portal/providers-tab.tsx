import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { serverMessage } from '@client/lib/api-failure';
import { useRenewAccess } from '@client/api/provider-portal/renew-access';
import { useResendInvitation } from '@client/api/provider-portal/resend-invitation';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { EmptyState } from './empty-state';
import { PendingInvitations } from './pending-invitations';
import { ProviderCard } from './provider-card';
import { ProviderDialogHost } from './provider-dialog-host';
import type { ProviderDialog } from './provider-dialogs';
import { isProviderCard } from './provider-status';

/** Verified providers as cards, then the invitations still waiting for their code. */
export function ProvidersTab({
  providers,
  onAdd,
}: {
  providers: HealthcareProvider[];
  onAdd(): void;
}) {
  const [dialog, setDialog] = useState<ProviderDialog | null>(null);
  const renew = useRenewAccess();
  const resend = useResendInvitation();
  const cards = providers.filter(isProviderCard);
  const invitations = providers.filter((provider) => !isProviderCard(provider));

  function resendTo(provider: HealthcareProvider) {
    resend.mutate(provider.id, {
      onSuccess: (result) => {
        if (result.delivery === 'manual') {
          setDialog({ kind: 'resent', result });
          return;
        }
        toast({
          title: 'Invitation sent',
          description: `A secure invitation goes to ${result.provider.email}.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'The invitation could not be sent. Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  if (providers.length === 0) {
    return (
      <EmptyState title="No providers yet">
        <p>
          Invite a doctor, nurse or therapist to see the data you choose. They get a secure link and
          a 6-digit code; you can change what they see or revoke their access at any time.
        </p>
        <Button onClick={onAdd} className="mt-2 self-start">
          <UserPlus aria-hidden="true" className="size-5" />
          Add Provider
        </Button>
      </EmptyState>
    );
  }

  const busyId = renew.isPending ? renew.variables : resend.isPending ? resend.variables : null;
  return (
    <div className="flex flex-col gap-6">
      {cards.length > 0 ? (
        <section aria-label="Your providers">
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {cards.map((provider) => (
              <ProviderCard
                key={provider.id}
                provider={provider}
                open={setDialog}
                busy={busyId === provider.id}
                onRenew={() => renew.mutate(provider.id)}
                onResend={() => resendTo(provider)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {invitations.length > 0 ? (
        <PendingInvitations
          invitations={invitations}
          open={setDialog}
          onResend={resendTo}
          resendingId={resend.isPending ? (resend.variables ?? null) : null}
        />
      ) : null}
      <ProviderDialogHost dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
