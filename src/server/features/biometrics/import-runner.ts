import { fromJson } from '../../db/codecs';
import { createJobQueue } from '../../job-queue';
import { runImport } from './import-job';
import type { ImportJobDeps } from './import-run';

/** A running import whose row has not moved for this long died with its server. */
export const STALE_AFTER_MS = 2 * 60_000;

export const STOPPED_WITH_SERVER =
  'The import stopped when the server restarted. Use Sync on the device to run it again.';

/**
 * Runs imports one at a time in this process, in the order they were uploaded (a second
 * person's upload waits for the first). The file sits on this instance's disk, so this
 * instance runs it; its progress is in the database for any instance to show.
 */
export function createImportRunner(deps: ImportJobDeps) {
  const queue = createJobQueue((error) =>
    deps.log.error({ err: error }, 'biometric import job failed'),
  );
  const cancelledUsers = new Set<string>();
  let current: { userId: string; done: Promise<void> } | null = null;

  return {
    enqueue(importId: string, userId: string): void {
      queue.add(importId, async () => {
        const done = runImport(deps, importId, userId, () => cancelledUsers.has(userId));
        current = { userId, done };
        try {
          await done;
        } finally {
          current = null;
        }
      });
    },

    /** Marks imports left running by a server that stopped as failed, with what to do next. */
    async failStale(): Promise<number> {
      const before = new Date(deps.clock().getTime() - STALE_AFTER_MS).toISOString();
      const stale = await deps.imports.stale(before);
      for (const row of stale) {
        await deps.imports.update(row.user_id, row.id, {
          status: 'failed',
          error: STOPPED_WITH_SERVER,
          finished_at: deps.clock().toISOString(),
        });
        // Its devices' Sync runs this file again, as the message says.
        const devices = new Set(fromJson<string[]>(row.device_ids, []));
        if (row.device_id) devices.add(row.device_id);
        for (const id of devices) {
          await deps.devices.update(row.user_id, id, { last_import_id: row.id });
        }
      }
      return stale.length;
    },

    /** Stops the user's imports (their account is being deleted) and waits for the running one. */
    async cancelUser(userId: string): Promise<void> {
      cancelledUsers.add(userId);
      if (current?.userId === userId) await current.done.catch(() => {});
    },

    idle: queue.idle,
    close: queue.close,
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
