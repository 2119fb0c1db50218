import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

/** Journal saves sent again by the offline queue: stored once, and never dropping words. */
let t: TestApp;
let alice: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'UTC' });
});
afterAll(() => t.close());

type Entry = Record<string, unknown> & { id: string; updatedAt: string };
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: alice.cookie }, payload });
const post = (payload: object) => send('POST', '/api/journal-entries', payload);
const day = async (date: string) =>
  (
    await t.app.inject({
      url: `/api/journal-entries?from=${date}&to=${date}`,
      headers: { cookie: alice.cookie },
    })
  ).json() as Entry[];

describe('a journal save sent again under its id', () => {
  it('updates the entry, and the same save twice leaves one entry with its text once', async () => {
    const id = randomUUID();
    const date = '2026-05-01';
    const first = await post({
      id,
      date,
      painLevel: 3,
      journalEntry: 'Slept badly.',
      baseUpdatedAt: null,
    });
    expect(first.statusCode).toBe(201);
    const base = (first.json() as Entry).updatedAt;
    const later = {
      id,
      date,
      painLevel: 6,
      journalEntry: 'Slept badly. Worse by noon.',
      baseUpdatedAt: base,
    };
    const second = await post(later);
    const replay = await post(later);
    expect([second.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toMatchObject({
      id,
      painLevel: 6,
      journalEntry: 'Slept badly. Worse by noon.',
    });
    const stored = await day(date);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id, journalEntry: 'Slept badly. Worse by noon.' });
  });
});

describe('a save that missed a newer version', () => {
  it('keeps both texts, adds both lists, and takes its own pain level', async () => {
    const date = '2026-05-02';
    const created = (
      await post({
        date,
        painLevel: 4,
        journalEntry: 'Written on the phone.',
        customTags: ['rain'],
      })
    ).json() as Entry;
    // The desktop changes the entry; the phone, offline, still has the first version.
    await send('PUT', `/api/journal-entries/${created.id}`, {
      journalEntry: 'Written on the desktop.',
      baseUpdatedAt: created.updatedAt,
    });
    const phone = await send('PUT', `/api/journal-entries/${created.id}`, {
      painLevel: 7,
      journalEntry: 'Written on the phone. Added on the train.',
      customTags: ['rain', 'Flare'],
      baseUpdatedAt: created.updatedAt,
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({
      painLevel: 7,
      journalEntry: 'Written on the desktop.\n\nWritten on the phone. Added on the train.',
      customTags: ['rain', 'Flare'],
    });
  });

  it('merges into the day’s journal when the client saw none (baseUpdatedAt null)', async () => {
    const date = '2026-05-03';
    await post({ date, painLevel: 2, gratitude: 'Tea with Sam' });
    const offline = await post({
      id: randomUUID(),
      date,
      painLevel: 5,
      gratitude: 'A quiet bus',
      baseUpdatedAt: null,
    });
    expect(offline.statusCode).toBe(200);
    expect(offline.json()).toMatchObject({
      painLevel: 5,
      gratitude: 'Tea with Sam\n\nA quiet bus',
    });
    expect(await day(date)).toHaveLength(1);
  });

  it('replaces the text when the save says nothing about its base (last write wins)', async () => {
    const date = '2026-05-04';
    await post({ date, painLevel: 2, journalEntry: 'first' });
    const second = await post({ date, painLevel: 2, journalEntry: 'second' });
    expect(second.json()).toMatchObject({ journalEntry: 'second' });
  });

  it('answers 400 naming baseUpdatedAt for a malformed base and stores nothing', async () => {
    const date = '2026-05-05';
    const response = await post({ date, painLevel: 2, baseUpdatedAt: 'yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('baseUpdatedAt');
    expect(await day(date)).toHaveLength(0);
  });
});

describe('a log sent later from the offline queue', () => {
  it('keeps the time it was logged as its createdAt', async () => {
    const loggedAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const response = await post({
      id: randomUUID(),
      date: '2026-05-02',
      kind: 'quick',
      painLevel: 7,
      loggedAt: loggedAt.replace('Z', '+00:00'),
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Entry).createdAt).toBe(loggedAt);
  });

  it('takes a time ahead of the server (a fast device clock) as now', async () => {
    const before = Date.now();
    const response = await post({
      id: randomUUID(),
      date: '2026-05-02',
      kind: 'emergency',
      painLevel: 9,
      loggedAt: new Date(before + 60 * 60 * 1000).toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const createdAt = Date.parse(String((response.json() as Entry).createdAt));
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });

  it('answers 400 naming loggedAt for a malformed time and stores nothing', async () => {
    const response = await post({
      date: '2026-05-03',
      kind: 'quick',
      painLevel: 4,
      loggedAt: 'yesterday',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('loggedAt: loggedAt must be an ISO date-time');
    expect(await day('2026-06-21')).toEqual([]);
  });
});
