// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedOutbox } from './outbox-store';

// jsdom has no IndexedDB: the stored queue is this variable, read a little later, as IndexedDB is.
let stored: SavedOutbox | undefined;
vi.mock('./outbox-store', () => ({
  readOutbox: () => new Promise((resolve) => setTimeout(() => resolve(stored), 5)),
  writeOutbox: async (saved: SavedOutbox) => {
    stored = structuredClone(saved);
  },
  deleteOutbox: async () => {
    stored = undefined;
  },
}));

const dose = {
  key: 'dose:m1:2026-11-26T08:00',
  url: '/api/medication-logs',
  body: { id: 'd1', medicationId: 'm1' },
};

beforeEach(() => {
  vi.resetModules();
  stored = undefined;
  localStorage.clear();
  // Offline: every write is queued rather than sent.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => vi.restoreAllMocks());

describe('the outbox loaded on first use', () => {
  it('shows no writes and fetches nothing on a device where nobody signed in', async () => {
    const loader = await import('./outbox-loader');
    expect(loader.outboxMayHoldWrites()).toBe(false);
    expect(loader.queuedWritesNow()).toEqual([]);
  });

  it('starts the shell sync when it arrives, and a write that brought it waits for the owner', async () => {
    const loader = await import('./outbox-loader');
    const seen: number[] = [];
    const unsubscribe = loader.subscribeQueuedWrites(() =>
      seen.push(loader.queuedWritesNow().length),
    );
    // As useOfflineSync does in the signed-in shell.
    loader.whenOutboxLoaded((outbox) => void outbox.startSync('user-1'));

    // A reminder's Taken button while offline: the service worker hands the write over.
    const outbox = await loader.loadOutbox();
    await outbox.queueFor('user-1', dose);

    expect(loader.queuedWritesNow()).toHaveLength(1);
    expect(stored?.userId).toBe('user-1');
    expect(seen.at(-1)).toBe(1);
    // The next start knows writes wait here, even without saved answers.
    expect(loader.outboxMayHoldWrites()).toBe(true);
    unsubscribe();
  });

  it('drops a write for someone other than the signed-in user', async () => {
    const loader = await import('./outbox-loader');
    loader.whenOutboxLoaded((outbox) => void outbox.startSync('user-1'));
    const outbox = await loader.loadOutbox();
    await outbox.queueFor('user-2', dose);
    expect(loader.queuedWritesNow()).toEqual([]);
  });
});
