import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: { cookie: string; user: { id: string } };
let bob: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'Pacific/Auckland' });
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const as = (who: { cookie: string }) => ({ cookie: who.cookie });
const post = (who: { cookie: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/journal-entries', headers: as(who), payload });
const list = async (who: { cookie: string }, query = '') =>
  (await t.app.inject({ url: `/api/journal-entries${query}`, headers: as(who) })).json() as Array<
    Record<string, unknown>
  >;
const countRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/journal-entries', () => {
  it('creates an entry in the API shape, with lists and numbers the same on both engines', async () => {
    const response = await post(alice, {
      date: '2026-03-01',
      painLevel: 6,
      moodLevel: 2,
      sleepHours: '7.5',
      pressure: 1008.5,
      painLocations: [{ bodyPart: 'lowerBack', intensity: 7, x: 0, y: 0 }],
      symptoms: ['Fatigue', '  '],
      customTags: ['flare', 'flare', ' rain '],
      journalEntry: 'A hard morning.',
      weatherData: { source: 'manual', windy: true },
      notAField: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({
      date: '2026-03-01',
      kind: 'journal',
      painLevel: 6,
      moodLevel: 2,
      sleepHours: 7.5,
      pressure: 1008.5,
      painLocations: [{ bodyPart: 'lowerBack', intensity: 7, x: 0, y: 0 }],
      symptoms: ['Fatigue'],
      customTags: ['flare', 'rain'],
      activities: [],
      journalEntry: 'A hard morning.',
      weatherData: { source: 'manual', windy: true },
      stressLevel: null,
      notes: null,
    });
    expect(entry).not.toHaveProperty('notAField');
    expect(entry).not.toHaveProperty('userId');
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("dates an entry without a date by today in the user's time zone", async () => {
    const response = await post(alice, { painLevel: 3, kind: 'quick' });
    expect(response.json().date).toBe(localDate(new Date(), 'Pacific/Auckland'));
  });

  it('adds quick and emergency logs beside the day’s journal', async () => {
    const date = '2026-03-02';
    await post(alice, { date, painLevel: 4 });
    await post(alice, { date, painLevel: 8, kind: 'emergency', notes: 'Emergency' });
    await post(alice, { date, painLevel: 5, kind: 'quick' });
    const day = await list(alice, `?from=${date}&to=${date}`);
    expect(day.map((e) => e.kind)).toEqual(['journal', 'emergency', 'quick']);
    const journal = await t.app.inject({ url: `/api/journal-entries/${date}`, headers: as(alice) });
    expect(journal.json()).toMatchObject({ kind: 'journal', painLevel: 4 });
  });

  it('a second journal save for the same day updates the first instead of adding one', async () => {
    const date = '2026-03-03';
    const first = (await post(alice, { date, painLevel: 4, notes: 'morning' })).json();
    const second = await post(alice, { date, painLevel: 5 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.id, painLevel: 5, notes: 'morning' });
    expect(await list(alice, `?from=${date}&to=${date}`)).toHaveLength(1);
  });

  it('stores a client-chosen id once, however often it is sent', async () => {
    const id = randomUUID();
    const a = await post(alice, { id, date: '2026-03-04', painLevel: 2, kind: 'quick' });
    const b = await post(alice, { id, date: '2026-03-04', painLevel: 2, kind: 'quick' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json().id).toBe(id);
    expect((await list(alice, '?from=2026-03-04&to=2026-03-04')).length).toBe(1);
  });

  it("answers 409 for an id that is someone else's and does not reveal it", async () => {
    const id = randomUUID();
    await post(alice, { id, date: '2026-03-05', painLevel: 2, kind: 'quick' });
    const response = await post(bob, { id, date: '2026-03-05', painLevel: 9, kind: 'quick' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This entry id is already in use' });
  });

  it.each([
    [{}, 'painLevel'],
    [{ painLevel: 11 }, 'painLevel'],
    [{ painLevel: -1 }, 'painLevel'],
    [{ painLevel: 4.5 }, 'painLevel'],
    [{ painLevel: '5' }, 'painLevel'],
    [{ painLevel: 5, moodLevel: 0 }, 'moodLevel'],
    [{ painLevel: 5, moodLevel: 6 }, 'moodLevel'],
    [{ painLevel: 5, stressLevel: 11 }, 'stressLevel'],
    [{ painLevel: 5, energyLevel: -1 }, 'energyLevel'],
    [{ painLevel: 5, sleepQuality: 10.5 }, 'sleepQuality'],
    [{ painLevel: 5, sleepHours: 25 }, 'sleepHours'],
    [{ painLevel: 5, sleepHours: 'lots' }, 'sleepHours'],
    [{ painLevel: 5, date: '2026-02-30' }, 'date'],
    [{ painLevel: 5, date: '03/01/2026' }, 'date'],
    [{ painLevel: 5, kind: 'diary' }, 'kind'],
    [
      { painLevel: 5, painLocations: [{ bodyPart: 'tail', intensity: 3 }] },
      'painLocations.0.bodyPart',
    ],
    [
      { painLevel: 5, painLocations: [{ bodyPart: 'head', intensity: 0 }] },
      'painLocations.0.intensity',
    ],
    [
      { painLevel: 5, painLocations: [{ bodyPart: 'head', intensity: 11 }] },
      'painLocations.0.intensity',
    ],
    [
      {
        painLevel: 5,
        painLocations: [
          { bodyPart: 'head', intensity: 3 },
          { bodyPart: 'head', intensity: 4 },
        ],
      },
      'painLocations',
    ],
    [{ painLevel: 5, journalEntry: 'x'.repeat(20_001) }, 'journalEntry'],
    [{ painLevel: 5, notes: 'x'.repeat(10_001) }, 'notes'],
    [{ painLevel: 5, customTags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'customTags'],
    [{ painLevel: 5, customTags: ['x'.repeat(51)] }, 'customTags.0'],
    [{ painLevel: 5, symptoms: 'Fatigue' }, 'symptoms'],
    [{ painLevel: 5, id: 'not-a-uuid' }, 'id'],
    [{ painLevel: 5, weatherData: { nested: { a: 1 } } }, 'weatherData.nested'],
  ])('answers 400 naming the field and stores nothing: %j', async (payload, field) => {
    const before = await countRows();
    const response = await post(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(field);
    expect(response.json().message.startsWith(`${field}: `)).toBe(true);
    expect(await countRows()).toBe(before);
  });

  it('accepts journal text of 20,000 characters', async () => {
    const response = await post(alice, {
      painLevel: 5,
      kind: 'quick',
      journalEntry: 'y'.repeat(20_000),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().journalEntry).toHaveLength(20_000);
  });
});

describe('GET /api/journal-entries', () => {
  it('lists only the user’s own entries, oldest to newest', async () => {
    const who = await registerUser(t.app);
    await post(who, { date: '2026-01-03', painLevel: 3 });
    await post(who, { date: '2026-01-01', painLevel: 1 });
    await post(who, { date: '2026-01-02', painLevel: 2 });
    await post(bob, { date: '2026-01-02', painLevel: 9 });
    const entries = await list(who);
    expect(entries.map((e) => [e.date, e.painLevel])).toEqual([
      ['2026-01-01', 1],
      ['2026-01-02', 2],
      ['2026-01-03', 3],
    ]);
    expect((await list(who, '?from=2026-01-02')).map((e) => e.date)).toEqual([
      '2026-01-02',
      '2026-01-03',
    ]);
    expect((await list(who, '?to=2026-01-01')).map((e) => e.date)).toEqual(['2026-01-01']);
  });

  it('answers 304 to a matching If-None-Match, and 200 again after a change', async () => {
    const who = await registerUser(t.app);
    await post(who, { date: '2026-02-01', painLevel: 3 });
    const first = await t.app.inject({ url: '/api/journal-entries', headers: as(who) });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      url: '/api/journal-entries',
      headers: { ...as(who), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await post(who, { date: '2026-02-02', painLevel: 4 });
    const changed = await t.app.inject({
      url: '/api/journal-entries',
      headers: { ...as(who), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(2);
  });

  it('compresses a large list', async () => {
    const who = await registerUser(t.app);
    for (let d = 1; d <= 20; d += 1) {
      await post(who, {
        date: `2026-04-${String(d).padStart(2, '0')}`,
        painLevel: d % 11,
        journalEntry: 'Some words. '.repeat(20),
      });
    }
    const response = await t.app.inject({
      url: '/api/journal-entries',
      headers: { ...as(who), 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveLength(20);
  });

  it('sends a kept compressed list only while it is the latest version, per user and range', async () => {
    const who = await registerUser(t.app);
    const created = await post(who, {
      date: '2026-05-01',
      painLevel: 2,
      journalEntry: 'x'.repeat(900),
    });
    await post(who, { date: '2026-05-02', painLevel: 3, journalEntry: 'y'.repeat(900) });
    const brotli = async (query = '') => {
      const response = await t.app.inject({
        url: `/api/journal-entries${query}`,
        headers: { ...as(who), 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toContain('accept-encoding');
      return JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as Array<{
        date: string;
        painLevel: number;
      }>;
    };
    expect((await brotli()).map((e) => e.painLevel)).toEqual([2, 3]);
    // The same version again comes from the cache, and is the same list.
    expect((await brotli()).map((e) => e.painLevel)).toEqual([2, 3]);
    // Another range of the same user is its own slot.
    expect((await brotli('?from=2026-05-02')).map((e) => e.date)).toEqual(['2026-05-02']);
    // A change is seen at once, never the kept body of the version before.
    await t.app.inject({
      method: 'PUT',
      url: `/api/journal-entries/${created.json().id}`,
      headers: as(who),
      payload: { painLevel: 9 },
    });
    expect((await brotli()).map((e) => e.painLevel)).toEqual([9, 3]);
    // Another user's list is never the first user's kept body.
    const other = await t.app.inject({
      url: '/api/journal-entries',
      headers: { ...as(bob), 'accept-encoding': 'br' },
    });
    expect(JSON.parse(brotliDecompressSync(other.rawPayload).toString())).not.toContainEqual(
      expect.objectContaining({ date: '2026-05-01', painLevel: 9 }),
    );
  });

  it('answers 400 for a malformed filter', async () => {
    const response = await t.app.inject({
      url: '/api/journal-entries?from=yesterday',
      headers: as(alice),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^from: /);
  });
});

describe('GET /api/journal-entries/{date}', () => {
  it('answers null for a day without a journal', async () => {
    const response = await t.app.inject({
      url: '/api/journal-entries/2020-01-01',
      headers: as(alice),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('does not show another user’s journal for the same day', async () => {
    await post(bob, { date: '2026-05-01', painLevel: 7 });
    const response = await t.app.inject({
      url: '/api/journal-entries/2026-05-01',
      headers: as(alice),
    });
    expect(response.json()).toBeNull();
  });

  it('answers 400 for a malformed date', async () => {
    for (const date of ['2026-13-01', 'today', '2026-1-1']) {
      const response = await t.app.inject({
        url: `/api/journal-entries/${date}`,
        headers: as(alice),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^date: /);
    }
  });
});

describe('PUT and DELETE /api/journal-entries/{id}', () => {
  it('changes only the fields sent', async () => {
    const created = (
      await post(alice, { date: '2026-06-01', painLevel: 5, notes: 'keep me', moodLevel: 3 })
    ).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/journal-entries/${created.id}`,
      headers: as(alice),
      payload: { painLevel: 2, moodLevel: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      painLevel: 2,
      notes: 'keep me',
      moodLevel: null,
    });
    expect(Date.parse(response.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.updatedAt),
    );
  });

  it('answers 400 for a bad field and leaves the entry as it was', async () => {
    const created = (await post(alice, { date: '2026-06-02', painLevel: 5 })).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/journal-entries/${created.id}`,
      headers: as(alice),
      payload: { painLevel: 3, moodLevel: 9 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^moodLevel: /);
    const day = await t.app.inject({ url: '/api/journal-entries/2026-06-02', headers: as(alice) });
    expect(day.json().painLevel).toBe(5);
  });

  it('answers 409 when moving a journal onto a day that has one', async () => {
    await post(alice, { date: '2026-06-03', painLevel: 5 });
    const other = (await post(alice, { date: '2026-06-04', painLevel: 5 })).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/journal-entries/${other.id}`,
      headers: as(alice),
      payload: { date: '2026-06-03' },
    });
    expect(response.statusCode).toBe(409);
  });

  it("answers 404 for another user's entry and changes nothing", async () => {
    const created = (await post(alice, { date: '2026-06-05', painLevel: 5 })).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/journal-entries/${created.id}`,
      headers: as(bob),
      payload: { painLevel: 0 },
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/journal-entries/${created.id}`,
      headers: as(bob),
    });
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    const still = await t.app.inject({
      url: '/api/journal-entries/2026-06-05',
      headers: as(alice),
    });
    expect(still.json().painLevel).toBe(5);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/journal-entries/${id}`,
        headers: as(alice),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('deletes an entry', async () => {
    const created = (await post(alice, { date: '2026-06-06', painLevel: 5 })).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/journal-entries/${created.id}`,
      headers: as(alice),
    });
    expect(response.statusCode).toBe(204);
    const day = await t.app.inject({ url: '/api/journal-entries/2026-06-06', headers: as(alice) });
    expect(day.json()).toBeNull();
  });
});
