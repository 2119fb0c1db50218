import type { Kysely } from 'kysely';
import { batteryAlert } from '@core/biometrics/alerts';
import { allowsType, BATTERY_LOW_BELOW } from '@core/biometrics/devices';
import { createLocalDater } from '@core/biometrics/local-dates';
import { READING_TYPE_INFO } from '@core/biometrics/reading-types';
import { PUSH_FUTURE_SLACK_MS, type PushBatch } from '@core/biometrics/schemas';
import type { PushResult } from '@core/biometrics/types';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../http-errors';
import type { AlertStore } from './alert-store';
import type { DeviceStore } from './device-store';
import type { EventStore } from './event-store';
import { dataTypesOf, type DeviceRow } from './presenters';
import type { ReadingWriter } from './reading-writer';

function refuse(path: string, message: string): HttpError {
  return new HttpError(400, `${path}: ${message}`, [{ path, message }]);
}

/**
 * A batch pushed by a device: checked whole (one bad reading refuses the batch, and nothing is
 * stored), then stored like an import's readings, with the battery level and an entry in the
 * device's activity.
 */
export function createPushService({
  db,
  devices,
  writer,
  alerts,
  events,
  clock = () => new Date(),
}: {
  db: Kysely<DatabaseSchema>;
  devices: DeviceStore;
  writer: ReadingWriter;
  alerts: AlertStore;
  events: EventStore;
  clock?: () => Date;
}) {
  return {
    async receive(device: DeviceRow, batch: PushBatch): Promise<PushResult> {
      const now = clock();
      const allowed = dataTypesOf(device);
      batch.readings.forEach((reading, index) => {
        if (reading.start > now.getTime() + PUSH_FUTURE_SLACK_MS) {
          throw refuse(`readings.${index}.timestamp`, 'is in the future: check the device’s clock');
        }
        if (!allowsType(allowed, reading.type)) {
          throw refuse(
            `readings.${index}.type`,
            `${device.name} is not set to send ${READING_TYPE_INFO[reading.type].label.toLowerCase()}. Turn it on in the device’s settings in Cairn.`,
          );
        }
      });
      const user = await db
        .selectFrom('users')
        .select('time_zone')
        .where('id', '=', device.user_id)
        .executeTakeFirstOrThrow();
      const localDate = createLocalDater(user.time_zone);
      const outcome = await writer.write(
        { userId: device.user_id, localDate, now: now.getTime(), importId: null },
        batch.readings.map((reading) => ({
          target: {
            deviceId: device.id,
            retentionDays: device.data_retention_days,
            allowed,
          },
          reading,
        })),
      );
      const at = now.toISOString();
      const battery = batch.batteryLevel ?? device.battery_level;
      await devices.update(device.user_id, device.id, {
        last_sync: at,
        battery_level: battery,
        updated_at: at,
      });
      if (batch.batteryLevel !== undefined) {
        await alerts.battery(
          device.user_id,
          device.id,
          batteryAlert(device.name, batch.batteryLevel),
          localDate(now.getTime()),
          at,
        );
      }
      const parts = [
        `${outcome.added} of ${batch.readings.length} readings added`,
        ...(outcome.duplicates ? [`${outcome.duplicates} already stored`] : []),
        ...(outcome.outsideRetention ? [`${outcome.outsideRetention} older than kept`] : []),
        ...(batch.batteryLevel === undefined
          ? []
          : [
              `battery ${batch.batteryLevel} %${batch.batteryLevel < BATTERY_LOW_BELOW ? ' (low)' : ''}`,
            ]),
      ];
      await events.add(device.user_id, device.id, 'push', parts.join(', '), at);
      return {
        accepted: outcome.added,
        duplicates: outcome.duplicates,
        outsideRetention: outcome.outsideRetention,
        deviceId: device.id,
        lastSync: at,
        batteryLevel: battery,
      };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
