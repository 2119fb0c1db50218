import { noDataTypes, type DeviceType, type RETENTION_CHOICES } from '@core/biometrics/devices';
import type { DataTypeFlag, DataTypes } from '@core/biometrics/reading-types';

/** The spec's dataTypes flags as a person reads them. */
export const DATA_TYPE_LABELS: Record<DataTypeFlag, string> = {
  heartRate: 'Heart rate',
  bloodPressure: 'Blood pressure',
  oxygenSaturation: 'Blood oxygen',
  bodyTemperature: 'Body temperature',
  glucoseLevel: 'Blood glucose',
  weight: 'Weight',
  sleepMetrics: 'Sleep',
  activityLevel: 'Activity (steps)',
  stressLevel: 'Stress level',
};

/** What each kind of device usually measures: the switches it starts with, changed freely. */
const TYPICAL: Record<DeviceType, readonly DataTypeFlag[]> = {
  smartwatch: ['heartRate', 'oxygenSaturation', 'sleepMetrics', 'activityLevel'],
  heart_rate_monitor: ['heartRate'],
  blood_pressure_monitor: ['bloodPressure', 'heartRate'],
  glucose_monitor: ['glucoseLevel'],
  sleep_tracker: ['sleepMetrics', 'heartRate'],
  smart_scale: ['weight'],
  fitness_tracker: ['heartRate', 'sleepMetrics', 'activityLevel'],
};

export function typicalDataTypes(type: DeviceType): DataTypes {
  const flags = noDataTypes();
  for (const flag of TYPICAL[type]) flags[flag] = true;
  return flags;
}

type Retention = (typeof RETENTION_CHOICES)[number];

export const RETENTION_LABELS: Record<Retention, string> = {
  30: '30 days',
  90: '90 days',
  180: '6 months',
  365: '1 year',
  730: '2 years',
  1825: '5 years',
  3650: '10 years',
};
