import type { HealthcareProvider } from '@core/provider-portal/types';
import { serverMessage } from '@client/lib/api-failure';
import { useRemoveProvider } from '@client/api/provider-portal/remove-provider';
import { useRevokeAccess } from '@client/api/provider-portal/revoke-access';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/lib/toast';

export function RevokeConfirm({
  provider,
  onClose,
}: {
  provider: HealthcareProvider;
  onClose(): void;
}) {
  const revoke = useRevokeAccess();
  return (
    <ConfirmDialog
      title={`Revoke access for ${provider.name}?`}
      description="Their links stop working at once. Reports you shared stay listed here, and you can send a new invitation later."
      confirmLabel="Revoke access"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      failure={revoke.isError ? serverMessage(revoke.error, 'Access could not be revoked.') : null}
      onConfirm={() =>
        revoke.mutate(provider.id, {
          onSuccess: () => {
            toast({
              title: 'Access revoked',
              description: `${provider.name} can no longer see your data.`,
            });
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}

/** Removing a provider or cancelling an invitation: both delete the provider. */
export function RemoveConfirm({
  provider,
  invitation,
  onClose,
}: {
  provider: HealthcareProvider;
  /** A pending invitation: worded as cancelling it. */
  invitation: boolean;
  onClose(): void;
}) {
  const remove = useRemoveProvider();
  return (
    <ConfirmDialog
      title={invitation ? `Cancel the invitation to ${provider.name}?` : `Remove ${provider.name}?`}
      description={
        invitation
          ? 'The link and code stop working, and the invitation is deleted.'
          : 'Their links and the reports you shared with them are deleted, and so is their access log. Recommendations and notes they sent stay in your portal.'
      }
      confirmLabel={invitation ? 'Cancel invitation' : 'Remove'}
      pendingLabel={invitation ? 'Cancelling...' : 'Removing...'}
      pending={remove.isPending}
      failure={
        remove.isError ? serverMessage(remove.error, 'That did not work. Please try again.') : null
      }
      onConfirm={() =>
        remove.mutate(provider.id, {
          onSuccess: () => {
            toast({ title: invitation ? 'Invitation cancelled' : 'Provider removed' });
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
