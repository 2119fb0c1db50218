import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWalSync, keptOpenFile } from './wal-sync';

/** A sync that finishes when the test says so, recording when each one started. */
function controlledSync() {
  const started: number[] = [];
  const finish: Array<() => void> = [];
  let clock = 0;
  return {
    started,
    tick: () => (clock += 1),
    finishNext: async () => {
      finish.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    },
    file: {
      sync: () =>
        new Promise<void>((resolve) => {
          started.push(clock);
          finish.push(resolve);
        }),
      close: async () => {},
    },
  };
}

describe('createWalSync', () => {
  it('answers a caller only after a sync that began after its call, shared by those waiting', async () => {
    const control = controlledSync();
    const { flush } = createWalSync(control.file);
    const answered: string[] = [];
    void flush().then(() => answered.push('a'));
    control.tick();
    // b and c committed while a's sync ran: that sync may not hold their writes.
    void flush().then(() => answered.push('b'));
    void flush().then(() => answered.push('c'));
    await control.finishNext();
    expect(answered).toEqual(['a']);
    expect(control.started).toEqual([0, 1]);
    await control.finishNext();
    expect(answered).toEqual(['a', 'b', 'c']);
    // Nothing was waiting, so no third sync was started.
    expect(control.started).toHaveLength(2);
  });

  it('passes a failed sync to its callers, and the next caller starts a fresh one', async () => {
    let calls = 0;
    const { flush } = createWalSync({
      sync: async () => {
        calls += 1;
        if (calls === 1) throw new Error('EIO');
      },
      close: async () => {},
    });
    await expect(flush()).rejects.toThrow('EIO');
    await expect(flush()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it('syncs a real file, and takes a missing one as nothing to sync', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cairn-wal-sync-'));
    const file = path.join(dir, 'cairn.sqlite-wal');
    const wal = createWalSync(keptOpenFile(file));
    try {
      await expect(wal.flush()).resolves.toBeUndefined();
      writeFileSync(file, 'frames');
      await expect(wal.flush()).resolves.toBeUndefined();
      await expect(wal.flush()).resolves.toBeUndefined();
    } finally {
      await wal.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the log open between syncs and closes it once the last sync is done', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cairn-wal-sync-'));
    const file = path.join(dir, 'cairn.sqlite-wal');
    writeFileSync(file, 'frames');
    const openFiles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === file;
        } catch {
          return false;
        }
      }).length;
    const wal = createWalSync(keptOpenFile(file));
    try {
      await wal.flush();
      await wal.flush();
      expect(openFiles()).toBe(1);
      const last = wal.flush();
      await wal.close();
      await expect(last).resolves.toBeUndefined();
      expect(openFiles()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
