// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateEntryPayload, JournalEntry } from '@core/journal';
import {
  queuedJournalSave,
  submitJournalSave,
  type JournalSave,
} from '@client/api/journal-entries/save-journal';
import { flushOutbox, forgetOutbox, queuedWrites, startSync } from '@client/lib/offline/outbox';
import { AUTOSAVE_DELAY_MS, useJournalAutosave } from './use-journal-autosave';

// jsdom has no IndexedDB: the queue is kept in memory for these tests.
vi.mock('@client/lib/offline/outbox-store', () => ({
  readOutbox: async () => undefined,
  writeOutbox: async () => undefined,
  deleteOutbox: async () => undefined,
}));

interface Call {
  method: string;
  url: string;
  body: CreateEntryPayload & { baseUpdatedAt?: string | null };
}

let calls: Call[];
let respond: (call: Call) => Promise<Response>;

let saves = 0;
function entry(body: CreateEntryPayload, id = 'entry-1'): JournalEntry {
  saves += 1;
  return {
    id,
    kind: 'journal',
    date: body.date ?? '2026-11-22',
    painLevel: body.painLevel ?? 0,
    customTags: [],
    symptoms: [],
    activities: [],
    painLocations: [],
    updatedAt: `2026-11-22T10:00:0${saves}.000Z`,
  } as unknown as JournalEntry;
}

beforeEach(async () => {
  vi.useFakeTimers();
  await startSync('user-1');
  calls = [];
  respond = async (call) =>
    new Response(JSON.stringify(entry(call.body)), { status: call.method === 'POST' ? 201 : 200 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: JSON.parse(String(init.body ?? 'null')) as CreateEntryPayload,
    };
    calls.push(call);
    return respond(call);
  });
});
afterEach(async () => {
  await forgetOutbox();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(
  options: {
    initialEntry?: JournalEntry | null;
    queued?: JournalSave;
    autosave?: boolean;
    onMerged?: (entry: JournalEntry) => void;
  } = {},
) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  let painLevel = 3;
  const hook = renderHook(
    () =>
      useJournalAutosave({
        date: '2026-11-22',
        start: { entry: options.initialEntry ?? null, queued: options.queued },
        autosave: options.autosave ?? true,
        buildPayload: () => ({ date: '2026-11-22', kind: 'journal', painLevel, moodLevel: 3 }),
        onMerged: options.onMerged,
      }),
    { wrapper },
  );
  return {
    hook,
    change(level: number) {
      painLevel = level;
      act(() => hook.result.current.markChanged());
    },
  };
}

const flush = () =>
  act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });

describe('useJournalAutosave', () => {
  it('does not save on load', async () => {
    setup();
    await flush();
    expect(calls).toEqual([]);
  });

  it('saves 3000 ms after the last change, not before, then updates the same entry', async () => {
    const { hook, change } = setup();
    change(4);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    });
    expect(calls).toHaveLength(0);
    change(5);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    });
    expect(calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(calls.map((c) => [c.method, c.url, c.body.painLevel])).toEqual([
      ['POST', '/api/journal-entries', 5],
    ]);
    // A new entry gets its id here, and says it started from nothing.
    expect(calls[0]?.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body.baseUpdatedAt).toBeNull();
    expect(hook.result.current.status).toBe('saved');

    change(6);
    await flush();
    expect(calls.map((c) => [c.method, c.url, c.body.painLevel])).toEqual([
      ['POST', '/api/journal-entries', 5],
      ['POST', '/api/journal-entries', 6],
    ]);
    // The next save goes under the stored id, from the version the server answered.
    expect(calls[1]?.body).toMatchObject({
      id: 'entry-1',
      baseUpdatedAt: '2026-11-22T10:00:01.000Z',
    });
  });

  it('loses nothing typed while a save is in flight: the next save carries it', async () => {
    let release!: () => void;
    respond = (call) =>
      new Promise((resolve) => {
        release = () => resolve(new Response(JSON.stringify(entry(call.body)), { status: 201 }));
      });
    const { hook, change } = setup();
    change(4);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(hook.result.current.status).toBe('saving');
    change(9); // typed while the first save is still on its way
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(calls).toHaveLength(1);
    await act(async () => release());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => release());
    await flush();
    expect(calls.map((c) => [c.method, c.body.painLevel])).toEqual([
      ['POST', 4],
      ['POST', 9],
    ]);
    expect(hook.result.current.status).toBe('saved');
  });

  it('updates the existing entry when the day already has one', async () => {
    const existing = entry({ painLevel: 2 }, 'existing');
    const { change } = setup({ initialEntry: existing });
    change(7);
    await flush();
    expect(calls.map((c) => [c.method, c.body.id, c.body.baseUpdatedAt])).toEqual([
      ['POST', 'existing', existing.updatedAt],
    ]);
  });

  it('keeps a save on the device without a connection and sends it once it returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { hook, change } = setup();
    change(4);
    await flush();
    change(6);
    await flush();
    expect(calls).toHaveLength(0);
    expect(hook.result.current.status).toBe('queued');
    // Both offline saves of the day wait as one: the latest.
    expect(queuedWrites().map((w) => w.body.painLevel)).toEqual([6]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.map((c) => [c.method, c.body.painLevel, c.body.baseUpdatedAt])).toEqual([
      ['POST', 6, null],
    ]);
    expect(queuedWrites()).toEqual([]);
    expect(hook.result.current.status).toBe('saved');
  });

  it('starting from a queued save that is sent before the form listens, still shows it saved', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await submitJournalSave({
      id: 'entry-1',
      baseUpdatedAt: null,
      payload: { date: '2026-11-22', kind: 'journal', painLevel: 5, moodLevel: 3 },
    });
    // The journal renders from the queue; the app's start-up sync sends it before the form's
    // effects run.
    const queued = queuedJournalSave(queuedWrites(), '2026-11-22');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await flushOutbox();
    expect(calls.map((c) => c.body.painLevel)).toEqual([5]);

    const { hook } = setup({ queued });
    await flush();
    expect(hook.result.current.status).toBe('saved');
  });

  it('shows the merged entry when the server kept text written elsewhere', async () => {
    respond = async (call) =>
      new Response(JSON.stringify({ ...entry(call.body), journalEntry: 'Written elsewhere.' }));
    const merged: JournalEntry[] = [];
    const { hook, change } = setup({ onMerged: (entry) => merged.push(entry) });
    change(4);
    await flush();
    expect(merged.map((entry) => entry.journalEntry)).toEqual(['Written elsewhere.']);
    expect(hook.result.current.status).toBe('saved');
    change(5);
    await flush();
    // The next save starts from the merged version.
    expect(calls[1]?.body.baseUpdatedAt).toBe(merged[0]?.updatedAt);
  });

  it('keeps a save the server cannot take right now (503) to send later', async () => {
    respond = async () => new Response('down', { status: 503 });
    const { hook, change } = setup();
    change(4);
    await flush();
    expect(hook.result.current.status).toBe('queued');
    expect(queuedWrites()).toHaveLength(1);
  });

  it('reports a refused save and saves again on the next change', async () => {
    respond = async () => new Response('{"message":"painLevel: too high"}', { status: 400 });
    const { hook, change } = setup();
    change(4);
    await flush();
    expect(hook.result.current.status).toBe('error');
    respond = async (call) => new Response(JSON.stringify(entry(call.body)), { status: 201 });
    change(5);
    await flush();
    expect(hook.result.current.status).toBe('saved');
    expect(calls.map((c) => c.body.painLevel)).toEqual([4, 5]);
  });

  it('with autosave off, waits for saveNow', async () => {
    const { hook, change } = setup({ autosave: false });
    change(4);
    await flush();
    expect(calls).toHaveLength(0);
    expect(hook.result.current.status).toBe('pending');
    await act(() => hook.result.current.saveNow());
    expect(calls.map((c) => c.body.painLevel)).toEqual([4]);
  });

  it('saves pending changes when the journal closes', async () => {
    const { hook, change } = setup();
    change(8);
    hook.unmount();
    await flush();
    expect(calls.map((c) => c.body.painLevel)).toEqual([8]);
  });
});
