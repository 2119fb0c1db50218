import { useState } from 'react';
import type { BiometricDevice, ConnectResult } from '@core/biometrics/types';
import { useImports } from '@client/api/biometrics/get-imports';
import { useReconnectDevice } from '@client/api/biometrics/reconnect-device';
import { useSyncDevice } from '@client/api/biometrics/sync-device';
import { Dialog } from '@client/components/ui/dialog';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { DeviceCard } from './device-card';
import { DeviceSettingsDialog } from './device-settings-dialog';
import { DisconnectedDevices } from './disconnected-devices';
import { useTimeZone } from './format';
import { LatestImport } from './latest-import';
import { NoDevices } from './no-devices';
import { hasToken, PushDetails } from './push-details';

type DevicesDialog =
  | { kind: 'settings'; deviceId: string }
  | { kind: 'token'; result: ConnectResult & { token: string; pushUrl: string } };

/** The latest import, the connected devices as cards, then the disconnected ones. */
export function DevicesTab({
  devices,
  onHideImport,
  onAdd,
}: {
  devices: readonly BiometricDevice[];
  onHideImport(id: string): void;
  onAdd(): void;
}) {
  const imports = useImports();
  const sync = useSyncDevice();
  const reconnect = useReconnectDevice();
  const timeZone = useTimeZone();
  const [dialog, setDialog] = useState<DevicesDialog | null>(null);
  const now = new Date();
  const connected = devices.filter((device) => device.isConnected);
  const disconnected = devices.filter((device) => !device.isConnected);
  const settingsFor =
    dialog?.kind === 'settings' ? devices.find((d) => d.id === dialog.deviceId) : null;

  function reconnectDevice(device: BiometricDevice) {
    reconnect.mutate(device.id, {
      onSuccess: (result) => {
        if (hasToken(result)) setDialog({ kind: 'token', result });
        else
          toast({ title: 'Device reconnected', description: `${device.name} is connected again.` });
      },
      onError: (error) =>
        toast({
          title: 'Connection failed',
          description: serverMessage(
            error,
            'Unable to connect device. Check compatibility and try again.',
          ),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <LatestImport imports={imports.data ?? []} onHide={onHideImport} />
      {devices.length === 0 ? <NoDevices onAdd={onAdd} /> : null}
      {connected.length > 0 ? (
        <section aria-label="Connected devices">
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {connected.map((device) => (
              <DeviceCard
                key={device.id}
                device={device}
                now={now}
                syncing={sync.isPending && sync.variables === device.id}
                onSync={() => sync.mutate(device.id)}
                onSettings={() => setDialog({ kind: 'settings', deviceId: device.id })}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {disconnected.length > 0 ? (
        <DisconnectedDevices
          devices={disconnected}
          timeZone={timeZone}
          reconnectingId={reconnect.isPending ? (reconnect.variables ?? null) : null}
          onReconnect={reconnectDevice}
          onSettings={(device) => setDialog({ kind: 'settings', deviceId: device.id })}
        />
      ) : null}
      {settingsFor ? (
        <DeviceSettingsDialog
          device={settingsFor}
          onClose={() => setDialog(null)}
          onHideImport={onHideImport}
        />
      ) : null}
      {dialog?.kind === 'token' ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          title={`New token for ${dialog.result.device.name}`}
          description="The old token no longer works. Put this one where the old one was."
          className="max-w-2xl"
        >
          <PushDetails result={dialog.result} onDone={() => setDialog(null)} />
        </Dialog>
      ) : null}
    </div>
  );
}
