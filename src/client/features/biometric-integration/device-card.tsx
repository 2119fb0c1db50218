import { RefreshCw, Settings } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CONNECTION_LABELS, DEVICE_TYPE_LABELS } from '@core/biometrics/devices';
import type { BiometricDevice } from '@core/biometrics/types';
import { Button } from '@client/components/ui/button';
import { BatteryLevel } from './battery-level';
import { DataTypeChips } from './data-type-chips';
import { makeAndModel, poorReason } from './device-look';
import { DeviceStatusBadge } from './device-status-badge';
import { lastSyncText } from './format';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** A connected device: what it is, how it is doing, and Sync and its settings. */
export function DeviceCard({
  device,
  now,
  syncing,
  onSync,
  onSettings,
}: {
  device: BiometricDevice;
  now: Date;
  syncing: boolean;
  onSync(): void;
  onSettings(): void;
}) {
  // Named by its heading, so a screen reader lists the cards by device.
  const headingId = useId();
  const reason = poorReason(device, now);
  const make = makeAndModel(device);
  return (
    <li
      aria-labelledby={headingId}
      data-testid="device-card"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {device.name}
            </h3>
            <DeviceStatusBadge status={device.connectionStatus} />
          </div>
          <p className="text-slate-700">
            {[DEVICE_TYPE_LABELS[device.type], make].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-slate-600">{CONNECTION_LABELS[device.connection]}</p>
          {reason ? <p className="text-sm font-semibold text-amber-700">{reason}</p> : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Settings for ${device.name}`}
          onClick={onSettings}
        >
          <Settings aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <dl className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
        <Detail term="Battery">
          <BatteryLevel level={device.batteryLevel} />
        </Detail>
        <Detail term="Last sync">{lastSyncText(device.lastSync, now)}</Detail>
        <Detail term="Readings today">{device.readingsToday.toLocaleString('en-US')}</Detail>
      </dl>
      <DataTypeChips dataTypes={device.dataTypes} />
      <Button variant="outline" className="self-start" onClick={onSync} disabled={syncing}>
        <RefreshCw aria-hidden="true" className="size-5" />
        {syncing ? 'Syncing…' : 'Sync'}
        <span className="sr-only">{` ${device.name}`}</span>
      </Button>
    </li>
  );
}
