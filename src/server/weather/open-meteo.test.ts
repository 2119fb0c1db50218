import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeDay, startFakeOpenMeteo, type FakeOpenMeteo } from '../test-support/fake-open-meteo';
import {
  createOpenMeteoClient,
  OpenMeteoError,
  placeName,
  toDailyWeather,
  type OpenMeteoClient,
} from './open-meteo';

let fake: FakeOpenMeteo;
let client: OpenMeteoClient;
beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  client = createOpenMeteoClient({ ...fake, timeoutMs: 300 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const utcDate = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function failureOf(promise: Promise<unknown>): Promise<OpenMeteoError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OpenMeteoError);
  return error as OpenMeteoError;
}

describe('toDailyWeather', () => {
  it("maps Open-Meteo's daily arrays, keyed by time, to one day each, nulls kept", () => {
    const days = toDailyWeather({
      time: ['2026-03-01', '2026-03-02'],
      temperature_2m_max: [14.2, null],
      temperature_2m_min: [3.1, 4],
      temperature_2m_mean: [8.6, 9.9],
      relative_humidity_2m_mean: [71, 80],
      pressure_msl_mean: [1012.4, 1003.9],
      precipitation_probability_max: [10, 90],
      wind_speed_10m_max: [12.5, 30.1],
      uv_index_max: [2.35, 1.1],
      weather_code: [2, 95],
    });
    expect(days).toEqual([
      {
        date: '2026-03-01',
        temperatureMin: 3.1,
        temperatureMax: 14.2,
        temperatureMean: 8.6,
        humidity: 71,
        pressure: 1012.4,
        precipitationChance: 10,
        windSpeed: 12.5,
        uvIndex: 2.35,
        weatherCode: 2,
        description: 'Partly Cloudy',
      },
      {
        date: '2026-03-02',
        temperatureMin: 4,
        temperatureMax: null,
        temperatureMean: 9.9,
        humidity: 80,
        pressure: 1003.9,
        precipitationChance: 90,
        windSpeed: 30.1,
        uvIndex: 1.1,
        weatherCode: 95,
        description: 'Stormy',
      },
    ]);
  });

  it('answers null for a variable the answer left out (the archive has no UV index)', () => {
    const [day] = toDailyWeather({ time: ['2020-01-01'], weather_code: [61] });
    expect(day).toMatchObject({ uvIndex: null, precipitationChance: null, description: 'Rainy' });
  });
});

describe('placeName', () => {
  it('joins name, region and country, without saying a part twice', () => {
    expect(placeName({ name: 'Madrid', admin1: 'Community of Madrid', country: 'Spain' })).toBe(
      'Madrid, Community of Madrid, Spain',
    );
    expect(placeName({ name: 'Singapore', admin1: 'Singapore', country: 'Singapore' })).toBe(
      'Singapore',
    );
    expect(placeName({ name: 'Nowhere' })).toBe('Nowhere');
    expect(placeName({ name: 'x'.repeat(200) })).toHaveLength(120);
  });
});

describe('the Open-Meteo client against the fake', () => {
  it('asks the forecast for the documented daily variables and maps the answer', async () => {
    const days = await client.forecast(40.42, -3.7);
    expect(days).toHaveLength(15);
    expect(days[7]!.date).toBe(utcDate(0));
    const expected = fakeDay(utcDate(1), 40.42, -3.7);
    expect(days[8]).toMatchObject({
      date: utcDate(1),
      temperatureMean: expected.temperature_2m_mean,
      pressure: expected.pressure_msl_mean,
      humidity: expected.relative_humidity_2m_mean,
      uvIndex: expected.uv_index_max,
      precipitationChance: expected.precipitation_probability_max,
      weatherCode: expected.weather_code,
    });
    const [request] = fake.requests;
    expect(request).toEqual({
      endpoint: 'forecast',
      params: {
        latitude: '40.42',
        longitude: '-3.7',
        daily:
          'temperature_2m_max,temperature_2m_min,temperature_2m_mean,relative_humidity_2m_mean,pressure_msl_mean,precipitation_probability_max,wind_speed_10m_max,uv_index_max,weather_code',
        timezone: 'auto',
        past_days: '7',
        forecast_days: '8',
      },
    });
  });

  it('asks the archive for a date range, without precipitation chance or UV index', async () => {
    const days = await client.archive(51.51, -0.13, '2025-01-30', '2025-02-02');
    expect(days.map((d) => d.date)).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
    ]);
    expect(days[0]).toMatchObject({
      pressure: fakeDay('2025-01-30', 51.51, -0.13).pressure_msl_mean,
      uvIndex: null,
      precipitationChance: null,
    });
    expect(fake.requests[0]!.params).toMatchObject({
      start_date: '2025-01-30',
      end_date: '2025-02-02',
      daily:
        'temperature_2m_max,temperature_2m_min,temperature_2m_mean,relative_humidity_2m_mean,pressure_msl_mean,wind_speed_10m_max,weather_code',
      timezone: 'auto',
    });
  });

  it('searches places by name in English and names them in full', async () => {
    const places = await client.searchPlaces('Madrid', 5);
    expect(places[0]).toEqual({
      name: 'Madrid, Community of Madrid, Spain',
      latitude: 40.4165,
      longitude: -3.70256,
    });
    expect(places[1]!.name).toBe('Madrid, Iowa, United States');
    expect(fake.requests[0]!.params).toMatchObject({ name: 'Madrid', count: '5', language: 'en' });
    // Open-Meteo leaves `results` out when nothing matches.
    expect(await client.searchPlaces('Atlantis', 5)).toEqual([]);
  });

  it('tries once more after a 5xx, and answers when the second try works', async () => {
    fake.fail('server-error', { times: 1 });
    expect(await client.forecast(40.42, -3.7)).toHaveLength(15);
    expect(fake.count('forecast')).toBe(2);
  });

  it('fails with a typed error after the second 5xx', async () => {
    fake.fail('server-error');
    const error = await failureOf(client.archive(40.42, -3.7, '2025-01-01', '2025-01-02'));
    expect(error).toMatchObject({ kind: 'server', status: 500 });
    expect(fake.count()).toBe(2);
  });

  it('does not try again after a refusal, and says why Open-Meteo refused', async () => {
    const error = await failureOf(client.forecast(91, 0));
    expect(error.kind).toBe('refused');
    expect(error.status).toBe(400);
    expect(error.message).toContain('Latitude must be in range of -90 to 90');
    expect(fake.count()).toBe(1);
  });

  it('gives up on a request that does not answer in time, after one more try', async () => {
    fake.fail('hang');
    const started = Date.now();
    const error = await failureOf(client.searchPlaces('Madrid', 5));
    expect(error.kind).toBe('timeout');
    expect(fake.count()).toBe(2);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports a server that cannot be reached as a network failure, tried twice', async () => {
    const nowhere = createOpenMeteoClient({
      forecastUrl: 'http://127.0.0.1:9/v1/forecast',
      archiveUrl: 'http://127.0.0.1:9/v1/archive',
      geocodingUrl: 'http://127.0.0.1:9/v1/search',
    });
    expect((await failureOf(nowhere.forecast(1, 1))).kind).toBe('network');
  });

  it('refuses an answer in an unexpected shape', async () => {
    const odd = createOpenMeteoClient({ ...fake, forecastUrl: `${fake.url}/v1/search` });
    expect((await failureOf(odd.forecast(1, 1))).kind).toBe('invalid');
  });
});
