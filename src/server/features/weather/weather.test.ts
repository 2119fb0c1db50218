import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import { DEFAULT_SETTINGS } from '@core/settings';
import { describeWeatherCode, type WeatherLocation } from '@core/weather';
import {
  fakeDay,
  startFakeOpenMeteo,
  type FakeOpenMeteo,
} from '../../test-support/fake-open-meteo';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { PLACE_SEARCHES_PER_MINUTE, TOO_MANY_SEARCHES } from './routes';
import { NO_PLACE_MESSAGE, WEATHER_DOWN_MESSAGE, WEATHER_OFF_MESSAGE } from './service';

type Who = { cookie: string; email: string; user: { id: string } };
type Entry = Record<string, unknown> & { id: string; updatedAt: string };

const MADRID: WeatherLocation = {
  name: 'Madrid, Community of Madrid, Spain',
  latitude: 40.4165,
  longitude: -3.70256,
};
/** A few hundred metres from MADRID: the same rounded place, "40.42,-3.70". */
const MADRID_NEARBY: WeatherLocation = { name: 'Madrid', latitude: 40.4189, longitude: -3.6981 };
const LONDON: WeatherLocation = {
  name: 'London, England',
  latitude: 51.50853,
  longitude: -0.12574,
};
const WELLINGTON: WeatherLocation = {
  name: 'Wellington, New Zealand',
  latitude: -41.28664,
  longitude: 174.77557,
};

const today = () => new Date().toISOString().slice(0, 10);

/** What the fake answers for the place as the service asks for it (two decimals). */
function expectedDay(date: string, place: WeatherLocation) {
  const day = fakeDay(date, Number(place.latitude.toFixed(2)), Number(place.longitude.toFixed(2)));
  return {
    temperature: day.temperature_2m_mean,
    humidity: day.relative_humidity_2m_mean,
    pressure: day.pressure_msl_mean,
    windSpeed: day.wind_speed_10m_max,
    weatherConditions: describeWeatherCode(day.weather_code),
  };
}

function harness(options: { weather?: boolean } = {}) {
  const h = {} as { t: TestApp; fake: FakeOpenMeteo; logs: string[] };
  beforeAll(async () => {
    h.fake = await startFakeOpenMeteo();
    h.logs = [];
    h.t = await createTestApp({
      config: {
        logLevel: 'info',
        weather: {
          enabled: options.weather ?? true,
          forecastUrl: h.fake.forecastUrl,
          archiveUrl: h.fake.archiveUrl,
          geocodingUrl: h.fake.geocodingUrl,
        },
      },
      logStream: { write: (line) => void h.logs.push(line) },
    });
  });
  afterAll(async () => {
    await h.t.close();
    await h.fake.close();
  });
  beforeEach(() => h.fake.reset());
  return h;
}

function client(h: { t: TestApp }) {
  const as = (who: Who) => ({ cookie: who.cookie });
  return {
    signUp: () => registerUser(h.t.app, { timeZone: 'UTC' }) as Promise<Who>,
    setPlace: async (who: Who, weatherLocation: WeatherLocation | null) => {
      const response = await h.t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: as(who),
        payload: { weatherLocation },
      });
      expect(response.statusCode).toBe(200);
    },
    save: async (who: Who, payload: object) => {
      const response = await h.t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers: as(who),
        payload: { painLevel: 4, ...payload },
      });
      expect(response.statusCode).toBeLessThan(300);
      return response.json() as Entry;
    },
    entries: async (who: Who) =>
      (await h.t.app.inject({ url: '/api/journal-entries', headers: as(who) })).json() as Entry[],
    get: (who: Who | null, url: string) => h.t.app.inject({ url, headers: who ? as(who) : {} }),
    backfill: (who: Who | null) =>
      h.t.app.inject({
        method: 'POST',
        url: '/api/weather/backfill',
        headers: who ? as(who) : {},
      }),
  };
}

describe('weather with the service up', () => {
  const h = harness();
  const api = client(h);
  const idle = () => h.t.app.weather.idle();

  it('answers 401 to a visitor on every weather route', async () => {
    for (const url of ['/api/weather/places?q=Madrid', '/api/weather/forecast']) {
      const response = await api.get(null, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect((await api.backfill(null)).statusCode).toBe(401);
    expect(h.fake.count()).toBe(0);
  });

  it('new accounts have no place and Celsius, so no weather at all', async () => {
    const who = await api.signUp();
    const settings = (await api.get(who, '/api/settings')).json();
    expect(settings).toMatchObject({ weatherLocation: null, temperatureUnit: 'celsius' });
    await api.save(who, { date: today() });
    await idle();
    expect(h.fake.count()).toBe(0);
  });

  it('finds places by name, each with its coordinates', async () => {
    const who = await api.signUp();
    const response = await api.get(who, '/api/weather/places?q=Madrid');
    expect(response.statusCode).toBe(200);
    const places = response.json() as WeatherLocation[];
    expect(places[0]).toEqual(MADRID);
    expect(places.map((p) => p.name)).toContain('Madrid, Iowa, United States');
    expect(h.fake.requests).toEqual([
      {
        endpoint: 'geocoding',
        params: { name: 'Madrid', count: '10', language: 'en', format: 'json' },
      },
    ]);
    expect((await api.get(who, '/api/weather/places?q=Atlantis')).json()).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['?q=M', 'q'],
    ['?q=%20%20M%20', 'q'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 naming the field for the search %s, and asks no one', async (query, field) => {
    const who = await api.signUp();
    const response = await api.get(who, `/api/weather/places${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field}: Place search must be 2 to 100 characters`);
    expect(h.fake.count()).toBe(0);
  });

  it('limits place searches to 30 a minute for each person', async () => {
    const who = await api.signUp();
    for (let i = 0; i < PLACE_SEARCHES_PER_MINUTE; i += 1) {
      expect((await api.get(who, '/api/weather/places?q=London')).statusCode).toBe(200);
    }
    const refused = await api.get(who, '/api/weather/places?q=London');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_SEARCHES });
    expect(h.fake.count()).toBe(PLACE_SEARCHES_PER_MINUTE);
    // Someone else searches as before.
    expect((await api.get(await api.signUp(), '/api/weather/places?q=London')).statusCode).toBe(
      200,
    );
  });

  it('answers 409 for the forecast and the backfill until a place is chosen', async () => {
    const who = await api.signUp();
    for (const response of [await api.get(who, '/api/weather/forecast'), await api.backfill(who)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: NO_PLACE_MESSAGE });
    }
    expect(h.fake.count()).toBe(0);
  });

  it("gives 8 forecast days from today, and a neighbour's forecast costs no request", async () => {
    const ana = await api.signUp();
    await api.setPlace(ana, MADRID);
    const response = await api.get(ana, '/api/weather/forecast');
    expect(response.statusCode).toBe(200);
    const days = response.json() as Array<Record<string, unknown>>;
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 8 }, (_, i) => addDays(today(), i)),
    );
    const tomorrow = fakeDay(addDays(today(), 1), 40.42, -3.7);
    expect(days[1]).toEqual({
      date: addDays(today(), 1),
      temperatureMin: tomorrow.temperature_2m_min,
      temperatureMax: tomorrow.temperature_2m_max,
      temperatureMean: tomorrow.temperature_2m_mean,
      humidity: tomorrow.relative_humidity_2m_mean,
      pressure: tomorrow.pressure_msl_mean,
      precipitationChance: tomorrow.precipitation_probability_max,
      windSpeed: tomorrow.wind_speed_10m_max,
      uvIndex: tomorrow.uv_index_max,
      weatherCode: tomorrow.weather_code,
      description: describeWeatherCode(tomorrow.weather_code),
    });
    // Only the place's coordinates, to two decimals, leave the server.
    expect(h.fake.requests).toHaveLength(1);
    expect(h.fake.requests[0]!.params).toMatchObject({ latitude: '40.42', longitude: '-3.7' });

    const ben = await api.signUp();
    await api.setPlace(ben, MADRID_NEARBY);
    expect((await api.get(ben, '/api/weather/forecast')).json()).toEqual(days);
    expect(await h.t.app.weather.getForecastFor(ben.user.id)).toEqual(days);
    expect(h.fake.count()).toBe(1);

    const cleo = await api.signUp();
    await api.setPlace(cleo, LONDON);
    await api.get(cleo, '/api/weather/forecast');
    expect(h.fake.count()).toBe(2);
  });

  it('fills an entry after the save, keeping every value the user entered', async () => {
    const who = await api.signUp();
    await api.setPlace(who, MADRID);
    const saved = await api.save(who, { date: today(), temperature: 30.5, humidity: 12 });
    // The save answers before the weather is there.
    expect(saved).toMatchObject({ temperature: 30.5, humidity: 12, pressure: null });
    await idle();
    const [entry] = await api.entries(who);
    const expected = expectedDay(today(), MADRID);
    expect(entry).toMatchObject({
      id: saved.id,
      temperature: 30.5,
      humidity: 12,
      pressure: expected.pressure,
      windSpeed: expected.windSpeed,
      weatherConditions: expected.weatherConditions,
      // Filling weather is not an edit: a later save from the device is not a conflict.
      updatedAt: saved.updatedAt,
    });
    expect(entry!.weatherData).toMatchObject({
      date: today(),
      temperatureMean: expected.temperature,
      location: MADRID.name,
      source: 'forecast',
    });
  });

  it('fills an old entry from the archive, and an edited entry when the place was set later', async () => {
    const who = await api.signUp();
    const old = await api.save(who, { date: '2025-03-10', kind: 'quick' });
    await idle();
    expect(h.fake.count()).toBe(0);
    await api.setPlace(who, LONDON);
    const response = await h.t.app.inject({
      method: 'PUT',
      url: `/api/journal-entries/${old.id}`,
      headers: { cookie: who.cookie },
      payload: { notes: 'Rain all day' },
    });
    expect(response.statusCode).toBe(200);
    await idle();
    const [entry] = await api.entries(who);
    expect(entry).toMatchObject({
      notes: 'Rain all day',
      ...expectedDay('2025-03-10', LONDON),
      uvIndex: null,
    });
    expect(entry!.weatherData).toMatchObject({ source: 'archive', location: LONDON.name });
    expect(h.fake.requests.map((r) => [r.endpoint, r.params.start_date])).toEqual([
      ['archive', '2025-03-10'],
    ]);
  });

  it('the list answers anew once the weather is there (its ETag counts it)', async () => {
    const who = await api.signUp();
    // A place nobody here has asked about yet, so nothing is cached.
    await api.setPlace(who, WELLINGTON);
    h.fake.fail('server-error');
    await api.save(who, { date: addDays(today(), -3) });
    await idle();
    const before = await api.get(who, '/api/journal-entries');
    h.fake.fail(null);
    h.t.app.weather.fillPending();
    await idle();
    expect((await api.entries(who))[0]!.pressure).not.toBeNull();
    const after = await h.t.app.inject({
      url: '/api/journal-entries',
      headers: { cookie: who.cookie, 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
  });

  it('costs one request for many people saving in one place', async () => {
    const people = await Promise.all([api.signUp(), api.signUp(), api.signUp()]);
    for (const who of people) await api.setPlace(who, MADRID_NEARBY);
    await h.t.app.weather.forecast(MADRID, today());
    h.fake.reset();
    for (const who of people) await api.save(who, { date: today(), kind: 'quick' });
    await idle();
    for (const who of people) expect((await api.entries(who))[0]!.pressure).not.toBeNull();
    expect(h.fake.count()).toBe(0);
  });

  it('stops asking once the place is removed', async () => {
    const who = await api.signUp();
    await api.setPlace(who, LONDON);
    await api.setPlace(who, null);
    expect((await api.get(who, '/api/settings')).json().weatherLocation).toBeNull();
    await api.save(who, { date: '2025-06-01' });
    await idle();
    h.t.app.weather.fillPending();
    await idle();
    expect(h.fake.count()).toBe(0);
    expect((await api.get(who, '/api/weather/forecast')).statusCode).toBe(409);
  });
});

describe('POST /api/weather/backfill', () => {
  const h = harness();
  const api = client(h);

  it("fills the user's past entries a year at a time, says how many are left, and is idempotent", async () => {
    const alice = await api.signUp();
    const bob = await api.signUp();
    const dates = [addDays(today(), -2), addDays(today(), -40), addDays(today(), -300)];
    const older = [addDays(today(), -400), addDays(today(), -420)];
    // Written before a place was chosen: no weather.
    for (const date of [...dates, ...older]) await api.save(alice, { date });
    // An entry whose pressure the user wrote themselves is not the backfill's.
    const own = await api.save(alice, { date: addDays(today(), -500), pressure: 990 });
    await api.save(bob, { date: addDays(today(), -40) });
    await h.t.app.weather.idle();
    await api.setPlace(alice, MADRID);
    expect(h.fake.count()).toBe(0);

    const first = await api.backfill(alice);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ filled: 3, remaining: 2 });
    // One forecast request for the last week, one archive request for the rest of the year.
    expect(h.fake.requests.map((r) => r.endpoint).sort()).toEqual(['archive', 'forecast']);
    expect((await api.backfill(alice)).json()).toEqual({ filled: 2, remaining: 0 });
    expect(h.fake.count('archive')).toBe(2);
    expect((await api.backfill(alice)).json()).toEqual({ filled: 0, remaining: 0 });
    expect(h.fake.count()).toBe(3);

    const entries = await api.entries(alice);
    for (const entry of entries.filter((e) => e.id !== own.id)) {
      expect(entry).toMatchObject(expectedDay(entry.date as string, MADRID));
    }
    expect(entries.find((e) => e.id === own.id)).toMatchObject({
      pressure: 990,
      temperature: null,
    });
    // Bob has no place: his entry is untouched.
    expect((await api.entries(bob))[0]).toMatchObject({ pressure: null, weatherData: null });
  });

  it('does not count days the archive has no readings for yet, so the progress ends', async () => {
    const who = await api.signUp();
    await api.setPlace(who, LONDON);
    h.fake.archiveLagDays = 30;
    await api.save(who, { date: addDays(today(), -20) });
    await h.t.app.weather.idle();
    expect(h.fake.count('archive')).toBe(1);
    expect((await api.backfill(who)).json()).toEqual({ filled: 0, remaining: 0 });
    // Asked a moment ago: not asked again until some hours have passed.
    expect(h.fake.count('archive')).toBe(1);
    expect((await api.entries(who))[0]).toMatchObject({ pressure: null, weatherData: null });
  });
});

describe('weather while the service is down', () => {
  const h = harness();
  const api = client(h);
  const idle = () => h.t.app.weather.idle();

  it('saves at once, logs once without personal data, and fills in later', async () => {
    const who = await api.signUp();
    await api.setPlace(who, MADRID);
    h.fake.fail('server-error');
    const first = await api.save(who, { date: today(), notes: 'private words' });
    const second = await api.save(who, { date: addDays(today(), -1), notes: 'more words' });
    await idle();
    // One request and its retry; the second save did not ask the failing service again.
    expect(h.fake.count()).toBe(2);
    expect((await api.entries(who)).map((e) => e.pressure)).toEqual([null, null]);

    const warnings = h.logs.filter((line) => line.includes('Weather service'));
    expect(warnings).toHaveLength(1);
    for (const secret of [who.email, who.user.id, '40.4', 'private words', 'Madrid']) {
      expect(warnings[0]).not.toContain(secret);
    }

    // What a person asks for tries again at once, and says the service is down.
    for (const response of [await api.get(who, '/api/weather/forecast'), await api.backfill(who)]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: WEATHER_DOWN_MESSAGE });
    }
    expect(await h.t.app.weather.getForecastFor(who.user.id)).toEqual([]);
    expect((await api.get(who, '/api/weather/places?q=Madrid')).statusCode).toBe(503);

    h.fake.fail(null);
    h.t.app.weather.fillPending();
    await idle();
    const entries = await api.entries(who);
    expect(entries.map((e) => e.id).sort()).toEqual([first.id, second.id].sort());
    for (const entry of entries)
      expect(entry.pressure).toBe(expectedDay(entry.date as string, MADRID).pressure);
    expect(h.logs.filter((line) => line.includes('Weather service'))).toHaveLength(2);
  });
});

describe('WEATHER=off', () => {
  const h = harness({ weather: false });
  const api = client(h);

  it('answers 503 everywhere, still stores the place, and never asks the service', async () => {
    const who = await api.signUp();
    await api.setPlace(who, MADRID);
    for (const response of [
      await api.get(who, '/api/weather/places?q=Madrid'),
      await api.get(who, '/api/weather/forecast'),
      await api.backfill(who),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: WEATHER_OFF_MESSAGE });
    }
    await api.save(who, { date: today() });
    h.t.app.weather.fillPending();
    await h.t.app.weather.idle();
    expect((await api.entries(who))[0]).toMatchObject({ pressure: null, weatherData: null });
    expect(await h.t.app.weather.forecastStatusFor(who.user.id)).toEqual({
      status: 'off',
      days: [],
    });
    expect(h.fake.count()).toBe(0);
    expect(DEFAULT_SETTINGS.weatherLocation).toBeNull();
  });
});
