import { open } from 'node:fs/promises';

/** Syncs one file's data to the disk; a file that does not exist has nothing to sync. */
async function datasync(file: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Group commit for the embedded database (SQLITE_SYNCHRONOUS=group, docs/decisions/0029).
 * SQLite runs at NORMAL, so a commit does not hold the event loop for the disk; before a write is
 * answered, `flush()` syncs the write-ahead log once for every commit made since the last sync,
 * in the thread pool. An answered save has reached the disk, as at FULL, while saves that finish
 * together share one sync instead of queueing for one each.
 */
export function createWalSync(walFile: string, sync: (file: string) => Promise<void> = datasync) {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  function start(): Promise<void> {
    const current = sync(walFile).finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  }

  return function flush(): Promise<void> {
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
  };
}
