// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryOutbox } from './memory-outbox-store';
import {
  flushOutbox,
  forgetOutbox,
  onOutboxDrained,
  onWriteRefused,
  parkedRefusal,
  queuedWrites,
  restoreOutbox,
  startSync,
  submitWrite,
  type RefusedWrite,
} from './outbox';

// jsdom has no IndexedDB: the stored queue is kept in memory.
vi.mock('./outbox-store', () => import('./memory-outbox-store'));

let online = true;
let sent: Array<Record<string, unknown>>;
/** Method and address of each request, in the order sent. */
let requests: string[];
let answer: (body: Record<string, unknown>) => Response;

beforeEach(async () => {
  online = true;
  sent = [];
  requests = [];
  answer = (body) =>
    new Response(JSON.stringify({ id: body.id, updatedAt: `v${sent.length}` }), { status: 201 });
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    requests.push(`${init.method} ${url}`);
    return answer(body);
  });
  await startSync('user-1');
});
afterEach(async () => {
  await forgetOutbox();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const journal = (text: string, base: string | null = null) => ({
  key: 'journal:2026-11-22',
  url: '/api/journal-entries',
  body: { id: 'j1', journalEntry: text, baseUpdatedAt: base },
});
const dose = (id: string) => ({ key: `dose:${id}`, url: '/api/medications/logs', body: { id } });

describe('the offline queue', () => {
  it('sends at once when online and nothing waits', async () => {
    expect(await submitWrite(dose('d1'))).toEqual({
      sent: true,
      body: { id: 'd1', updatedAt: 'v1' },
    });
    expect(queuedWrites()).toEqual([]);
  });

  it('keeps writes made offline on the device, in order, the day’s journal once', async () => {
    online = false;
    expect(await submitWrite(journal('one', 'v0'))).toEqual({ sent: false });
    await submitWrite(dose('d1'));
    await submitWrite(journal('one two', 'v-other'));
    expect(queuedWrites().map((w) => w.key)).toEqual(['journal:2026-11-22', 'dose:d1']);
    // The newest text, from the version the first save started from.
    expect(memoryOutbox.saved?.writes[0]?.body).toMatchObject({
      journalEntry: 'one two',
      baseUpdatedAt: 'v0',
    });

    online = true;
    await flushOutbox();
    expect(sent.map((body) => body.journalEntry ?? body.id)).toEqual(['one two', 'd1']);
    expect(queuedWrites()).toEqual([]);
    expect(memoryOutbox.saved).toBeUndefined();
  });

  it('queues behind waiting writes even when online, so the order holds', async () => {
    online = false;
    await submitWrite(dose('d1'));
    online = true;
    expect(await submitWrite(dose('d2'))).toEqual({ sent: false });
    await flushOutbox();
    expect(sent.map((body) => body.id)).toEqual(['d1', 'd2']);
  });

  it('sends a later save of the same day from the version the earlier one produced', async () => {
    online = false;
    await submitWrite(journal('first', null));
    online = true;
    let release!: () => void;
    let onItsWay!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (onItsWay = resolve));
    answer = (body) => {
      const response = new Response(JSON.stringify({ id: 'server-id', updatedAt: 'v9' }));
      if (body.journalEntry !== 'first') return response;
      onItsWay();
      return held.then(() => response) as never;
    };
    const flushing = flushOutbox();
    await started;
    // Typed while the first save is on its way: it queues behind, not into, the one in flight.
    await submitWrite(journal('first and more', null));
    release();
    await flushing;
    await flushOutbox();
    expect(sent.map((body) => [body.journalEntry, body.id, body.baseUpdatedAt])).toEqual([
      ['first', 'j1', null],
      ['first and more', 'server-id', 'v9'],
    ]);
  });

  it('sends an edit of an entry logged offline after the log, from the version it produced', async () => {
    online = false;
    await submitWrite({
      key: 'entry:e1',
      url: '/api/journal-entries',
      body: { id: 'e1', painLevel: 6 },
    });
    // Edited in History before the log reached the server: its base is the device's version.
    await submitWrite({
      key: 'edit:e1',
      url: '/api/journal-entries/e1',
      method: 'PUT',
      body: { notes: 'Eased after lunch', baseUpdatedAt: 'on-device' },
    });
    online = true;
    answer = () => new Response(JSON.stringify({ id: 'e1', updatedAt: 'v1' }), { status: 201 });
    await flushOutbox();
    expect(requests).toEqual(['POST /api/journal-entries', 'PUT /api/journal-entries/e1']);
    expect(sent[1]).toEqual({ notes: 'Eased after lunch', baseUpdatedAt: 'v1' });
    expect(queuedWrites()).toEqual([]);
  });

  it('keeps waiting on 503 and 401, and drops with a message what the server refuses', async () => {
    const refused: RefusedWrite[] = [];
    const stop = onWriteRefused((item) => refused.push(item));
    online = false;
    await submitWrite(dose('d1'));
    await submitWrite(dose('d2'));
    online = true;
    answer = () => new Response('busy', { status: 503 });
    await flushOutbox();
    answer = () => new Response('{"message":"Not signed in"}', { status: 401 });
    await flushOutbox();
    expect(queuedWrites()).toHaveLength(2);

    answer = (body) =>
      body.id === 'd1'
        ? new Response('{"message":"Medication not found"}', { status: 404 })
        : new Response(JSON.stringify({ id: body.id }), { status: 201 });
    await flushOutbox();
    stop();
    expect(refused.map((item) => [item.write.key, item.message])).toEqual([
      ['dose:d1', 'Medication not found'],
    ]);
    expect(queuedWrites()).toEqual([]);
  });

  describe('a write refused by a plan limit (402)', () => {
    const LIMIT = JSON.stringify({
      message: 'The free plan includes 10 journal entries a month.',
      limit: { kind: 'journal_entries_per_month', value: 10 },
    });
    const emergency = (id: string) => ({
      key: `entry:${id}`,
      url: '/api/journal-entries',
      body: { id, kind: 'emergency', painLevel: 9 },
    });
    /** The server refuses new journals (the allowance is used up) and takes everything else. */
    let allowanceUsed: boolean;
    beforeEach(() => {
      allowanceUsed = true;
      answer = (body) =>
        allowanceUsed && 'journalEntry' in body
          ? new Response(LIMIT, { status: 402 })
          : new Response(JSON.stringify({ id: body.id, updatedAt: `v${sent.length}` }), {
              status: 201,
            });
    });

    it('is kept, does not hold back the writes behind it, and is sent on a later pass', async () => {
      const refused: RefusedWrite[] = [];
      const stop = onWriteRefused((item) => refused.push(item));
      let drained = 0;
      const stopDrained = onOutboxDrained(() => (drained += 1));
      online = false;
      await submitWrite(journal('Written on the train'));
      await submitWrite(emergency('e1'));
      await submitWrite(dose('d1'));

      online = true;
      await flushOutbox();
      // Tried once in the pass, then passed over: the emergency log and the dose still went.
      expect(sent.map((body) => body.journalEntry ?? body.id)).toEqual([
        'Written on the train',
        'e1',
        'd1',
      ]);
      expect(queuedWrites().map((write) => write.key)).toEqual(['journal:2026-11-22']);
      expect(memoryOutbox.saved?.writes.map((write) => write.body)).toEqual([
        journal('Written on the train').body,
      ]);
      expect(refused).toEqual([]);
      expect(parkedRefusal('journal:2026-11-22')).toMatchObject({ status: 402, text: LIMIT });
      expect(parkedRefusal('entry:e1')).toBeUndefined();
      // Everything that could go went: the screens refresh, though the journal still waits.
      expect(drained).toBe(1);

      // The next pass tries it again: still over the limit, still kept.
      await flushOutbox();
      expect(sent).toHaveLength(4);
      expect(queuedWrites()).toHaveLength(1);

      // After an upgrade (or on the 1st), the next pass sends it.
      allowanceUsed = false;
      await flushOutbox();
      stop();
      stopDrained();
      expect(drained).toBe(2);
      expect(sent.map((body) => body.journalEntry ?? body.id)).toEqual([
        'Written on the train',
        'e1',
        'd1',
        'Written on the train',
        'Written on the train',
      ]);
      expect(queuedWrites()).toEqual([]);
      expect(memoryOutbox.saved).toBeUndefined();
      expect(parkedRefusal('journal:2026-11-22')).toBeUndefined();
      expect(refused).toEqual([]);
    });

    it('holds back in the pass only the writes that build on it', async () => {
      online = false;
      await submitWrite(journal('Written on the train'));
      // A History edit of the journal that is not on the server yet.
      await submitWrite({
        key: 'edit:j1',
        url: '/api/journal-entries/j1',
        method: 'PUT',
        body: { notes: 'Later', baseUpdatedAt: 'on-device' },
      });
      await submitWrite(dose('d1'));
      online = true;
      await flushOutbox();
      expect(requests).toEqual(['POST /api/journal-entries', 'POST /api/medications/logs']);
      expect(queuedWrites().map((write) => write.key)).toEqual(['journal:2026-11-22', 'edit:j1']);
    });

    it('sends a new write at once past a parked one, but queues another save of the same day', async () => {
      online = false;
      await submitWrite(journal('Written on the train'));
      online = true;
      await flushOutbox();
      expect(await submitWrite(emergency('e2'))).toEqual({
        sent: true,
        body: { id: 'e2', updatedAt: 'v2' },
      });
      expect(await submitWrite(journal('Written on the train, and more'))).toEqual({
        sent: false,
      });
      await flushOutbox();
      expect(queuedWrites().map((write) => write.body.journalEntry)).toEqual([
        'Written on the train, and more',
      ]);
    });

    it('rejects when sent at once, keeping nothing: the form still holds the text', async () => {
      await expect(submitWrite(journal('Typed online'))).rejects.toMatchObject({
        status: 402,
        text: LIMIT,
      });
      expect(queuedWrites()).toEqual([]);
    });
  });

  it('puts back what an earlier visit kept, and never sends it under another account', async () => {
    online = false;
    await submitWrite(dose('d1'));
    await forgetOutbox();
    memoryOutbox.saved = { userId: 'user-1', writes: [{ ...dose('d1'), queuedAt: 1 }] };
    await restoreOutbox();
    expect(queuedWrites()).toHaveLength(1);
    online = true;
    await startSync('user-2');
    expect(sent).toEqual([]);
    expect(queuedWrites()).toEqual([]);
    expect(memoryOutbox.saved).toBeUndefined();
  });
});
