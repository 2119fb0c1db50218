import { randomUUID } from 'node:crypto';
import {
  DEFAULT_RETENTION_DAYS,
  DEVICE_LIMITS,
  MAX_DEVICES,
  dataTypesFor,
  guessDeviceType,
  noDataTypes,
} from '@core/biometrics/devices';
import type { ReadingType } from '@core/biometrics/reading-types';
import { isUniqueViolation, toBool, toJson } from '../../db/codecs';
import type { DeviceStore } from './device-store';
import type { EventStore } from './event-store';
import { dataTypesOf, type DeviceRow } from './presenters';
import type { WriteTarget } from './reading-writer';

/** What the export says about a source's hardware (Apple Health's `device` attribute). */
export interface SourceInfo {
  manufacturer: string | null;
  model: string | null;
}

interface SourceDevice {
  row: DeviceRow;
  /** Made by this import: its kinds of data and type are settled from what it sent. */
  created: boolean;
  target: WriteTarget;
  types: Set<ReadingType>;
  added: number;
}

function targetOf(row: DeviceRow, created: boolean): WriteTarget {
  return {
    deviceId: row.id,
    retentionDays: row.data_retention_days,
    // A disconnected source takes nothing; one this import made takes whatever it has.
    allowed: created ? null : toBool(row.is_connected) ? dataTypesOf(row) : noDataTypes(),
  };
}

/**
 * The devices of an Apple Health export, one per source name: found again on a second import,
 * made on the first (up to the account's limit; a source past it is left out).
 */
export function createSourceDevices(
  devices: DeviceStore,
  events: EventStore,
  userId: string,
  now: () => string,
) {
  const bySource = new Map<string, SourceDevice | null>();
  let deviceCount: number | null = null;

  async function make(name: string, info: SourceInfo): Promise<SourceDevice | null> {
    const existing = await devices.findBySource(userId, 'apple_health', name);
    if (existing) {
      return {
        row: existing,
        created: false,
        target: targetOf(existing, false),
        types: new Set(),
        added: 0,
      };
    }
    deviceCount ??= await devices.count(userId);
    if (deviceCount >= MAX_DEVICES) return null;
    const at = now();
    try {
      const row = await devices.insert({
        id: randomUUID(),
        user_id: userId,
        name: name.slice(0, DEVICE_LIMITS.name),
        type: guessDeviceType(name, new Set()),
        brand: (info.manufacturer ?? '').slice(0, DEVICE_LIMITS.brand),
        model: (info.model ?? '').slice(0, DEVICE_LIMITS.model),
        connection: 'apple_health',
        source_name: name,
        is_connected: true,
        token_hash: null,
        battery_level: null,
        data_types: toJson(noDataTypes()),
        data_retention_days: DEFAULT_RETENTION_DAYS,
        last_sync: null,
        last_import_id: null,
        connected_at: at,
        disconnected_at: null,
        created_at: at,
        updated_at: at,
      });
      deviceCount += 1;
      await events.add(userId, row.id, 'connected', 'Apple Health export', at);
      return { row, created: true, target: targetOf(row, true), types: new Set(), added: 0 };
    } catch (error) {
      // Made at the same moment by another import of this person's: use that one.
      if (!isUniqueViolation(error)) throw error;
      const raced = await devices.findBySource(userId, 'apple_health', name);
      return raced
        ? { row: raced, created: false, target: targetOf(raced, false), types: new Set(), added: 0 }
        : null;
    }
  }

  return {
    /** The source's device, or null when the account has no room for another. */
    async resolve(name: string, info: SourceInfo): Promise<SourceDevice | null> {
      if (!bySource.has(name)) bySource.set(name, await make(name, info));
      return bySource.get(name) ?? null;
    },

    /** Every device this import wrote to, with what it sent. */
    all(): SourceDevice[] {
      return [...bySource.values()].filter((d): d is SourceDevice => d !== null);
    },

    /** Settles the devices after the import: last sync, and the kinds and type of new ones. */
    async finish(importId: string, fileName: string): Promise<void> {
      const at = now();
      for (const device of this.all()) {
        await devices.update(userId, device.row.id, {
          last_sync: at,
          last_import_id: importId,
          updated_at: at,
          ...(device.created
            ? {
                data_types: toJson(dataTypesFor(device.types)),
                type: guessDeviceType(device.row.name, device.types),
              }
            : {}),
        });
        await events.add(
          userId,
          device.row.id,
          'import',
          `${device.added.toLocaleString('en-US')} readings added from ${fileName}`,
          at,
        );
      }
    },
  };
}
