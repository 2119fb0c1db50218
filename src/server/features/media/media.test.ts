import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_FILE_MAX_BYTES,
  MEDIA_QUOTA_BYTES_DEFAULT,
  WRONG_TYPE_MESSAGE,
  mediaUrl,
  type MediaItem,
} from '@core/media';
import { hasGpsMetadata } from '@core/media-metadata';
import {
  JPEG_WITH_GPS,
  TEXT_FILE,
  TINY_JPEG,
  TINY_OGG,
  TINY_PNG,
  TINY_WEBM_AUDIO,
  TINY_WEBP,
} from '@core/media-test-files';
import { BILLING_OFF, type BillingConfig } from '../../config';
import { SECURITY_HEADERS } from '../../plugins/security';
import { rowCount, SAMPLE_ID, type Who } from '../../test-support/api';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: Who;
let bob: Who;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

interface Upload {
  id?: string;
  entryId?: string;
  kind?: string;
  durationMs?: string;
  contentType?: string;
  query?: string;
}

function put(app: TestApp['app'], who: Who, bytes: Uint8Array | string, upload: Upload = {}) {
  const id = upload.id ?? randomUUID();
  const query =
    upload.query ??
    new URLSearchParams({
      entryId: upload.entryId ?? randomUUID(),
      kind: upload.kind ?? 'photo',
      ...(upload.durationMs === undefined ? {} : { durationMs: upload.durationMs }),
    }).toString();
  return app.inject({
    method: 'PUT',
    url: `${mediaUrl(id)}?${query}`,
    headers: {
      cookie: who.cookie,
      // '' sends no content type at all.
      ...(upload.contentType === ''
        ? {}
        : { 'content-type': upload.contentType ?? 'application/octet-stream' }),
    },
    payload: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
  });
}

const upload = (who: Who, bytes: Uint8Array | string, options: Upload = {}) =>
  put(t.app, who, bytes, options);

const get = (who: Who, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: mediaUrl(id), headers: { cookie: who.cookie, ...headers } });

const remove = (who: Who, id: string) =>
  t.app.inject({ method: 'DELETE', url: mediaUrl(id), headers: { cookie: who.cookie } });

const list = (who: Who, query = '') =>
  t.app.inject({ url: `/api/media${query}`, headers: { cookie: who.cookie } });

describe('PUT /api/media/:id', () => {
  it('stores a photo under the id the browser chose and answers the item', async () => {
    const id = randomUUID();
    const entryId = randomUUID();
    const response = await upload(alice, TINY_JPEG, { id, entryId, contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id,
      entryId,
      kind: 'photo',
      contentType: 'image/jpeg',
      size: TINY_JPEG.length,
      durationMs: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const read = await get(alice, id);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(Buffer.from(TINY_JPEG))).toBe(true);
  });

  it.each([
    ['image/webp', TINY_WEBP, 'photo', 'image/webp'],
    ['image/png', TINY_PNG, 'photo', 'image/png'],
    ['audio/webm;codecs=opus', TINY_WEBM_AUDIO, 'voice', 'audio/webm'],
    ['audio/ogg; codecs=opus', TINY_OGG, 'voice', 'audio/ogg'],
    ['text/plain', TINY_WEBM_AUDIO, 'voice', 'audio/webm'],
    ['application/json', TINY_PNG, 'photo', 'image/png'],
    ['multipart/form-data; boundary=x', TINY_JPEG, 'photo', 'image/jpeg'],
    ['', TINY_WEBP, 'photo', 'image/webp'],
  ])(
    'takes a body sent as %s and keeps the type its bytes have',
    async (contentType, bytes, kind, stored) => {
      const response = await upload(alice, bytes, { contentType, kind, durationMs: '1500' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        kind,
        contentType: stored,
        durationMs: kind === 'voice' ? 1500 : null,
      });
    },
  );

  it('answers a replay with 200 and the same item, storing the file once', async () => {
    const who = await registerUser(t.app);
    const id = randomUUID();
    const entryId = randomUUID();
    const first = await upload(who, TINY_JPEG, { id, entryId });
    expect(first.statusCode).toBe(201);
    const again = await upload(who, TINY_JPEG, { id, entryId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCount(t, 'media', who.user.id)).toBe(1);
  });

  it('refuses an id another account holds with 409, changing nothing', async () => {
    const id = randomUUID();
    expect((await upload(alice, TINY_JPEG, { id })).statusCode).toBe(201);
    const before = await rowCount(t, 'media', bob.user.id);
    const response = await upload(bob, TINY_PNG, { id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Id: already in use' });
    expect(await rowCount(t, 'media', bob.user.id)).toBe(before);
    expect((await get(alice, id)).rawPayload.equals(Buffer.from(TINY_JPEG))).toBe(true);
  });

  it.each([
    ['a PNG sent as a voice note', TINY_PNG, 'voice', WRONG_TYPE_MESSAGE.voice],
    ['a text file sent as a photo', TEXT_FILE, 'photo', WRONG_TYPE_MESSAGE.photo],
    ['a recording sent as a photo', TINY_WEBM_AUDIO, 'photo', WRONG_TYPE_MESSAGE.photo],
    ['an empty body', new Uint8Array(), 'photo', 'File: is empty'],
    ['a JPEG cut short', TINY_JPEG.subarray(0, 40), 'photo', 'File: the image could not be read'],
    ['a PNG cut short', TINY_PNG.subarray(0, 30), 'photo', 'File: the image could not be read'],
  ])('answers 400 for %s and stores nothing', async (_case, bytes, kind, message) => {
    const who = await registerUser(t.app);
    const response = await upload(who, bytes, { kind });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(t, 'media', who.user.id)).toBe(0);
  });

  it.each([
    ['entryId=not-a-uuid&kind=photo', 'entryId: Entry id must be a UUID'],
    ['kind=photo', 'entryId: Entry id must be a UUID'],
    [`entryId=${SAMPLE_ID}&kind=video`, 'kind: Kind must be photo or voice'],
    [`entryId=${SAMPLE_ID}`, 'kind: Kind must be photo or voice'],
    [
      `entryId=${SAMPLE_ID}&kind=voice&durationMs=long`,
      'durationMs: Duration must be a number of milliseconds',
    ],
    [
      `entryId=${SAMPLE_ID}&kind=voice&durationMs=1.5`,
      'durationMs: Duration must be a whole number of milliseconds',
    ],
    [`entryId=${SAMPLE_ID}&kind=voice&durationMs=-1`, 'durationMs: Duration must be at least 0'],
    [
      `entryId=${SAMPLE_ID}&kind=voice&durationMs=900000`,
      'durationMs: Duration must be at most 5 minutes',
    ],
  ])('answers 400 naming the field for the query %s', async (query, message) => {
    const who = await registerUser(t.app);
    const response = await upload(who, TINY_WEBM_AUDIO, { query });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(t, 'media', who.user.id)).toBe(0);
  });

  it('answers 400 naming the id when it is not a UUID', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/media/photo-1?entryId=${SAMPLE_ID}&kind=photo`,
      headers: { cookie: alice.cookie, 'content-type': 'image/jpeg' },
      payload: Buffer.from(TINY_JPEG),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('id: Id must be a UUID');
  });

  it('refuses a file of 10 MB and one byte with 413, and takes one of exactly 10 MB', async () => {
    const who = await registerUser(t.app);
    const over = Buffer.alloc(MEDIA_FILE_MAX_BYTES + 1);
    over.set(TINY_OGG);
    const refused = await upload(who, over, { kind: 'voice' });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: 'File: must be at most 10 MB' });
    expect(await rowCount(t, 'media', who.user.id)).toBe(0);

    const far = Buffer.alloc(MEDIA_FILE_MAX_BYTES * 2);
    far.set(TINY_OGG);
    const farOver = await upload(who, far, { kind: 'voice' });
    expect(farOver.statusCode).toBe(413);
    expect(farOver.json()).toEqual({ message: 'File: must be at most 10 MB' });

    const exact = Buffer.alloc(MEDIA_FILE_MAX_BYTES);
    exact.set(TINY_OGG);
    const taken = await upload(who, exact, { kind: 'voice' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().size).toBe(MEDIA_FILE_MAX_BYTES);
  });

  it('takes six photos on an entry and refuses the seventh', async () => {
    const who = await registerUser(t.app);
    const entryId = randomUUID();
    for (let photo = 1; photo <= 6; photo += 1) {
      expect((await upload(who, TINY_JPEG, { entryId })).statusCode).toBe(201);
    }
    const seventh = await upload(who, TINY_JPEG, { entryId });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json()).toEqual({ message: 'Photos: at most 6 photos per entry' });
    expect(await rowCount(t, 'media', who.user.id)).toBe(6);
    // Another entry has its own six.
    expect((await upload(who, TINY_JPEG, { entryId: randomUUID() })).statusCode).toBe(201);
  });

  it('stores six photos of ten sent at the same moment to one entry', async () => {
    const who = await registerUser(t.app);
    const entryId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => upload(who, TINY_JPEG, { entryId })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(4);
    expect(await rowCount(t, 'media', who.user.id)).toBe(6);
  });

  it('keeps one voice note of several recordings sent at the same moment', async () => {
    const who = await registerUser(t.app);
    const entryId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(who, TINY_OGG, { entryId, kind: 'voice' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await rowCount(t, 'media', who.user.id)).toBe(1);
  });

  it('replaces the entry’s voice note with a new recording', async () => {
    const who = await registerUser(t.app);
    const entryId = randomUUID();
    const first = randomUUID();
    const second = randomUUID();
    const photo = randomUUID();
    expect((await upload(who, TINY_JPEG, { id: photo, entryId })).statusCode).toBe(201);
    expect(
      (await upload(who, TINY_WEBM_AUDIO, { id: first, entryId, kind: 'voice' })).statusCode,
    ).toBe(201);
    const replaced = await upload(who, TINY_OGG, {
      id: second,
      entryId,
      kind: 'voice',
      durationMs: '4200',
    });
    expect(replaced.statusCode).toBe(201);
    const items = (await list(who, `?entryId=${entryId}`)).json() as MediaItem[];
    expect(items.map((item) => [item.id, item.kind, item.durationMs])).toEqual([
      [photo, 'photo', null],
      [second, 'voice', 4200],
    ]);
    expect((await get(who, first)).statusCode).toBe(404);
  });

  it('strips a photo’s location and other metadata before storing it', async () => {
    expect(hasGpsMetadata(JPEG_WITH_GPS)).toBe(true);
    const id = randomUUID();
    const response = await upload(alice, JPEG_WITH_GPS, { id });
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(TINY_JPEG.length);
    const stored = (await get(alice, id)).rawPayload;
    expect(hasGpsMetadata(stored)).toBe(false);
    expect(stored.includes('Taken at home')).toBe(false);
    expect(stored.equals(Buffer.from(TINY_JPEG))).toBe(true);
  });

  it('answers 401 without a session, before reading the body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${mediaUrl(randomUUID())}?entryId=${SAMPLE_ID}&kind=photo`,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from(TINY_JPEG),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('GET /api/media/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = randomUUID();
    const response = await upload(alice, TINY_WEBM_AUDIO, {
      id,
      kind: 'voice',
      contentType: 'audio/webm;codecs=opus',
    });
    expect(response.statusCode).toBe(201);
  });

  it('serves the bytes with their type, caching and file name, and the security headers', async () => {
    const response = await get(alice, id, { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(Buffer.from(TINY_WEBM_AUDIO))).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/webm',
      'content-length': String(TINY_WEBM_AUDIO.length),
      'cache-control': 'private, max-age=31536000, immutable',
      'content-disposition': `inline; filename="cairn-voice-${id.slice(0, 8)}.webm"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': SECURITY_HEADERS['content-security-policy'],
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers a range with 206 and just those bytes', async () => {
    const size = TINY_WEBM_AUDIO.length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-3', 0, 3],
      ['bytes=10-19', 10, 19],
      ['bytes=40-', 40, size - 1],
      ['bytes=-8', size - 8, size - 1],
      [`bytes=5-${size + 100}`, 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(alice, id, { range });
      expect({ range, status: response.statusCode }).toEqual({ range, status: 206 });
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(
        response.rawPayload.equals(Buffer.from(TINY_WEBM_AUDIO.subarray(start, end + 1))),
      ).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await get(alice, id, { range: `bytes=${TINY_WEBM_AUDIO.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${TINY_WEBM_AUDIO.length}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ message: 'Range: outside the file' });
  });

  it('answers 404 to anyone but the owner, for an unknown id and for a malformed one', async () => {
    for (const [who, target] of [
      [bob, id],
      [alice, SAMPLE_ID],
      [alice, 'not-an-id'],
    ] as const) {
      const response = await get(who, target);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Media not found' });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: mediaUrl(id) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/media and /api/media/usage', () => {
  it('lists a person’s files oldest first, for one entry or all, and counts their room', async () => {
    const who = await registerUser(t.app);
    const entryA = randomUUID();
    const entryB = randomUUID();
    const a1 = await upload(who, TINY_JPEG, { entryId: entryA });
    const b1 = await upload(who, TINY_PNG, { entryId: entryB });
    const a2 = await upload(who, TINY_OGG, { entryId: entryA, kind: 'voice' });
    await upload(bob, TINY_JPEG, { entryId: entryA });

    const all = (await list(who)).json() as MediaItem[];
    expect(all.map((item) => item.id).sort()).toEqual(
      [a1, b1, a2].map((r) => r.json().id as string).sort(),
    );
    const ofA = await list(who, `?entryId=${entryA}`);
    expect(ofA.statusCode).toBe(200);
    expect((ofA.json() as MediaItem[]).map((item) => item.id).sort()).toEqual(
      [a1, a2].map((r) => r.json().id as string).sort(),
    );

    const usage = await t.app.inject({ url: '/api/media/usage', headers: { cookie: who.cookie } });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual({
      usedBytes: TINY_JPEG.length + TINY_PNG.length + TINY_OGG.length,
      quotaBytes: MEDIA_QUOTA_BYTES_DEFAULT,
      files: 3,
    });
  });

  it('lists oldest first', async () => {
    const who = await registerUser(t.app);
    const entryId = randomUUID();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [index, id] of ids.entries()) {
      expect((await upload(who, TINY_JPEG, { id, entryId })).statusCode).toBe(201);
      await t.database.db
        .updateTable('media')
        .set({ created_at: `2026-01-0${3 - index}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
    }
    const items = (await list(who, `?entryId=${entryId}`)).json() as MediaItem[];
    expect(items.map((item) => item.id)).toEqual([...ids].reverse());
  });

  it('answers 400 naming the field for a malformed entry id', async () => {
    const response = await list(alice, '?entryId=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('entryId: Entry id must be a UUID');
  });
});

describe('DELETE /api/media/:id', () => {
  it('deletes the owner’s file with 204, then answers 404', async () => {
    const who = await registerUser(t.app);
    const id = randomUUID();
    expect((await upload(who, TINY_JPEG, { id })).statusCode).toBe(201);
    const other = await remove(bob, id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Media not found' });
    expect(await rowCount(t, 'media', who.user.id)).toBe(1);

    expect((await remove(who, id)).statusCode).toBe(204);
    expect(await rowCount(t, 'media', who.user.id)).toBe(0);
    expect((await get(who, id)).statusCode).toBe(404);
    const again = await remove(who, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Media not found' });
    expect((await remove(who, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('deleting a journal entry', () => {
  it('deletes its voice notes and photos, and no one else’s', async () => {
    const who = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: { cookie: who.cookie },
      payload: { date: '2026-02-01', painLevel: 4 },
    });
    expect(created.statusCode).toBe(201);
    const entryId = created.json().id as string;
    const otherEntry = randomUUID();
    await upload(who, TINY_JPEG, { entryId });
    await upload(who, TINY_OGG, { entryId, kind: 'voice' });
    const kept = (await upload(who, TINY_JPEG, { entryId: otherEntry })).json().id as string;
    // Someone else's file filed under the same entry id is not theirs to delete.
    const bobs = (await upload(bob, TINY_JPEG, { entryId })).json().id as string;

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/journal-entries/${entryId}`,
      headers: { cookie: who.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(((await list(who)).json() as MediaItem[]).map((item) => item.id)).toEqual([kept]);
    expect((await get(bob, bobs)).statusCode).toBe(200);
  });

  it('deletes the files of an entry that was never saved, answering 404 for the entry', async () => {
    const who = await registerUser(t.app);
    const entryId = randomUUID();
    await upload(who, TINY_JPEG, { entryId });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/journal-entries/${entryId}`,
      headers: { cookie: who.cookie },
    });
    expect(deleted.statusCode).toBe(404);
    expect(await rowCount(t, 'media', who.user.id)).toBe(0);
  });
});

describe('the storage quota', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { mediaQuotaBytes: 2 * TINY_JPEG.length + 10 } });
  });
  afterAll(() => small.close());

  it('refuses a file that would go over the quota with 413, storing nothing', async () => {
    const who = await registerUser(small.app);
    expect((await put(small.app, who, TINY_JPEG)).statusCode).toBe(201);
    expect((await put(small.app, who, TINY_JPEG)).statusCode).toBe(201);
    const refused = await put(small.app, who, TINY_JPEG);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message: `File: your storage is full (${Math.round((2 * TINY_JPEG.length + 10) / 1024)} KB). Delete some photos or voice notes to make room.`,
    });
    expect(await rowCount(small, 'media', who.user.id)).toBe(2);
    const usage = await small.app.inject({
      url: '/api/media/usage',
      headers: { cookie: who.cookie },
    });
    expect(usage.json()).toEqual({
      usedBytes: 2 * TINY_JPEG.length,
      quotaBytes: 2 * TINY_JPEG.length + 10,
      files: 2,
    });
  });

  it('counts a replaced voice note’s room as free for its replacement', async () => {
    const who = await registerUser(small.app);
    const entryId = randomUUID();
    const recording = Buffer.alloc(2 * TINY_JPEG.length);
    recording.set(TINY_OGG);
    expect((await put(small.app, who, recording, { entryId, kind: 'voice' })).statusCode).toBe(201);
    const replacement = await put(small.app, who, recording, { entryId, kind: 'voice' });
    expect(replacement.statusCode).toBe(201);
    const elsewhere = await put(small.app, who, recording, {
      entryId: randomUUID(),
      kind: 'voice',
    });
    expect(elsewhere.statusCode).toBe(413);
    const items = (
      await small.app.inject({ url: '/api/media', headers: { cookie: who.cookie } })
    ).json() as MediaItem[];
    expect(items.map((item) => item.id)).toEqual([replacement.json().id]);
  });

  it('holds when uploads arrive at the same moment: no more is stored than fits', async () => {
    const who = await registerUser(small.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => put(small.app, who, TINY_JPEG)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 413, 413, 413, 413,
    ]);
    expect(await rowCount(small, 'media', who.user.id)).toBe(2);
  });

  it('names the quota in megabytes when it is set in megabytes', async () => {
    const mb = await createTestApp({ config: { mediaQuotaBytes: 1024 * 1024 } });
    try {
      const who = await registerUser(mb.app);
      const big = Buffer.alloc(1024 * 1024 + 1);
      big.set(TINY_OGG);
      const refused = await put(mb.app, who, big, { kind: 'voice' });
      expect(refused.statusCode).toBe(413);
      expect(refused.json().message).toBe(
        'File: your storage is full (1 MB). Delete some photos or voice notes to make room.',
      );
      expect(await rowCount(mb, 'media', who.user.id)).toBe(0);
    } finally {
      await mb.close();
    }
  });
});

describe('with billing on', () => {
  /** Limits on, with neither payment service: every account is on the free plan. */
  const BILLING_ON: BillingConfig = { ...BILLING_OFF, mode: 'stripe' };
  let paid: TestApp;
  beforeAll(async () => {
    paid = await createTestApp({ config: { billing: BILLING_ON } });
  });
  afterAll(() => paid.close());

  const premium = (who: Who) =>
    paid.database.db
      .updateTable('users')
      .set({ subscription_type: 'premium', subscription_status: 'active' })
      .where('id', '=', who.user.id)
      .execute();
  const free = (who: Who) =>
    paid.database.db
      .updateTable('users')
      .set({ subscription_type: 'free', subscription_status: 'expired' })
      .where('id', '=', who.user.id)
      .execute();

  it('refuses a free account’s upload with 402, and still lets it read, list and delete', async () => {
    const who = await registerUser(paid.app);
    await premium(who);
    const id = randomUUID();
    const entryId = randomUUID();
    expect((await put(paid.app, who, TINY_JPEG, { id, entryId })).statusCode).toBe(201);
    await free(who);

    const refused = await put(paid.app, who, TINY_PNG, { entryId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: expect.stringContaining('Voice notes and photo attachments are part of Premium.'),
      limit: { kind: 'premium_section', value: null },
    });
    expect(await rowCount(paid, 'media', who.user.id)).toBe(1);

    // A replay of the upload that was stored changes nothing, so it is not a new upload.
    expect((await put(paid.app, who, TINY_JPEG, { id, entryId })).statusCode).toBe(200);

    const headers = { cookie: who.cookie };
    const read = await paid.app.inject({ url: mediaUrl(id), headers });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(Buffer.from(TINY_JPEG))).toBe(true);
    const listed = await paid.app.inject({ url: `/api/media?entryId=${entryId}`, headers });
    expect((listed.json() as MediaItem[]).map((item) => item.id)).toEqual([id]);
    expect((await paid.app.inject({ url: '/api/media/usage', headers })).statusCode).toBe(200);
    const deleted = await paid.app.inject({ method: 'DELETE', url: mediaUrl(id), headers });
    expect(deleted.statusCode).toBe(204);
    expect(await rowCount(paid, 'media', who.user.id)).toBe(0);
  });
});
