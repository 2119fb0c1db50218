import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument, ImportResult } from '@core/data-export';
import type { JournalEntry } from '@core/journal';
import { MEDIA_QUOTA_BYTES_DEFAULT, mediaUrl } from '@core/media';
import { hasGpsMetadata } from '@core/media-metadata';
import { JPEG_WITH_GPS, TINY_JPEG, TINY_PNG, TINY_WEBM_AUDIO } from '@core/media-test-files';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { unzip } from '../../test-support/unzip';
import { createMediaStore } from '../media/store';
import { call, exportOf, rowCounts, type Who } from './test-data';

const JPEG = Buffer.from(TINY_JPEG);
const PNG = Buffer.from(TINY_PNG);
const WEBM = Buffer.from(TINY_WEBM_AUDIO);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const media = () => createMediaStore(t.database.db);

interface Seeded {
  who: Who;
  entry: JournalEntry;
  photos: { id: string; data: Buffer; name: string }[];
  voice: { id: string; data: Buffer; name: string };
}

/** An account with one journal entry holding two photos and a voice note. */
async function seedAccount(date = '2026-03-02'): Promise<Seeded> {
  const who = await registerUser(t.app);
  const [first, second] = [randomUUID(), randomUUID()];
  const photos = [
    { id: first, data: JPEG, name: `media/${first}.jpg` },
    { id: second, data: PNG, name: `media/${second}.png` },
  ];
  const voice = { id: randomUUID(), data: WEBM, name: '' };
  voice.name = `media/${voice.id}.webm`;
  const response = await call(t, who, 'POST', '/api/journal-entries', {
    date,
    painLevel: 4,
    photoUrls: photos.map((p) => mediaUrl(p.id)),
    voiceNoteUrl: mediaUrl(voice.id),
  });
  expect(response.statusCode, response.body).toBe(201);
  const entry = response.json() as JournalEntry;
  for (const [index, photo] of photos.entries()) {
    await media().insert(who.user.id, {
      id: photo.id,
      entryId: entry.id,
      kind: 'photo',
      contentType: index === 0 ? 'image/jpeg' : 'image/png',
      durationMs: null,
      data: photo.data,
      createdAt: `2026-03-02T10:00:0${index}.000Z`,
    });
  }
  await media().insert(who.user.id, {
    id: voice.id,
    entryId: entry.id,
    kind: 'voice',
    contentType: 'audio/webm',
    durationMs: 4200,
    data: voice.data,
    createdAt: '2026-03-02T10:01:00.000Z',
  });
  return { who, entry, photos, voice };
}

async function makeZip(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(zip.outputStream)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function fullExport(who: Who) {
  const response = await call(t, who, 'GET', '/api/export/full');
  expect(response.statusCode, response.body).toBe(200);
  return { response, files: await unzip(response.rawPayload) };
}

const importZip = (who: Who, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { cookie: who.cookie, 'content-type': 'application/zip' },
    payload: body,
  });

async function mediaRows(userId: string) {
  return t.database.db
    .selectFrom('media')
    .select(['id', 'entry_id', 'kind', 'content_type', 'size', 'duration_ms', 'data'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describe('the JSON export', () => {
  it("lists the user's files by id, entry, kind, type, size, length and time, without bytes", async () => {
    const { who, entry, photos, voice } = await seedAccount();
    const other = await seedAccount();
    const document = await exportOf(t, who);
    expect(document.media).toEqual([
      {
        id: photos[0]!.id,
        entryId: entry.id,
        kind: 'photo',
        contentType: 'image/jpeg',
        size: JPEG.length,
        durationMs: null,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
      {
        id: photos[1]!.id,
        entryId: entry.id,
        kind: 'photo',
        contentType: 'image/png',
        size: PNG.length,
        durationMs: null,
        createdAt: '2026-03-02T10:00:01.000Z',
      },
      {
        id: voice.id,
        entryId: entry.id,
        kind: 'voice',
        contentType: 'audio/webm',
        size: WEBM.length,
        durationMs: 4200,
        createdAt: '2026-03-02T10:01:00.000Z',
      },
    ]);
    const ids = (document.media ?? []).map((m) => m.id);
    for (const file of [...other.photos, other.voice]) expect(ids).not.toContain(file.id);
  });

  it('imports as before with its media list, skipping the files it does not carry', async () => {
    const { who } = await seedAccount();
    const document = await exportOf(t, who);
    const fresh = await registerUser(t.app);
    const response = await call(t, fresh, 'POST', '/api/import', document);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ImportResult).imported.journalEntries).toBe(1);
    expect(await mediaRows(fresh.user.id)).toEqual([]);
  });
});

describe('GET /api/export/full', () => {
  it('refuses a visitor who is not signed in', async () => {
    const response = await call(t, null, 'GET', '/api/export/full');
    expect(response.statusCode).toBe(401);
  });

  it('is a zip of cairn-export.json and each file, byte for byte, downloaded and never cached', async () => {
    const { who, photos, voice } = await seedAccount();
    const other = await seedAccount();
    const { response, files } = await fullExport(who);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="cairn-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect([...files.keys()].sort()).toEqual(
      ['cairn-export.json', photos[0]!.name, photos[1]!.name, voice.name].sort(),
    );
    expect(files.get(photos[0]!.name)).toEqual(JPEG);
    expect(files.get(photos[1]!.name)).toEqual(PNG);
    expect(files.get(voice.name)).toEqual(WEBM);
    const document = JSON.parse(files.get('cairn-export.json')!.toString('utf8')) as ExportDocument;
    const plain = await exportOf(t, who);
    expect({ ...document, exportedAt: null }).toEqual({ ...plain, exportedAt: null });
    // Another user's files are never in it.
    for (const file of [...other.photos, other.voice]) {
      expect([...files.keys()].some((name) => name.includes(file.id))).toBe(false);
    }
  });

  it('is a zip holding only the document for an account without files', async () => {
    const who = await registerUser(t.app);
    const { files } = await fullExport(who);
    expect([...files.keys()]).toEqual(['cairn-export.json']);
  });
});

describe('POST /api/import of a full export', () => {
  it('restores the files byte for byte, attached to the entries they came with', async () => {
    const { who, photos } = await seedAccount();
    const zip = (await call(t, who, 'GET', '/api/export/full')).rawPayload;
    const fresh = await registerUser(t.app);
    const response = await importZip(fresh, zip);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ImportResult;
    expect(result.imported.journalEntries).toBe(1);
    expect(result.media).toEqual({ imported: 3, skipped: 0, overQuota: 0, refused: 0 });

    const [entry] = (await exportOf(t, fresh)).journalEntries;
    const rows = await mediaRows(fresh.user.id);
    expect(rows.map((r) => [r.kind, r.content_type, Buffer.from(r.data)])).toEqual([
      ['photo', 'image/jpeg', JPEG],
      ['photo', 'image/png', PNG],
      ['voice', 'audio/webm', WEBM],
    ]);
    expect(rows.every((r) => r.entry_id === entry!.id)).toBe(true);
    expect(Number(rows[2]!.duration_ms)).toBe(4200);
    // The other account still holds the original ids, so these have new ones the entry names.
    expect(entry!.photoUrls).toEqual([mediaUrl(rows[0]!.id), mediaUrl(rows[1]!.id)]);
    expect(entry!.voiceNoteUrl).toBe(mediaUrl(rows[2]!.id));
    expect(rows.map((r) => r.id)).not.toContain(photos[0]!.id);
  });

  it('keeps the ids when no other account holds them', async () => {
    const { who, photos, voice, entry } = await seedAccount();
    const zip = (await call(t, who, 'GET', '/api/export/full')).rawPayload;
    // The account is emptied (its files and entry go), then its own export comes back.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/journal-entries/${entry.id}`,
      headers: { cookie: who.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await t.database.db.deleteFrom('media').where('user_id', '=', who.user.id).execute();
    const response = await importZip(who, zip);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await mediaRows(who.user.id);
    expect(rows.map((r) => r.id)).toEqual([photos[0]!.id, photos[1]!.id, voice.id]);
    const [restored] = (await exportOf(t, who)).journalEntries;
    expect(rows.every((r) => r.entry_id === restored!.id)).toBe(true);
  });

  it('stores each file once when the same zip is imported twice', async () => {
    const { who } = await seedAccount();
    const zip = (await call(t, who, 'GET', '/api/export/full')).rawPayload;
    const fresh = await registerUser(t.app);
    expect((await importZip(fresh, zip)).statusCode).toBe(200);
    const before = await mediaRows(fresh.user.id);
    const again = await importZip(fresh, zip);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as ImportResult).media).toEqual({
      imported: 0,
      skipped: 3,
      overQuota: 0,
      refused: 0,
    });
    expect(await mediaRows(fresh.user.id)).toEqual(before);
    // And the account's own export adds nothing either.
    const own = await importZip(
      fresh,
      (await call(t, fresh, 'GET', '/api/export/full')).rawPayload,
    );
    expect((own.json() as ImportResult).media?.imported).toBe(0);
    expect(await mediaRows(fresh.user.id)).toEqual(before);
  });

  it("respects the account's storage allowance", async () => {
    const { who } = await seedAccount();
    const zip = (await call(t, who, 'GET', '/api/export/full')).rawPayload;
    const fresh = await registerUser(t.app);
    // A file whose size leaves room for the first photo and one byte: the second photo and the
    // recording do not fit after it.
    const quota = MEDIA_QUOTA_BYTES_DEFAULT;
    const filler = quota - JPEG.length - 1;
    await t.database.db
      .insertInto('media')
      .values({
        id: randomUUID(),
        user_id: fresh.user.id,
        entry_id: randomUUID(),
        kind: 'photo',
        content_type: 'image/jpeg',
        size: filler,
        duration_ms: null,
        data: JPEG,
      })
      .execute();
    const response = await importZip(fresh, zip);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ImportResult).media).toEqual({
      imported: 1,
      skipped: 0,
      overQuota: 2,
      refused: 0,
    });
    const sizes = (await mediaRows(fresh.user.id)).map((r) => Number(r.size));
    expect(sizes.sort((a, b) => a - b)).toEqual([JPEG.length, filler]);
  });

  it('takes a photo without the metadata it carries in the zip (its location)', async () => {
    const { who, photos } = await seedAccount();
    const files = (await fullExport(who)).files;
    const fresh = await registerUser(t.app);
    expect(hasGpsMetadata(JPEG_WITH_GPS)).toBe(true);
    const zip = await makeZip({
      'cairn-export.json': files.get('cairn-export.json')!,
      [photos[0]!.name]: Buffer.from(JPEG_WITH_GPS),
    });
    const response = await importZip(fresh, zip);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await mediaRows(fresh.user.id);
    expect(hasGpsMetadata(row!.data)).toBe(false);
    expect(Buffer.from(row!.data)).toEqual(JPEG);
  });

  it('refuses a file whose bytes are not its kind, and skips one listed but missing', async () => {
    const { who, photos, voice } = await seedAccount();
    const files = (await fullExport(who)).files;
    const fresh = await registerUser(t.app);
    const zip = await makeZip({
      'cairn-export.json': files.get('cairn-export.json')!,
      [photos[0]!.name]: WEBM,
      [voice.name]: files.get(voice.name)!,
    });
    const response = await importZip(fresh, zip);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ImportResult).media).toEqual({
      imported: 1,
      skipped: 1,
      overQuota: 0,
      refused: 1,
    });
    expect((await mediaRows(fresh.user.id)).map((r) => r.kind)).toEqual(['voice']);
  });

  it('answers 400 for a body that is not a zip, changing nothing', async () => {
    const fresh = await registerUser(t.app);
    const before = await rowCounts(t, fresh.user.id);
    const response = await importZip(fresh, Buffer.from('{"format":"cairn-export"}'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'The file could not be read as a zip. Choose the .zip file of a Cairn full export, or its JSON export.',
    });
    expect(await rowCounts(t, fresh.user.id)).toEqual(before);
    expect(await mediaRows(fresh.user.id)).toEqual([]);
  });

  it('answers 400 naming cairn-export.json for a zip without it, changing nothing', async () => {
    const { who, photos } = await seedAccount();
    const files = (await fullExport(who)).files;
    const fresh = await registerUser(t.app);
    const before = await rowCounts(t, fresh.user.id);
    const zip = await makeZip({ [photos[0]!.name]: files.get(photos[0]!.name)! });
    const response = await importZip(fresh, zip);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe(
      'cairn-export.json: not in the zip. A Cairn full export holds it beside its media folder.',
    );
    expect(await rowCounts(t, fresh.user.id)).toEqual(before);
    expect(await mediaRows(fresh.user.id)).toEqual([]);
  });

  it('answers 400 naming the file when the document is not a Cairn export', async () => {
    const fresh = await registerUser(t.app);
    const zip = await makeZip({ 'cairn-export.json': Buffer.from('{"format":"other"}') });
    const response = await importZip(fresh, zip);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/^cairn-export\.json: /);
  });

  it('refuses a file larger than the zip says (a zip bomb), changing nothing', async () => {
    const { who } = await seedAccount();
    const files = (await fullExport(who)).files;
    const fresh = await registerUser(t.app);
    const document = files.get('cairn-export.json')!;
    const zip = await makeZip({ 'cairn-export.json': document });
    // The directory says the document is 10 bytes long; its data is longer.
    const tampered = Buffer.from(zip);
    const central = tampered.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    tampered.writeUInt32LE(10, central + 24);
    const before = await rowCounts(t, fresh.user.id);
    const response = await importZip(fresh, tampered);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/^cairn-export\.json: /);
    expect(await rowCounts(t, fresh.user.id)).toEqual(before);
  });
});
