import {
  DATA_TYPE_FLAGS,
  READING_TYPE_INFO,
  type DataTypes,
  type ReadingType,
} from './reading-types';

/**
 * Devices (spec document 2 sections 3, 4 and 9). A web app cannot talk to a watch over
 * Bluetooth, so in Cairn a device is a data source connected in a way people can use today:
 * an Apple Health export, a CSV file from a wearable's own export, or a device token that an
 * automation (an iOS Shortcut, Android automation, Home Assistant) uses to push new readings.
 */

export const DEVICE_TYPES = [
  'smartwatch',
  'heart_rate_monitor',
  'blood_pressure_monitor',
  'glucose_monitor',
  'sleep_tracker',
  'smart_scale',
  'fitness_tracker',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  smartwatch: 'Smartwatch',
  heart_rate_monitor: 'Heart rate monitor',
  blood_pressure_monitor: 'Blood pressure monitor',
  glucose_monitor: 'Glucose monitor',
  sleep_tracker: 'Sleep tracker',
  smart_scale: 'Smart scale',
  fitness_tracker: 'Fitness tracker',
};

/** How readings reach Cairn. */
export const CONNECTIONS = ['apple_health', 'csv', 'push'] as const;
export type Connection = (typeof CONNECTIONS)[number];

export const CONNECTION_LABELS: Record<Connection, string> = {
  apple_health: 'Apple Health export',
  csv: 'CSV file',
  push: 'Sends readings itself',
};

export const CONNECTION_STATUSES = ['active', 'poor', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Spec: push devices sync in real time, file imports when the person uploads (manual). */
export type SyncFrequency = 'real-time' | 'manual';

/** Spec section 9: battery low below 20 percent. */
export const BATTERY_LOW_BELOW = 20;

/**
 * A pushing device that has sent nothing for this long reads as "poor": the automation may
 * have stopped (the phone's Shortcut was turned off, Home Assistant is down).
 */
export const PUSH_QUIET_AFTER_HOURS = 48;

/** Choices for how long raw readings are kept; daily summaries stay until the device goes. */
export const RETENTION_CHOICES = [30, 90, 180, 365, 730, 1825, 3650] as const;
export const DEFAULT_RETENTION_DAYS = 365;

/** At most this many devices per account (a family of sources, not a fleet). */
export const MAX_DEVICES = 30;

export const DEVICE_LIMITS = { name: 80, brand: 60, model: 60 } as const;

export function isBatteryLow(level: number | null): boolean {
  return level !== null && level < BATTERY_LOW_BELOW;
}

export function connectionStatus(
  device: { isConnected: boolean; connection: Connection; lastSync: string | null },
  now: number,
): ConnectionStatus {
  if (!device.isConnected) return 'disconnected';
  if (device.connection !== 'push') return 'active';
  const last = device.lastSync === null ? Number.NaN : Date.parse(device.lastSync);
  if (Number.isNaN(last)) return 'poor';
  return now - last > PUSH_QUIET_AFTER_HOURS * 3_600_000 ? 'poor' : 'active';
}

export function syncFrequencyOf(connection: Connection): SyncFrequency {
  return connection === 'push' ? 'real-time' : 'manual';
}

export function noDataTypes(): DataTypes {
  return Object.fromEntries(DATA_TYPE_FLAGS.map((flag) => [flag, false])) as DataTypes;
}

/** The flags that let every one of `types` through. */
export function dataTypesFor(types: Iterable<ReadingType>): DataTypes {
  const flags = noDataTypes();
  for (const type of types) flags[READING_TYPE_INFO[type].flag] = true;
  return flags;
}

export function allowsType(dataTypes: DataTypes, type: ReadingType): boolean {
  return dataTypes[READING_TYPE_INFO[type].flag];
}

/**
 * A file source's device type, from its name and what it measured: "Jane's Apple Watch" is a
 * smartwatch; a source with only weight is a scale; with blood pressure a blood pressure monitor.
 */
export function guessDeviceType(name: string, types: ReadonlySet<ReadingType>): DeviceType {
  if (/watch/i.test(name)) return 'smartwatch';
  if (types.has('blood_pressure')) return 'blood_pressure_monitor';
  if (types.has('glucose_level')) return 'glucose_monitor';
  if (types.size > 0 && [...types].every((type) => type === 'weight')) return 'smart_scale';
  if (types.size > 0 && [...types].every((type) => type === 'sleep' || type === 'time_in_bed')) {
    return 'sleep_tracker';
  }
  if (types.size > 0 && [...types].every((type) => type === 'heart_rate')) {
    return 'heart_rate_monitor';
  }
  return 'fitness_tracker';
}
