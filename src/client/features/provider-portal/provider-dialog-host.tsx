import { Dialog } from '@client/components/ui/dialog';
import { AccessLogDialog } from './access-log-dialog';
import { ManualDelivery } from './manual-delivery';
import { PermissionsDialog } from './permissions-dialog';
import { RemoveConfirm, RevokeConfirm } from './provider-confirm';
import { ProviderDetailsDialog } from './provider-details-dialog';
import type { ProviderDialog } from './provider-dialogs';

/** Renders the Providers tab's open dialog. */
export function ProviderDialogHost({
  dialog,
  onClose,
}: {
  dialog: ProviderDialog | null;
  onClose(): void;
}) {
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'permissions':
      return <PermissionsDialog provider={dialog.provider} onClose={onClose} />;
    case 'edit':
      return <ProviderDetailsDialog provider={dialog.provider} onClose={onClose} />;
    case 'log':
      return <AccessLogDialog provider={dialog.provider} onClose={onClose} />;
    case 'revoke':
      return <RevokeConfirm provider={dialog.provider} onClose={onClose} />;
    case 'remove':
    case 'cancel':
      return (
        <RemoveConfirm
          provider={dialog.provider}
          invitation={dialog.kind === 'cancel'}
          onClose={onClose}
        />
      );
    case 'resent': {
      const { result } = dialog;
      if (result.delivery !== 'manual') return null;
      return (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          title="New invitation"
          description="The old link and code no longer work."
        >
          <ManualDelivery
            link={result.link}
            code={result.code}
            providerName={result.provider.name}
            onDone={onClose}
          />
        </Dialog>
      );
    }
  }
}
