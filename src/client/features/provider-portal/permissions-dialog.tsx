import { useState } from 'react';
import { accessLevelFor, type ProviderPermissions } from '@core/provider-portal/permissions';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { serverMessage } from '@client/lib/api-failure';
import { useUpdateProvider } from '@client/api/provider-portal/update-provider';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast';
import { PermissionSwitches } from './permission-switches';

/** Provider Permissions: read-only switches, and an Edit mode that saves with PATCH. */
export function PermissionsDialog({
  provider,
  onClose,
}: {
  provider: HealthcareProvider;
  onClose(): void;
}) {
  const update = useUpdateProvider();
  const [draft, setDraft] = useState<ProviderPermissions | null>(null);
  const failure = update.isError
    ? serverMessage(update.error, 'The permissions could not be saved. Please try again.')
    : null;

  function save(permissions: ProviderPermissions) {
    update.mutate(
      {
        id: provider.id,
        body: { accessLevel: accessLevelFor(permissions), permissions },
      },
      {
        onSuccess: () => {
          toast({ title: 'Permissions saved' });
          setDraft(null);
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title="Provider Permissions"
      description={`What ${provider.name} can see and do with their link.`}
    >
      <div className="flex flex-col gap-5">
        <PermissionSwitches
          permissions={draft ?? provider.permissions}
          onChange={draft ? setDraft : undefined}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          {draft ? (
            <>
              <Button
                variant="outline"
                disabled={update.isPending}
                onClick={() => {
                  update.reset();
                  setDraft(null);
                }}
              >
                Cancel
              </Button>
              <Button disabled={update.isPending} onClick={() => save(draft)}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => setDraft(provider.permissions)}>Edit</Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
