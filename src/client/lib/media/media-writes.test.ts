// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedWrite } from '@client/lib/offline/outbox';
import {
  deleteMedia,
  localMediaUrl,
  mediaWriteKey,
  uploadedMediaId,
  rememberLocalMedia,
  uploadAddress,
  uploadMedia,
} from './media-writes';

const queue: QueuedWrite[] = [];
const submitted: Array<Omit<QueuedWrite, 'queuedAt'>> = [];
vi.mock('@client/lib/offline/outbox', () => ({
  queuedWrites: () => queue,
  submitWrite: async (write: Omit<QueuedWrite, 'queuedAt'>) => {
    submitted.push(write);
    return { sent: false };
  },
  withdrawWrite: async (key: string) => {
    const at = queue.findIndex((write) => write.key === key);
    if (at === -1) return false;
    queue.splice(at, 1);
    return true;
  },
}));

const ENTRY = '11111111-1111-4111-8111-111111111111';
const VOICE = '22222222-2222-4222-8222-222222222222';
const PHOTO = '33333333-3333-4333-8333-333333333333';
let made: number;

beforeEach(() => {
  queue.length = 0;
  submitted.length = 0;
  made = 0;
  URL.createObjectURL = vi.fn(() => `blob:local-${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('sending voice notes and photos', () => {
  it('names the entry, the kind and a whole-millisecond length in the upload address', () => {
    expect(uploadAddress({ id: VOICE, entryId: ENTRY, kind: 'voice', durationMs: 4200.6 })).toBe(
      `/api/media/${VOICE}?entryId=${ENTRY}&kind=voice&durationMs=4201`,
    );
    expect(uploadAddress({ id: PHOTO, entryId: ENTRY, kind: 'photo' })).toBe(
      `/api/media/${PHOTO}?entryId=${ENTRY}&kind=photo`,
    );
  });

  it('knows an upload by its queue key, and nothing else as one', () => {
    expect(uploadedMediaId(mediaWriteKey(PHOTO))).toBe(PHOTO);
    expect(uploadedMediaId(`media-delete:${PHOTO}`)).toBeNull();
    expect(uploadedMediaId('journal:2026-11-27')).toBeNull();
  });

  it('puts the file through the outbox under its own key, with its type', async () => {
    const blob = new Blob(['opus'], { type: 'audio/webm;codecs=opus' });
    await uploadMedia({ id: VOICE, entryId: ENTRY, kind: 'voice', blob, durationMs: 3000 });
    expect(submitted).toEqual([
      {
        key: mediaWriteKey(VOICE),
        url: `/api/media/${VOICE}?entryId=${ENTRY}&kind=voice&durationMs=3000`,
        method: 'PUT',
        body: {},
        file: { blob, type: 'audio/webm;codecs=opus' },
      },
    ]);
  });

  it('shows a file still waiting on the device from the stored queue after a reload', () => {
    expect(localMediaUrl(PHOTO)).toBeUndefined();
    const blob = new Blob(['webp'], { type: 'image/webp' });
    queue.push({
      key: mediaWriteKey(PHOTO),
      url: uploadAddress({ id: PHOTO, entryId: ENTRY, kind: 'photo' }),
      method: 'PUT',
      body: {},
      file: { blob, type: 'image/webp' },
      queuedAt: 1,
    });
    expect(localMediaUrl(PHOTO)).toBe('blob:local-1');
    // The same address every time: one object URL per file.
    expect(localMediaUrl(PHOTO)).toBe('blob:local-1');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('a file deleted before it was sent leaves the queue; one already sent is deleted on the server', async () => {
    queue.push({
      key: mediaWriteKey(PHOTO),
      url: '',
      method: 'PUT',
      body: {},
      file: { blob: new Blob(['webp']), type: 'image/webp' },
      queuedAt: 1,
    });
    rememberLocalMedia(PHOTO, new Blob(['webp']));
    await deleteMedia(PHOTO);
    expect(queue).toEqual([]);
    expect(submitted).toEqual([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local-1');

    await deleteMedia(VOICE);
    expect(submitted).toEqual([
      { key: `media-delete:${VOICE}`, url: `/api/media/${VOICE}`, method: 'DELETE', body: {} },
    ]);
  });
});
