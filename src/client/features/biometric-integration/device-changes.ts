import { DATA_TYPE_FLAGS, type DataTypes } from '@core/biometrics/reading-types';
import type { BiometricDevice } from '@core/biometrics/types';
import type { UpdateDevicePayload } from '@client/api/biometrics/update-device';
import type { DeviceDetails } from './device-fields';

export interface DeviceSettings extends DeviceDetails {
  dataTypes: DataTypes;
  dataRetentionDays: number;
}

export function settingsOf(device: BiometricDevice): DeviceSettings {
  const { name, type, brand, model, dataTypes, dataRetentionDays } = device;
  return { name, type, brand, model, dataTypes, dataRetentionDays };
}

/**
 * Only what the person changed goes in the PATCH, so a save never rewrites a field another
 * tab changed meanwhile, and an unchanged form sends nothing.
 */
export function deviceChanges(
  device: BiometricDevice,
  settings: DeviceSettings,
): UpdateDevicePayload {
  const body: UpdateDevicePayload = {};
  for (const field of ['name', 'type', 'brand', 'model'] as const) {
    if (settings[field] !== device[field]) Object.assign(body, { [field]: settings[field] });
  }
  if (DATA_TYPE_FLAGS.some((flag) => settings.dataTypes[flag] !== device.dataTypes[flag])) {
    body.dataTypes = settings.dataTypes;
  }
  if (settings.dataRetentionDays !== device.dataRetentionDays) {
    body.dataRetentionDays = settings.dataRetentionDays;
  }
  return body;
}
