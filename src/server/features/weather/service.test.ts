import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import type { WeatherLocation } from '@core/weather';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../test-support/fake-open-meteo';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { createSettingsStore } from '../settings/store';
import { createWeatherService, RETRY_PAUSE_MS, type WeatherService } from './service';
import { createWeatherStore } from './store';
import { FORECAST_MAX_AGE_MS } from './weather-days';

/**
 * The weather service on its own clock: the app's own weather is off here, and this instance
 * fills the entries the API stored.
 */
let t: TestApp;
let fake: FakeOpenMeteo;
let weather: WeatherService;
let now: number;
let warnings: string[];
beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  t = await createTestApp({ config: { weather: { ...fakeUrls(), enabled: false } } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  now = Date.now();
  warnings = [];
  weather = createWeatherService({
    config: { ...fakeUrls(), enabled: true },
    store: createWeatherStore(t.database),
    settings: createSettingsStore(t.database),
    log: { warn: (_object, message) => void warnings.push(message), info: () => {} },
    clock: () => new Date(now),
  });
});
afterEach(() => weather.close());

function fakeUrls() {
  return {
    forecastUrl: fake.forecastUrl,
    archiveUrl: fake.archiveUrl,
    geocodingUrl: fake.geocodingUrl,
  };
}

const today = () => new Date(now).toISOString().slice(0, 10);
let places = 0;
/** A place of its own for each test, so the shared cache starts empty. */
const newPlace = (): WeatherLocation => {
  places += 1;
  return { name: `Place ${places}`, latitude: 10 + places, longitude: 20 + places };
};

async function userWithEntries(place: WeatherLocation, dates: string[]) {
  const who = await registerUser(t.app, { timeZone: 'UTC' });
  const headers = { cookie: who.cookie };
  await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers,
    payload: { weatherLocation: place },
  });
  const ids: string[] = [];
  for (const date of dates) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers,
      payload: { date, painLevel: 3 },
    });
    ids.push((response.json() as { id: string }).id);
  }
  const pressures = async () =>
    (
      (await t.app.inject({ url: '/api/journal-entries', headers })).json() as Array<{
        pressure: number | null;
      }>
    ).map((entry) => entry.pressure);
  return { id: who.user.id, ids, pressures };
}

describe('the weather service', () => {
  it('after a failure waits a minute, then the next save fills what was missed', async () => {
    const user = await userWithEntries(newPlace(), [addDays(today(), -1), today()]);
    fake.fail('server-error');
    weather.entrySaved(user.id, user.ids[0]!);
    await weather.idle();
    expect(fake.count()).toBe(2);
    expect(warnings).toHaveLength(1);

    fake.fail(null);
    now += 10_000;
    weather.entrySaved(user.id, user.ids[1]!);
    await weather.idle();
    expect(fake.count()).toBe(2);
    expect(await user.pressures()).toEqual([null, null]);

    now += RETRY_PAUSE_MS;
    weather.entrySaved(user.id, user.ids[1]!);
    await weather.idle();
    expect((await user.pressures()).every((pressure) => typeof pressure === 'number')).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('does no work for a save that already carries its weather', async () => {
    // Saved while the service failed: the entry has no weather yet.
    fake.fail('server-error');
    const user = await userWithEntries(newPlace(), [today()]);
    await weather.idle();
    fake.fail(null);
    now += RETRY_PAUSE_MS;
    const before = fake.count();
    weather.entrySaved(user.id, user.ids[0]!, { weather_data: '{"source":"manual"}', pressure: 1 });
    await weather.idle();
    expect(fake.count()).toBe(before);
    weather.entrySaved(user.id, user.ids[0]!, { weather_data: null, pressure: null });
    await weather.idle();
    expect(fake.count()).toBeGreaterThan(before);
    expect(await user.pressures()).toEqual([expect.any(Number)]);
  });

  it('asks for the forecast again once it is 3 hours old, and keeps the archive', async () => {
    // Early in the UTC day, so that three hours later it is still the same "today".
    now = Date.parse(`${today()}T06:00:00.000Z`);
    const place = newPlace();
    await weather.forecast(place, today());
    now += FORECAST_MAX_AGE_MS - 60_000;
    await weather.forecast(place, today());
    expect(fake.count('forecast')).toBe(1);
    now += 60_000;
    expect(await weather.forecast(place, today())).toHaveLength(8);
    expect(fake.count('forecast')).toBe(2);

    const old = await weather.weatherForDates(place, ['2024-05-01', '2024-05-03'], today());
    expect([...old.keys()]).toEqual(['2024-05-01', '2024-05-03']);
    now += 100 * FORECAST_MAX_AGE_MS;
    await weather.weatherForDates(place, ['2024-05-02'], today());
    expect(fake.count('archive')).toBe(1);
  });

  it('makes one request for the same place asked for at once', async () => {
    const place = newPlace();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => weather.forecast(place, today())),
    );
    // Equal, not the same text: PostgreSQL's jsonb orders an object's keys its own way.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toHaveLength(8);
    expect(fake.count()).toBe(1);
  });

  it('getForecastFor never throws: [] while the service is down', async () => {
    const user = await userWithEntries(newPlace(), []);
    fake.fail('server-error');
    expect(await weather.getForecastFor(user.id)).toEqual([]);
    expect(await weather.forecastStatusFor(user.id)).toEqual({ status: 'unavailable', days: [] });
    expect(await weather.getForecastFor('no-such-user')).toEqual([]);
  });

  it('closing cancels a request that hangs, without calling it an outage', async () => {
    const user = await userWithEntries(newPlace(), [today()]);
    fake.fail('hang');
    weather.entrySaved(user.id, user.ids[0]!);
    while (fake.count() === 0) await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    await weather.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings).toEqual([]);
  });
});
