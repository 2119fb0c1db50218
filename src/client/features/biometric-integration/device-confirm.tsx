import type { BiometricDevice } from '@core/biometrics/types';
import { useDisconnectDevice } from '@client/api/biometrics/disconnect-device';
import { useRemoveDevice } from '@client/api/biometrics/remove-device';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { countOf } from './format';

export function DisconnectConfirm({
  device,
  onCancel,
  onDone,
}: {
  device: BiometricDevice;
  onCancel(): void;
  onDone(): void;
}) {
  const disconnect = useDisconnectDevice();
  return (
    <ConfirmDialog
      title={`Disconnect ${device.name}?`}
      description={
        device.connection === 'push'
          ? 'Its token stops working at once. The readings it sent stay; Reconnect gives it a new token.'
          : 'No more readings are taken from it. The readings it brought stay; you can reconnect it later.'
      }
      confirmLabel="Disconnect"
      pendingLabel="Disconnecting…"
      pending={disconnect.isPending}
      failure={
        disconnect.isError ? serverMessage(disconnect.error, 'It could not be disconnected.') : null
      }
      onConfirm={() =>
        disconnect.mutate(device.id, {
          onSuccess: () => {
            toast({ title: 'Device disconnected', description: `${device.name} is disconnected.` });
            onDone();
          },
        })
      }
      onClose={onCancel}
    />
  );
}

export function RemoveConfirm({
  device,
  onCancel,
  onDone,
}: {
  device: BiometricDevice;
  onCancel(): void;
  onDone(): void;
}) {
  const remove = useRemoveDevice();
  return (
    <ConfirmDialog
      title={`Remove ${device.name} and its readings?`}
      description={`Its ${countOf(device.readingCount, 'reading')}, its daily summaries and its alerts are deleted. This cannot be undone.`}
      confirmLabel="Remove device"
      pendingLabel="Removing…"
      pending={remove.isPending}
      failure={remove.isError ? serverMessage(remove.error, 'It could not be removed.') : null}
      onConfirm={() =>
        remove.mutate(device.id, {
          onSuccess: () => {
            toast({
              title: 'Device removed',
              description: `${device.name} and its readings are deleted.`,
            });
            onDone();
          },
        })
      }
      onClose={onCancel}
    />
  );
}
