import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@core/settings';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: { cookie: string; user: { id: string } };
let bob: { cookie: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const get = (who: { cookie: string }) =>
  t.app.inject({ url: '/api/settings', headers: { cookie: who.cookie } });
const put = (who: { cookie: string }, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie: who.cookie }, payload });
const storedFor = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('settings')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).settings;

describe('/api/settings', () => {
  it('gives a new user every default', async () => {
    const response = await get(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SETTINGS);
    expect(await storedFor(alice.user.id)).toBeNull();
  });

  it('a partial update changes only what was sent and answers the full settings', async () => {
    const first = await put(alice, { autoSave: false, notAField: 'dropped' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_SETTINGS, autoSave: false });

    const second = await put(alice, { theme: 'dark', reminderTime: '08:00' });
    const expected = { ...DEFAULT_SETTINGS, autoSave: false, theme: 'dark', reminderTime: '08:00' };
    expect(second.json()).toEqual(expected);
    expect((await get(alice)).json()).toEqual(expected);
  });

  it.each([
    [{ theme: 'blue' }, 'theme'],
    [{ reminderTime: '09:00' }, 'reminderTime'],
    [{ autoSave: 'yes' }, 'autoSave'],
    [{ remindersEnabled: 1 }, 'remindersEnabled'],
    [{ autoSave: true, theme: null }, 'theme'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (payload, field) => {
    const before = await storedFor(bob.user.id);
    const response = await put(bob, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await storedFor(bob.user.id)).toEqual(before);
    expect((await get(bob)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it("never shows one user's settings to another", async () => {
    await put(alice, { remindersEnabled: false });
    expect((await get(bob)).json()).toEqual(DEFAULT_SETTINGS);
    await put(bob, { theme: 'system' });
    expect((await get(alice)).json()).toMatchObject({ remindersEnabled: false, theme: 'dark' });
  });

  it('keeps every change when several arrive at once', async () => {
    const carol = await registerUser(t.app);
    await Promise.all([
      put(carol, { theme: 'dark' }),
      put(carol, { autoSave: false }),
      put(carol, { reminderTime: '22:00' }),
      put(carol, { remindersEnabled: false }),
    ]);
    expect((await get(carol)).json()).toEqual({
      remindersEnabled: false,
      reminderTime: '22:00',
      theme: 'dark',
      autoSave: false,
    });
  });
});
