// The function's own module: the package's index would load all of date-fns's 300 modules.
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import type { SyncResult } from '@core/biometrics/types';
import type { ApiUser } from '@core/user';
import { toBool, toIso } from '../../db/codecs';
import { conflict } from '../../http-errors';
import type { DeviceService } from './device-service';
import type { ImportService } from './import-service';
import { presentImport } from './presenters';

export const RECONNECT_FIRST = 'This device is disconnected. Reconnect it before syncing.';

/**
 * Sync (spec: POST /api/biometric-devices/{id}/sync): a file device runs its latest upload
 * again (adding only what is missing); a device that pushes its own readings has nothing to
 * fetch, so Sync says when it last sent.
 */
export function createSyncService({
  devices,
  imports,
  clock = () => new Date(),
}: {
  devices: DeviceService;
  imports: ImportService;
  clock?: () => Date;
}) {
  return {
    async sync(user: ApiUser, id: string): Promise<SyncResult> {
      const row = await devices.owned(user, id);
      if (!toBool(row.is_connected)) throw conflict(RECONNECT_FIRST);
      if (row.connection === 'push') {
        const device = await devices.present(user, row);
        const message = row.last_sync
          ? `${row.name} sends its readings itself; the last arrived ${formatDistanceStrict(new Date(toIso(row.last_sync)), clock(), { addSuffix: true })}.`
          : `No readings have arrived from ${row.name} yet. Send one with the example request in its settings.`;
        return { device, import: null, message };
      }
      const started = await imports.rerun(user, row.last_import_id);
      return {
        device: await devices.present(user, row),
        import: presentImport(started),
        message: `Reading ${started.file_name} again: only what is missing will be added.`,
      };
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
