import type { ConnectionStatus } from '@core/biometrics/devices';
import type { BiometricDevice } from '@core/biometrics/types';
import { plural } from '@core/report/words';

export const STATUS_WORDS: Record<ConnectionStatus, string> = {
  active: 'Active',
  poor: 'Poor',
  disconnected: 'Disconnected',
};

/** Tints the dark theme redefines; the word is always shown with them. */
export const STATUS_CLASSES: Record<ConnectionStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  poor: 'bg-amber-100 text-amber-900',
  disconnected: 'bg-slate-100 text-slate-700',
};

const DAY_MS = 86_400_000;

/** Why a device reads as poor: a pushing device that has gone quiet (devices.ts). */
export function poorReason(
  device: Pick<BiometricDevice, 'connectionStatus' | 'lastSync'>,
  now: Date,
): string | null {
  if (device.connectionStatus !== 'poor') return null;
  const last = device.lastSync === null ? Number.NaN : Date.parse(device.lastSync);
  if (Number.isNaN(last)) return 'No readings yet';
  const days = Math.floor((now.getTime() - last) / DAY_MS);
  return days >= 1 ? `No readings for ${plural(days, 'day')}` : 'No readings lately';
}

/** "Withings · Body+", or nothing. */
export function makeAndModel(device: Pick<BiometricDevice, 'brand' | 'model'>): string {
  return [device.brand, device.model].filter(Boolean).join(' · ');
}
