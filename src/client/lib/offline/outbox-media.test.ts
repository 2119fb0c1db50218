// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryOutbox } from './memory-outbox-store';
import {
  flushOutbox,
  forgetOutbox,
  onWriteRefused,
  parkedRefusal,
  queuedWrites,
  restoreOutbox,
  startSync,
  submitWrite,
  withdrawWrite,
  type RefusedWrite,
} from './outbox';

// jsdom has no IndexedDB: the stored queue is kept in memory.
vi.mock('./outbox-store', () => import('./memory-outbox-store'));

interface Request {
  method: string;
  url: string;
  type: string | null;
  body: string;
}

let online = true;
let requests: Request[];
let answer: (request: Request) => Response;

const fileBlob = await new Response('webp bytes', {
  headers: { 'Content-Type': 'image/webp' },
}).blob();

const ENTRY = '11111111-1111-4111-8111-111111111111';
const PHOTO = '22222222-2222-4222-8222-222222222222';

beforeEach(async () => {
  online = true;
  requests = [];
  answer = ({ method, url }) =>
    url.startsWith('/api/media')
      ? method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({ id: PHOTO, entryId: ENTRY, kind: 'photo' }, { status: 201 })
      : Response.json({ id: ENTRY, updatedAt: 'v1' }, { status: 201 });
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const body =
      init.body instanceof fileBlob.constructor
        ? await (init.body as Blob).text()
        : String(init.body ?? '');
    const type = new Headers(init.headers).get('content-type');
    const request = { method: init.method ?? 'GET', url, type, body };
    requests.push(request);
    return answer(request);
  });
  await startSync('user-1');
});
afterEach(async () => {
  await forgetOutbox();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const journal = (text: string, id = ENTRY) => ({
  key: 'journal:2026-11-27',
  url: '/api/journal-entries',
  body: { id, journalEntry: text, baseUpdatedAt: null },
});
const photo = (id = PHOTO, entryId = ENTRY) => ({
  key: `media:${id}`,
  url: `/api/media/${id}?entryId=${entryId}&kind=photo`,
  method: 'PUT' as const,
  body: {},
  file: {
    blob: fileBlob,
    type: 'image/webp',
  },
});
const sentLines = () => requests.map((r) => `${r.method} ${r.url.split('?')[0]}`);

describe('files in the offline queue', () => {
  it('sends a file as its own bytes and type, at once when online', async () => {
    expect(await submitWrite(photo())).toEqual({
      sent: true,
      body: { id: PHOTO, entryId: ENTRY, kind: 'photo' },
    });
    expect(requests).toEqual([
      {
        method: 'PUT',
        url: `/api/media/${PHOTO}?entryId=${ENTRY}&kind=photo`,
        type: 'image/webp',
        body: 'webp bytes',
      },
    ]);
  });

  it('keeps a file made offline behind its entry, even when the entry is saved again', async () => {
    online = false;
    await submitWrite(journal('one'));
    await submitWrite(photo());
    await submitWrite(journal('one and a photo'));
    expect(queuedWrites().map((write) => write.key)).toEqual([
      'journal:2026-11-27',
      `media:${PHOTO}`,
    ]);
    online = true;
    await flushOutbox();
    expect(sentLines()).toEqual(['POST /api/journal-entries', `PUT /api/media/${PHOTO}`]);
    expect(requests[0]?.body).toContain('one and a photo');
    expect(queuedWrites()).toEqual([]);
    expect(memoryOutbox.saved).toBeUndefined();
  });

  it('survives a closed browser: the stored queue keeps the Blob and sends it once', async () => {
    online = false;
    await submitWrite(journal('one'));
    await submitWrite(photo());
    const saved = memoryOutbox.saved?.writes[1];
    expect(saved?.file?.type).toBe('image/webp');
    expect(await saved?.file?.blob.text()).toBe('webp bytes');

    // A new visit: the queue comes back from storage and is sent once.
    await restoreOutbox();
    expect(queuedWrites().map((write) => write.key)).toEqual([
      'journal:2026-11-27',
      `media:${PHOTO}`,
    ]);
    online = true;
    await flushOutbox();
    await flushOutbox();
    expect(sentLines()).toEqual(['POST /api/journal-entries', `PUT /api/media/${PHOTO}`]);
    expect(requests[1]).toMatchObject({ type: 'image/webp', body: 'webp bytes' });
  });

  it('a file whose sending broke off is sent again (the server stores an id once)', async () => {
    online = false;
    await submitWrite(photo());
    online = true;
    let failures = 1;
    const upstream = answer;
    answer = (request) => {
      if (failures-- > 0) throw new TypeError('connection reset');
      return upstream(request);
    };
    await flushOutbox();
    expect(queuedWrites()).toHaveLength(1);
    await flushOutbox();
    expect(queuedWrites()).toEqual([]);
    expect(sentLines()).toEqual([`PUT /api/media/${PHOTO}`, `PUT /api/media/${PHOTO}`]);
  });

  it.each([
    [
      402,
      {
        message: 'Voice notes and photos are part of Premium.',
        limit: { kind: 'premium_section', value: null },
      },
    ],
    [413, { message: 'File: must be at most 10 MB' }],
    [400, { message: 'File: must be a JPEG, PNG or WebP image' }],
  ])(
    'a %i answer refuses that file with the server’s message, not parking it',
    async (status, body) => {
      const refused: RefusedWrite[] = [];
      onWriteRefused((refusal) => refused.push(refusal));
      online = false;
      await submitWrite(journal('one'));
      await submitWrite(photo());
      online = true;
      answer = ({ url }) =>
        url.startsWith('/api/media')
          ? Response.json(body, { status })
          : Response.json({ id: ENTRY, updatedAt: 'v1' }, { status: 201 });
      await flushOutbox();
      expect(queuedWrites()).toEqual([]);
      expect(parkedRefusal(`media:${PHOTO}`)).toBeUndefined();
      expect(refused.map((r) => [r.write.key, r.message])).toEqual([
        [`media:${PHOTO}`, body.message],
      ]);
      // Nothing is tried again.
      await flushOutbox();
      expect(sentLines()).toEqual(['POST /api/journal-entries', `PUT /api/media/${PHOTO}`]);
    },
  );

  it('a refused file sent at once rejects with the server’s message', async () => {
    answer = () => Response.json({ message: 'File: must be at most 10 MB' }, { status: 413 });
    await expect(submitWrite(photo())).rejects.toThrow('File: must be at most 10 MB');
    expect(queuedWrites()).toEqual([]);
  });

  it('a file waits while its entry is parked on a plan limit', async () => {
    online = false;
    await submitWrite(journal('one'));
    await submitWrite(photo());
    online = true;
    answer = ({ url }) =>
      url.startsWith('/api/journal-entries')
        ? Response.json(
            { message: 'limit', limit: { kind: 'journal_entries_per_month', value: 10 } },
            { status: 402 },
          )
        : Response.json({}, { status: 201 });
    await flushOutbox();
    expect(sentLines()).toEqual(['POST /api/journal-entries']);
    expect(queuedWrites().map((write) => write.key)).toEqual([
      'journal:2026-11-27',
      `media:${PHOTO}`,
    ]);
  });

  it('a file follows its entry to the id the server kept it under', async () => {
    const kept = '33333333-3333-4333-8333-333333333333';
    online = false;
    await submitWrite(journal('one'));
    await submitWrite(photo());
    online = true;
    answer = ({ url }) =>
      url.startsWith('/api/media')
        ? Response.json({}, { status: 201 })
        : Response.json({ id: kept, updatedAt: 'v1' }, { status: 201 });
    await flushOutbox();
    expect(requests[1]?.url).toBe(`/api/media/${PHOTO}?entryId=${kept}&kind=photo`);
  });

  it('deletes without a body; a file the server no longer has counts as deleted', async () => {
    answer = () => Response.json({ message: 'Media not found' }, { status: 404 });
    const deletion = {
      key: `media-delete:${PHOTO}`,
      url: `/api/media/${PHOTO}`,
      method: 'DELETE' as const,
      body: {},
    };
    expect(await submitWrite(deletion)).toEqual({ sent: true, body: null });
    expect(requests).toEqual([
      { method: 'DELETE', url: `/api/media/${PHOTO}`, type: null, body: '' },
    ]);
  });

  it('a file deleted before it was sent leaves the queue without a word to the server', async () => {
    online = false;
    await submitWrite(photo());
    expect(await withdrawWrite(`media:${PHOTO}`)).toBe(true);
    expect(await withdrawWrite(`media:${PHOTO}`)).toBe(false);
    expect(queuedWrites()).toEqual([]);
    online = true;
    await flushOutbox();
    expect(requests).toEqual([]);
  });
});
