import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: { cookie: string };
let bob: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

type Who = { cookie: string };
const post = (who: Who, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/triggers',
    headers: { cookie: who.cookie },
    payload: payload as object,
  });
const remove = (who: Who, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/triggers/${id}`, headers: { cookie: who.cookie } });
const list = async (who: Who) => {
  const response = await t.app.inject({ url: '/api/triggers', headers: { cookie: who.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, unknown>>;
};
const countRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('triggers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/triggers', () => {
  it('creates a trigger in the API shape, trimmed and active by default', async () => {
    const response = await post(alice, { name: '  Cold weather ', category: 'weather', x: 1 });
    expect(response.statusCode).toBe(201);
    const trigger = response.json();
    expect(trigger).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Cold weather',
      category: 'weather',
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('stores an inactive trigger as inactive', async () => {
    const response = await post(alice, { name: 'Coffee', category: 'food', isActive: false });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Coffee', category: 'food', isActive: false });
  });

  it.each([
    ['a missing name', { category: 'weather' }, 'name'],
    ['a blank name', { name: '   ', category: 'weather' }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101), category: 'weather' }, 'name'],
    ['an unknown category', { name: 'Rain', category: 'rain' }, 'category'],
    ['a missing category', { name: 'Rain' }, 'category'],
    ['isActive as text', { name: 'Rain', category: 'weather', isActive: 'yes' }, 'isActive'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, payload, field) => {
    const before = await countRows();
    const response = await post(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(response.json().issues[0].path).toBe(field);
    expect(await countRows()).toBe(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const response = await post(bob, { name: 'y'.repeat(100), category: 'other' });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toHaveLength(100);
  });

  it('refuses a name the user already tracks, ignoring case and spaces (409)', async () => {
    await post(alice, { name: 'Long walks', category: 'activity' });
    const before = await countRows();
    const response = await post(alice, { name: ' LONG WALKS  ', category: 'stress' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You already track a trigger with this name' });
    expect(await countRows()).toBe(before);
  });

  it('lets another user use the same name', async () => {
    const response = await post(bob, { name: 'long walks', category: 'activity' });
    expect(response.statusCode).toBe(201);
  });
});

describe('GET /api/triggers', () => {
  it("lists only the user's own triggers, newest first", async () => {
    const carol = await registerUser(t.app);
    for (const name of ['First', 'Second', 'Third']) {
      expect((await post(carol, { name, category: 'other' })).statusCode).toBe(201);
      // created_at has millisecond precision: keep the three apart.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await post(bob, { name: 'Not Carol’s', category: 'other' });
    const names = (await list(carol)).map((trigger) => trigger.name);
    expect(names).toEqual(['Third', 'Second', 'First']);
  });

  it('answers an empty list for a new user', async () => {
    const dan = await registerUser(t.app);
    expect(await list(dan)).toEqual([]);
  });
});

describe('DELETE /api/triggers/:id', () => {
  it('removes the trigger (204) and it is gone from the list', async () => {
    const { id } = (await post(alice, { name: 'Stairs', category: 'activity' })).json();
    const response = await remove(alice, id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await list(alice)).map((trigger) => trigger.id)).not.toContain(id);
    expect((await remove(alice, id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's trigger and leaves it in place", async () => {
    const { id } = (await post(alice, { name: 'Deadlines', category: 'stress' })).json();
    const response = await remove(bob, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Trigger not found' });
    expect((await list(alice)).map((trigger) => trigger.id)).toContain(id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await remove(alice, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Trigger not found' });
    }
  });
});
