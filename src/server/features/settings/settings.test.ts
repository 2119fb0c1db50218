import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@core/settings';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: { cookie: string; user: { id: string } };
let bob: { cookie: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'Europe/Berlin' });
});
afterAll(() => t.close());

const get = (who: { cookie: string }) =>
  t.app.inject({ url: '/api/settings', headers: { cookie: who.cookie } });
const put = (who: { cookie: string }, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie: who.cookie }, payload });
const storedFor = async (userId: string) =>
  t.database.db
    .selectFrom('users')
    .select(['settings', 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
const currentUser = async (who: { cookie: string }) =>
  (await t.app.inject({ url: '/api/auth/user', headers: { cookie: who.cookie } })).json();

describe('/api/settings', () => {
  it('answers 401 when signed out, for reading and for changing', async () => {
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'dark' },
    });
    expect(change.statusCode).toBe(401);
  });

  it('gives a new user every default and the time zone they signed up in', async () => {
    const response = await get(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'UTC' });
    expect((await storedFor(alice.user.id)).settings).toBeNull();
    expect((await get(bob)).json()).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'Europe/Berlin' });
  });

  it('a partial update changes only what was sent and answers the full settings', async () => {
    const first = await put(alice, { autoSave: false, notAField: 'dropped' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_SETTINGS, autoSave: false, timeZone: 'UTC' });

    const second = await put(alice, { theme: 'dark', reminderTime: '08:00' });
    const expected = {
      ...DEFAULT_SETTINGS,
      autoSave: false,
      theme: 'dark',
      reminderTime: '08:00',
      timeZone: 'UTC',
    };
    expect(second.json()).toEqual(expected);
    expect((await get(alice)).json()).toEqual(expected);
  });

  it('stores a new time zone on the account, where "today" is computed', async () => {
    const carol = await registerUser(t.app, { timeZone: 'UTC' });
    const response = await put(carol, { timeZone: 'Pacific/Auckland' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'Pacific/Auckland' });

    const row = await storedFor(carol.user.id);
    expect(row.time_zone).toBe('Pacific/Auckland');
    // The zone is not among the stored preferences, which stay at the defaults.
    expect(row.settings).toBeNull();
    expect((await currentUser(carol)).timeZone).toBe('Pacific/Auckland');
    expect((await get(carol)).json().timeZone).toBe('Pacific/Auckland');
  });

  it('stores a time zone under its canonical name', async () => {
    const dan = await registerUser(t.app, { timeZone: 'UTC' });
    expect((await put(dan, { timeZone: 'europe/berlin' })).json().timeZone).toBe('Europe/Berlin');
    expect((await put(dan, { timeZone: 'US/Eastern', theme: 'system' })).json()).toEqual({
      ...DEFAULT_SETTINGS,
      theme: 'system',
      timeZone: 'America/New_York',
    });
    expect((await storedFor(dan.user.id)).time_zone).toBe('America/New_York');
  });

  it.each([
    [{ theme: 'blue' }, 'theme'],
    [{ reminderTime: '09:00' }, 'reminderTime'],
    [{ autoSave: 'yes' }, 'autoSave'],
    [{ remindersEnabled: 1 }, 'remindersEnabled'],
    [{ autoSave: true, theme: null }, 'theme'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ timeZone: '+01:00' }, 'timeZone'],
    [{ timeZone: '' }, 'timeZone'],
    [{ timeZone: 42 }, 'timeZone'],
    [{ timeZone: null }, 'timeZone'],
    [{ timeZone: `Europe/${'x'.repeat(80)}` }, 'timeZone'],
    [{ theme: 'dark', timeZone: 'Nowhere/Town' }, 'timeZone'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (payload, field) => {
    const before = await storedFor(bob.user.id);
    const response = await put(bob, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await storedFor(bob.user.id)).toEqual(before);
    expect((await get(bob)).json()).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'Europe/Berlin' });
  });

  it('names what a time zone must be', async () => {
    const response = await put(bob, { timeZone: 'Mars/Olympus' });
    expect(response.json().message).toBe(
      'timeZone: Time zone must be an IANA time zone such as Europe/Berlin',
    );
  });

  it("never shows or changes one user's settings for another", async () => {
    await put(alice, { remindersEnabled: false });
    expect((await get(bob)).json()).toEqual({ ...DEFAULT_SETTINGS, timeZone: 'Europe/Berlin' });
    await put(bob, { theme: 'system', timeZone: 'Asia/Tokyo' });
    expect((await get(alice)).json()).toMatchObject({
      remindersEnabled: false,
      theme: 'dark',
      timeZone: 'UTC',
    });
    expect((await storedFor(alice.user.id)).time_zone).toBe('UTC');
  });

  it('keeps every change when several arrive at once', async () => {
    const carol = await registerUser(t.app, { timeZone: 'UTC' });
    await Promise.all([
      put(carol, { theme: 'dark' }),
      put(carol, { autoSave: false }),
      put(carol, { reminderTime: '22:00' }),
      put(carol, { remindersEnabled: false }),
      put(carol, { timeZone: 'America/Chicago' }),
    ]);
    expect((await get(carol)).json()).toEqual({
      ...DEFAULT_SETTINGS,
      remindersEnabled: false,
      reminderTime: '22:00',
      theme: 'dark',
      autoSave: false,
      timeZone: 'America/Chicago',
    });
  });

  it('stores a weather place and a temperature unit, and removes the place with null', async () => {
    const fay = await registerUser(t.app, { timeZone: 'UTC' });
    const place = { name: 'Madrid, Spain', latitude: 40.4165, longitude: -3.70256 };
    const response = await put(fay, { weatherLocation: place, temperatureUnit: 'fahrenheit' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...DEFAULT_SETTINGS,
      weatherLocation: place,
      temperatureUnit: 'fahrenheit',
      timeZone: 'UTC',
    });
    expect((await put(fay, { weatherLocation: null })).json()).toMatchObject({
      weatherLocation: null,
      temperatureUnit: 'fahrenheit',
    });
    expect((await get(fay)).json().weatherLocation).toBeNull();
  });

  it.each([
    [{ weatherLocation: 'Madrid' }, 'weatherLocation'],
    [{ weatherLocation: { name: '', latitude: 1, longitude: 1 } }, 'weatherLocation.name'],
    [
      { weatherLocation: { name: 'x'.repeat(121), latitude: 1, longitude: 1 } },
      'weatherLocation.name',
    ],
    [{ weatherLocation: { name: 'X', latitude: 91, longitude: 1 } }, 'weatherLocation.latitude'],
    [{ weatherLocation: { name: 'X', latitude: 1, longitude: 181 } }, 'weatherLocation.longitude'],
    [{ weatherLocation: { name: 'X', latitude: 1 } }, 'weatherLocation.longitude'],
    [{ temperatureUnit: 'kelvin' }, 'temperatureUnit'],
  ])('refuses the weather setting %j with a 400 naming %s', async (payload, field) => {
    const gus = await registerUser(t.app, { timeZone: 'UTC' });
    const response = await put(gus, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect((await storedFor(gus.user.id)).settings).toBeNull();
  });

  it('remembers that the analysis disclaimer was accepted, and refuses a non-boolean', async () => {
    const erin = await registerUser(t.app, { timeZone: 'UTC' });
    expect((await get(erin)).json().analysisDisclaimerAccepted).toBe(false);

    const response = await put(erin, { analysisDisclaimerAccepted: true });
    expect(response.statusCode).toBe(200);
    const expected = { ...DEFAULT_SETTINGS, analysisDisclaimerAccepted: true, timeZone: 'UTC' };
    expect(response.json()).toEqual(expected);
    expect((await get(erin)).json()).toEqual(expected);
    const stored = (await storedFor(erin.user.id)).settings;
    expect(typeof stored === 'string' ? JSON.parse(stored) : stored).toEqual({
      analysisDisclaimerAccepted: true,
    });

    for (const value of ['yes', 1, null]) {
      const refused = await put(erin, { analysisDisclaimerAccepted: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^analysisDisclaimerAccepted: /);
    }
    expect((await get(erin)).json()).toEqual(expected);
  });
});
