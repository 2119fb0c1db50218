import { open, type FileHandle } from 'node:fs/promises';

/** A file whose written data can be synced to the disk. */
export interface SyncedFile {
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The write-ahead log, opened at its first sync and kept open: SQLite keeps the file in place
 * (reset, never replaced) while a connection is open, and an open, sync and close per commit
 * group cost ~5% of the autosave's time (docs/decisions/0032). A log that does not exist yet has
 * nothing to sync; after a failure the file is opened afresh.
 */
export function keptOpenFile(file: string): SyncedFile {
  let handle: FileHandle | undefined;
  const close = async () => {
    const closing = handle;
    handle = undefined;
    await closing?.close();
  };
  return {
    async sync() {
      try {
        handle ??= await open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      try {
        await handle.datasync();
      } catch (error) {
        await close().catch(() => {});
        throw error;
      }
    },
    close,
  };
}

export interface WalSync {
  /** Resolves once every commit made before the call is on the disk. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Group commit for the embedded database (SQLITE_SYNCHRONOUS=group, docs/decisions/0029).
 * SQLite runs at NORMAL, so a commit does not hold the event loop for the disk; before a write is
 * answered, `flush()` syncs the write-ahead log once for every commit made since the last sync,
 * in the thread pool. An answered save has reached the disk, as at FULL, while saves that finish
 * together share one sync instead of queueing for one each.
 */
export function createWalSync(wal: SyncedFile): WalSync {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  function start(): Promise<void> {
    const current = wal.sync().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  }

  return {
    flush() {
      if (!running) return start();
      // The sync under way may have started before this caller's commit: it waits for the next
      // one, which every caller arriving meanwhile shares.
      next ??= running
        .catch(() => {})
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
    // After the last sync: closing under a running one would fail it.
    close: async () => {
      await (next ?? running)?.catch(() => {});
      await wal.close();
    },
  };
}
