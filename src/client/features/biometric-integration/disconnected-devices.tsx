import { Settings } from 'lucide-react';
import { DEVICE_TYPE_LABELS } from '@core/biometrics/devices';
import type { BiometricDevice } from '@core/biometrics/types';
import { Button } from '@client/components/ui/button';
import { countOf, formatWhen } from './format';

/** The spec's Disconnected Devices list: each with Reconnect (and its settings, to remove it). */
export function DisconnectedDevices({
  devices,
  timeZone,
  reconnectingId,
  onReconnect,
  onSettings,
}: {
  devices: readonly BiometricDevice[];
  timeZone: string;
  reconnectingId: string | null;
  onReconnect(device: BiometricDevice): void;
  onSettings(device: BiometricDevice): void;
}) {
  return (
    <section aria-labelledby="disconnected-heading" className="flex flex-col gap-3">
      <h2 id="disconnected-heading" className="text-lg font-semibold text-slate-900">
        Disconnected Devices
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {devices.map((device) => (
          <li
            key={device.id}
            data-testid="disconnected-device"
            className="flex flex-wrap items-center justify-between gap-3 p-4"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-semibold break-words text-slate-900">{device.name}</span>
              <span className="text-sm text-slate-600">
                {[
                  DEVICE_TYPE_LABELS[device.type],
                  device.disconnectedAt
                    ? `Disconnected ${formatWhen(device.disconnectedAt, timeZone)}`
                    : 'Disconnected',
                  `${countOf(device.readingCount, 'reading')} kept`,
                ].join(' · ')}
              </span>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={reconnectingId === device.id}
                onClick={() => onReconnect(device)}
              >
                {reconnectingId === device.id ? 'Reconnecting…' : 'Reconnect'}
                <span className="sr-only">{` ${device.name}`}</span>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Settings for ${device.name}`}
                onClick={() => onSettings(device)}
              >
                <Settings aria-hidden="true" className="size-5" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
