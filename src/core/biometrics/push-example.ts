import type { PushBatchPayload } from './schemas';
import type { DataTypes, ReadingType } from './reading-types';
import { READING_TYPE_INFO, READING_TYPES } from './reading-types';

/**
 * The ready-to-copy request shown when a pushing device is connected: what an iOS Shortcut
 * ("Get Contents of URL", method POST, JSON body), an Android automation or Home Assistant's
 * rest_command sends. The example reading is of a kind the device is set to send.
 */

const EXAMPLE_VALUES: Record<ReadingType, { value: number; diastolic?: number; minutes?: number }> =
  {
    heart_rate: { value: 72 },
    resting_heart_rate: { value: 61 },
    heart_rate_variability: { value: 48 },
    oxygen_saturation: { value: 97 },
    blood_pressure: { value: 122, diastolic: 78 },
    body_temperature: { value: 36.8 },
    glucose_level: { value: 104 },
    weight: { value: 71.4 },
    steps: { value: 1250, minutes: 30 },
    sleep: { value: 420, minutes: 420 },
    time_in_bed: { value: 460, minutes: 460 },
    stress_level: { value: 35 },
  };

/** The first kind of reading the device may send (READING_TYPES order). */
export function exampleType(dataTypes: DataTypes): ReadingType {
  return READING_TYPES.find((type) => dataTypes[READING_TYPE_INFO[type].flag]) ?? 'heart_rate';
}

/** A whole JSON body with one reading at `now`, and the battery level. */
export function examplePushBody(dataTypes: DataTypes, now: Date): PushBatchPayload {
  const type = exampleType(dataTypes);
  const example = EXAMPLE_VALUES[type];
  const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const start = example.minutes ? new Date(end.getTime() - example.minutes * 60_000) : end;
  return {
    batteryLevel: 80,
    readings: [
      {
        type,
        value: example.value,
        ...(example.diastolic === undefined ? {} : { diastolic: example.diastolic }),
        unit: READING_TYPE_INFO[type].unit,
        timestamp: start.toISOString(),
        ...(example.minutes ? { endTimestamp: end.toISOString() } : {}),
      },
    ],
  };
}

/** A curl command that sends the example body with the device's token. */
export function exampleCurl(pushUrl: string, token: string, body: PushBatchPayload): string {
  const json = JSON.stringify(body);
  return [
    `curl -X POST '${pushUrl}'`,
    `  -H 'Authorization: Bearer ${token}'`,
    `  -H 'Content-Type: application/json'`,
    `  -d '${json.replace(/'/g, `'\\''`)}'`,
  ].join(' \\\n');
}
