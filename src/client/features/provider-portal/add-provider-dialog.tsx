import { useState } from 'react';
import type { InvitationResult } from '@core/provider-portal/types';
import { serverMessage } from '@client/lib/api-failure';
import { useInviteProvider } from '@client/api/provider-portal/invite-provider';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';
import { AddProviderForm } from './add-provider-form';
import { ManualDelivery } from './manual-delivery';

/**
 * Add Healthcare Provider. With e-mail the dialog closes and a toast says the invitation went;
 * without it a second step shows the link and the code to pass on.
 */
export function AddProviderDialog({ onClose }: { onClose(): void }) {
  const invite = useInviteProvider();
  const [manual, setManual] = useState<InvitationResult | null>(null);
  const failure = invite.isError
    ? serverMessage(invite.error, 'The invitation could not be sent. Please try again.')
    : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !invite.isPending) onClose();
      }}
      title="Add Healthcare Provider"
      description={
        manual
          ? 'Invitation created. Pass the link and code on to your provider.'
          : 'Invite a provider to see the data you choose. They confirm with a 6-digit code.'
      }
      className="max-w-2xl"
    >
      {manual && manual.delivery === 'manual' ? (
        <ManualDelivery
          link={manual.link}
          code={manual.code}
          providerName={manual.provider.name}
          onDone={onClose}
        />
      ) : (
        <AddProviderForm
          pending={invite.isPending}
          failure={failure}
          onCancel={onClose}
          onSubmit={(payload) =>
            invite.mutate(payload, {
              onSuccess: (result) => {
                if (result.delivery === 'manual') {
                  setManual(result);
                  return;
                }
                toast({
                  title: 'Invitation sent',
                  description: `A secure invitation goes to ${result.provider.email}.`,
                });
                onClose();
              },
            })
          }
        />
      )}
    </Dialog>
  );
}
