import { useState } from 'react';
import { CONNECTION_LABELS } from '@core/biometrics/devices';
import type { BiometricDevice } from '@core/biometrics/types';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { DeviceActivity } from './device-activity';
import { DisconnectConfirm, RemoveConfirm } from './device-confirm';
import { DeviceSettingsForm } from './device-settings-form';
import { NewerFile } from './newer-file';

/**
 * A device's settings, its activity, and the two ways to stop it: Disconnect (readings stay)
 * and Remove (readings go). The confirmations replace this dialog rather than stack on it.
 */
export function DeviceSettingsDialog({
  device,
  onClose,
  onHideImport,
}: {
  device: BiometricDevice;
  onClose(): void;
  onHideImport(id: string): void;
}) {
  const [confirm, setConfirm] = useState<'disconnect' | 'remove' | null>(null);
  const back = () => setConfirm(null);
  if (confirm === 'disconnect') {
    return <DisconnectConfirm device={device} onCancel={back} onDone={onClose} />;
  }
  if (confirm === 'remove') {
    return <RemoveConfirm device={device} onCancel={back} onDone={onClose} />;
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Settings for ${device.name}`}
      description={CONNECTION_LABELS[device.connection]}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-6">
        <DeviceSettingsForm device={device} onSaved={onClose} />
        {device.connection === 'csv' && device.isConnected ? (
          <NewerFile device={device} onClose={onClose} onHideImport={onHideImport} />
        ) : null}
        {device.connection === 'apple_health' ? (
          <p className="text-slate-700">
            For newer readings, export again from the Health app and upload it with Add Device,
            Apple Health: what is already here is not added twice.
          </p>
        ) : null}
        <DeviceActivity deviceId={device.id} />
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          {device.isConnected ? (
            <Button variant="outline" size="sm" onClick={() => setConfirm('disconnect')}>
              Disconnect
            </Button>
          ) : null}
          <Button variant="destructive" size="sm" onClick={() => setConfirm('remove')}>
            Remove device and its readings
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
