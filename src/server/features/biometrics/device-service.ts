import { randomUUID } from 'node:crypto';
import { DEFAULT_RETENTION_DAYS, MAX_DEVICES } from '@core/biometrics/devices';
import { READINGS_URL } from '@core/biometrics/constants';
import type { ConnectDeviceInput, UpdateDeviceInput } from '@core/biometrics/schemas';
import type { BiometricDevice, ConnectResult, DeviceEvent } from '@core/biometrics/types';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import type { Kysely } from 'kysely';
import { toJson } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { hashToken, newSecretToken } from '../../secret-token';
import type { DeviceStore } from './device-store';
import { NO_COUNTS } from './device-store';
import type { EventStore } from './event-store';
import { presentDevice, type DeviceRow } from './presenters';
import { deleteReadings } from './reading-deletion';

export const DEVICE_NOT_FOUND = 'Device not found';
export const TOO_MANY_DEVICES = `You can connect at most ${MAX_DEVICES} devices. Remove one you no longer use first.`;

/** Connecting, changing, disconnecting and removing the user's devices. */
export function createDeviceService({
  db,
  devices,
  events,
  clock = () => new Date(),
}: {
  db: Kysely<DatabaseSchema>;
  devices: DeviceStore;
  events: EventStore;
  clock?: () => Date;
}) {
  async function owned(user: ApiUser, id: string): Promise<DeviceRow> {
    const row = await devices.find(user.id, id);
    if (!row) throw notFound(DEVICE_NOT_FOUND);
    return row;
  }

  async function present(user: ApiUser, row: DeviceRow): Promise<BiometricDevice> {
    const now = clock();
    const counts = await devices.counts(user.id, localDate(now, user.timeZone));
    return presentDevice(row, counts.get(row.id) ?? NO_COUNTS, now.getTime());
  }

  /** A new token for a push device (its hash stored), or none for file devices. */
  function tokenFor(row: Pick<DeviceRow, 'connection'>) {
    if (row.connection !== 'push') return { token: null, tokenHash: null };
    const token = newSecretToken();
    return { token, tokenHash: hashToken(token) };
  }

  function connectResult(
    device: BiometricDevice,
    token: string | null,
    baseUrl: string,
  ): ConnectResult {
    return {
      device,
      token,
      pushUrl: device.connection === 'push' ? `${baseUrl}${READINGS_URL}` : null,
    };
  }

  return {
    owned,
    present,

    async list(user: ApiUser): Promise<BiometricDevice[]> {
      const now = clock();
      const [rows, counts] = await Promise.all([
        devices.list(user.id),
        devices.counts(user.id, localDate(now, user.timeZone)),
      ]);
      const presented = rows.map((row) =>
        presentDevice(row, counts.get(row.id) ?? NO_COUNTS, now.getTime()),
      );
      // Connected devices first; each group newest first, as stored.
      return [
        ...presented.filter((d) => d.isConnected),
        ...presented.filter((d) => !d.isConnected),
      ];
    },

    async connect(
      user: ApiUser,
      input: ConnectDeviceInput,
      baseUrl: string,
    ): Promise<ConnectResult> {
      if ((await devices.count(user.id)) >= MAX_DEVICES) throw conflict(TOO_MANY_DEVICES);
      const now = clock().toISOString();
      const { token, tokenHash } = tokenFor(input);
      const row = await devices.insert({
        id: randomUUID(),
        user_id: user.id,
        name: input.name,
        type: input.type,
        brand: input.brand,
        model: input.model,
        connection: input.connection,
        source_name: null,
        is_connected: true,
        token_hash: tokenHash,
        battery_level: null,
        data_types: toJson(input.dataTypes),
        data_retention_days: input.dataRetentionDays ?? DEFAULT_RETENTION_DAYS,
        last_sync: null,
        last_import_id: null,
        connected_at: now,
        disconnected_at: null,
        created_at: now,
        updated_at: now,
      });
      await events.add(user.id, row.id, 'connected', null, now);
      return connectResult(presentDevice(row, NO_COUNTS, Date.parse(now)), token, baseUrl);
    },

    async update(user: ApiUser, id: string, input: UpdateDeviceInput): Promise<BiometricDevice> {
      await owned(user, id);
      const row = await devices.update(user.id, id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.type === undefined ? {} : { type: input.type }),
        ...(input.brand === undefined ? {} : { brand: input.brand }),
        ...(input.model === undefined ? {} : { model: input.model }),
        ...(input.dataTypes === undefined ? {} : { data_types: toJson(input.dataTypes) }),
        ...(input.dataRetentionDays === undefined
          ? {}
          : { data_retention_days: input.dataRetentionDays }),
        updated_at: clock().toISOString(),
      });
      if (!row) throw notFound(DEVICE_NOT_FOUND);
      await events.add(user.id, id, 'settings', Object.keys(input).join(', '));
      return present(user, row);
    },

    /** Stops the device at once: a push token stops working with this answer. */
    async disconnect(user: ApiUser, id: string): Promise<BiometricDevice> {
      await owned(user, id);
      const now = clock().toISOString();
      const row = await devices.update(user.id, id, {
        is_connected: false,
        token_hash: null,
        disconnected_at: now,
        updated_at: now,
      });
      if (!row) throw notFound(DEVICE_NOT_FOUND);
      await events.add(user.id, id, 'disconnected', null, now);
      return present(user, row);
    },

    /** Connects again; a push device gets a new token and any older one stays dead. */
    async reconnect(user: ApiUser, id: string, baseUrl: string): Promise<ConnectResult> {
      const existing = await owned(user, id);
      const now = clock().toISOString();
      const { token, tokenHash } = tokenFor(existing);
      const row = await devices.update(user.id, id, {
        is_connected: true,
        token_hash: tokenHash,
        connected_at: now,
        disconnected_at: null,
        updated_at: now,
      });
      if (!row) throw notFound(DEVICE_NOT_FOUND);
      await events.add(user.id, id, 'reconnected', token ? 'new token issued' : null, now);
      return connectResult(await present(user, row), token, baseUrl);
    },

    /** The device with its readings, daily summaries, alerts and activity. */
    async remove(user: ApiUser, id: string): Promise<void> {
      await owned(user, id);
      await deleteReadings(db, { userId: user.id, deviceId: id });
      await db
        .deleteFrom('biometric_devices')
        .where('user_id', '=', user.id)
        .where('id', '=', id)
        .execute();
    },

    async activity(user: ApiUser, id: string): Promise<DeviceEvent[]> {
      await owned(user, id);
      return events.list(user.id, id);
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
