import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Open-Meteo (forecast, archive and geocoding), answering the documented
 * JSON shapes with values made from the date and the coordinates, so tests know what to expect
 * (fakeDay). It can refuse (HTTP 400 with {"error": true, "reason": ...}, as Open-Meteo does),
 * fail (500) or hang, and it counts requests. The API tests start it in-process; the browser
 * tests' server (e2e/support/serve.mjs) starts it too, so no test ever reaches the internet.
 *
 * No imports beyond Node: serve.mjs loads this file through tsx.
 */

export type FakeEndpoint = 'forecast' | 'archive' | 'geocoding';
export type FakeFailure = 'bad-request' | 'server-error' | 'hang';

export interface FakeRequest {
  endpoint: FakeEndpoint;
  params: Record<string, string>;
}

export interface FakeOpenMeteo {
  /** http://127.0.0.1:port */
  url: string;
  forecastUrl: string;
  archiveUrl: string;
  geocodingUrl: string;
  /** WEATHER_FORECAST_URL, WEATHER_ARCHIVE_URL and WEATHER_GEOCODING_URL pointing here. */
  env: Record<'WEATHER_FORECAST_URL' | 'WEATHER_ARCHIVE_URL' | 'WEATHER_GEOCODING_URL', string>;
  /** Every request received, in order. */
  requests: FakeRequest[];
  count(endpoint?: FakeEndpoint): number;
  /**
   * Answers the next `times` requests (every one when left out) to `only` (every endpoint when
   * left out) with the failure; null goes back to answering normally.
   */
  fail(failure: FakeFailure | null, options?: { times?: number; only?: FakeEndpoint }): void;
  /** Recent days the archive has no readings for yet (ERA5 lags about 5 days). */
  archiveLagDays: number;
  /** Forgets the requests and any failure, and sets the archive lag back to 5 days. */
  reset(): void;
  close(): Promise<void>;
}

const ARCHIVE_LAG_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;
const round1 = (value: number) => Math.round(value * 10) / 10;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const todayNumber = () => Math.floor(Date.now() / DAY_MS);
const CODES = [0, 1, 2, 3, 45, 61, 63, 80, 95];

/** The day's values at a place, in Open-Meteo's daily variable names. */
export function fakeDay(date: string, latitude: number, longitude: number) {
  const day = dayOf(date);
  const mean = round1(
    15 + 10 * Math.sin((2 * Math.PI * (day - 100)) / 365) - Math.abs(latitude - 40) / 5,
  );
  return {
    temperature_2m_mean: mean,
    temperature_2m_min: round1(mean - 5),
    temperature_2m_max: round1(mean + 5),
    relative_humidity_2m_mean: Math.round(60 + 20 * Math.sin(day / 5)),
    pressure_msl_mean: round1(1013 + 8 * Math.sin(day / 3) + longitude / 100),
    precipitation_probability_max: (day * 37) % 101,
    wind_speed_10m_max: round1(10 + 5 * Math.cos(day / 4)),
    uv_index_max: round1(Math.max(0, 5 + 3 * Math.sin(day / 7))),
    weather_code: CODES[((day % CODES.length) + CODES.length) % CODES.length]!,
  };
}

const PLACES = [
  {
    id: 3117735,
    name: 'Madrid',
    latitude: 40.4165,
    longitude: -3.70256,
    elevation: 667,
    feature_code: 'PPLC',
    country_code: 'ES',
    timezone: 'Europe/Madrid',
    population: 3255944,
    country: 'Spain',
    admin1: 'Community of Madrid',
  },
  {
    id: 4866445,
    name: 'Madrid',
    latitude: 41.87665,
    longitude: -93.82328,
    elevation: 322,
    feature_code: 'PPL',
    country_code: 'US',
    timezone: 'America/Chicago',
    population: 2543,
    country: 'United States',
    admin1: 'Iowa',
  },
  {
    id: 2643743,
    name: 'London',
    latitude: 51.50853,
    longitude: -0.12574,
    elevation: 25,
    feature_code: 'PPLC',
    country_code: 'GB',
    timezone: 'Europe/London',
    population: 8961989,
    country: 'United Kingdom',
    admin1: 'England',
  },
  {
    id: 2179537,
    name: 'Wellington',
    latitude: -41.28664,
    longitude: 174.77557,
    elevation: 23,
    feature_code: 'PPLC',
    country_code: 'NZ',
    timezone: 'Pacific/Auckland',
    population: 381900,
    country: 'New Zealand',
    admin1: 'Wellington',
  },
];

const FORECAST_VARIABLES = new Set(Object.keys(fakeDay('2026-01-01', 0, 0)));
const ARCHIVE_VARIABLES = new Set(
  [...FORECAST_VARIABLES].filter(
    (name) => name !== 'precipitation_probability_max' && name !== 'uv_index_max',
  ),
);
const UNITS: Record<string, string> = {
  temperature_2m_mean: '°C',
  temperature_2m_min: '°C',
  temperature_2m_max: '°C',
  relative_humidity_2m_mean: '%',
  pressure_msl_mean: 'hPa',
  precipitation_probability_max: '%',
  wind_speed_10m_max: 'km/h',
  uv_index_max: '',
  weather_code: 'wmo code',
};

class Refusal extends Error {}

function coordinates(params: Record<string, string>) {
  const latitude = Number(params.latitude);
  const longitude = Number(params.longitude);
  if (params.latitude === undefined || params.longitude === undefined) {
    throw new Refusal("Parameter 'latitude' and 'longitude' are required");
  }
  if (!(latitude >= -90 && latitude <= 90)) {
    throw new Refusal(`Latitude must be in range of -90 to 90°. Given: ${params.latitude}.`);
  }
  if (!(longitude >= -180 && longitude <= 180)) {
    throw new Refusal(`Longitude must be in range of -180 to 180°. Given: ${params.longitude}.`);
  }
  return { latitude, longitude };
}

function dailyAnswer(
  params: Record<string, string>,
  allowed: Set<string>,
  days: number[],
  hasReadings: (day: number) => boolean,
) {
  const { latitude, longitude } = coordinates(params);
  const variables = (params.daily ?? '').split(',').filter(Boolean);
  for (const name of variables) {
    if (!allowed.has(name)) {
      throw new Refusal(
        `Data corrupted at path ''. Cannot initialize Daily from invalid String value ${name}.`,
      );
    }
  }
  const dates = days.map(dateOf);
  const daily: Record<string, unknown[]> = { time: dates };
  const dailyUnits: Record<string, string> = { time: 'iso8601' };
  for (const name of variables) {
    dailyUnits[name] = UNITS[name] ?? '';
    daily[name] = days.map((day, i) =>
      hasReadings(day)
        ? fakeDay(dates[i]!, latitude, longitude)[name as keyof ReturnType<typeof fakeDay>]
        : null,
    );
  }
  return {
    latitude: round1(latitude),
    longitude: round1(longitude),
    generationtime_ms: 0.05,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 650,
    daily_units: dailyUnits,
    daily,
  };
}

function forecast(params: Record<string, string>) {
  const past = Number(params.past_days ?? 0);
  const coming = Number(params.forecast_days ?? 7);
  if (!(past >= 0 && past <= 92) || !(coming >= 0 && coming <= 16)) {
    throw new Refusal('Forecast days is invalid. Allowed range 0 to 16.');
  }
  const today = todayNumber();
  const days = Array.from({ length: past + coming }, (_, i) => today - past + i);
  return dailyAnswer(params, FORECAST_VARIABLES, days, () => true);
}

function archive(params: Record<string, string>, lagDays: number) {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(params.start_date ?? '') || !pattern.test(params.end_date ?? '')) {
    throw new Refusal("Parameter 'start_date' and 'end_date' must be set together");
  }
  const start = dayOf(params.start_date!);
  const end = dayOf(params.end_date!);
  if (end < start) throw new Refusal('End-date must be larger or equals than start-date');
  const days = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  const firstWithout = todayNumber() - lagDays;
  return dailyAnswer(params, ARCHIVE_VARIABLES, days, (day) => day < firstWithout);
}

function geocoding(params: Record<string, string>) {
  const name = (params.name ?? '').trim().toLowerCase();
  const count = Math.min(Math.max(Number(params.count ?? 10) || 10, 1), 100);
  const answer = { generationtime_ms: 0.2 };
  // Open-Meteo: an empty string or one character returns an empty result, without `results`.
  if (name.length < 2) return answer;
  const results = PLACES.filter((place) => place.name.toLowerCase().startsWith(name));
  return results.length > 0 ? { results: results.slice(0, count), ...answer } : answer;
}

const ENDPOINTS: Record<
  string,
  { endpoint: FakeEndpoint; answer: (params: Record<string, string>, lagDays: number) => unknown }
> = {
  '/v1/forecast': { endpoint: 'forecast', answer: forecast },
  '/v1/archive': { endpoint: 'archive', answer: archive },
  '/v1/search': { endpoint: 'geocoding', answer: geocoding },
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export async function startFakeOpenMeteo(options: { port?: number } = {}): Promise<FakeOpenMeteo> {
  const requests: FakeRequest[] = [];
  let failure: { how: FakeFailure; times: number; only?: FakeEndpoint } | null = null;

  /** Test control for the browser tests: POST /__fake/fail {"failure", "times", "only"}. */
  function control(request: IncomingMessage, response: ServerResponse, path: string) {
    if (path === '/__fake/requests') return send(response, 200, requests);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (path === '/__fake/reset') fake.reset();
      else {
        const wanted = JSON.parse(body || '{}') as {
          failure?: FakeFailure | null;
          times?: number;
          only?: FakeEndpoint;
        };
        fake.fail(wanted.failure ?? null, wanted);
      }
      send(response, 200, { ok: true });
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/__fake/')) return control(request, response, url.pathname);
    const route = ENDPOINTS[url.pathname];
    if (!route) return send(response, 404, { error: true, reason: 'Not Found' });
    const params = Object.fromEntries(url.searchParams);
    requests.push({ endpoint: route.endpoint, params });
    if (failure && (!failure.only || failure.only === route.endpoint)) {
      const { how } = failure;
      failure.times -= 1;
      if (failure.times <= 0) failure = null;
      if (how === 'hang') return; // never answers; close() ends the connection
      if (how === 'server-error') return send(response, 500, { error: true, reason: 'Internal' });
      return send(response, 400, { error: true, reason: 'Cannot serve this request (fake)' });
    }
    try {
      send(response, 200, route.answer(params, fake.archiveLagDays));
    } catch (error) {
      if (error instanceof Refusal) send(response, 400, { error: true, reason: error.message });
      else send(response, 500, { error: true, reason: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeOpenMeteo = {
    url,
    forecastUrl: `${url}/v1/forecast`,
    archiveUrl: `${url}/v1/archive`,
    geocodingUrl: `${url}/v1/search`,
    env: {
      WEATHER_FORECAST_URL: `${url}/v1/forecast`,
      WEATHER_ARCHIVE_URL: `${url}/v1/archive`,
      WEATHER_GEOCODING_URL: `${url}/v1/search`,
    },
    requests,
    count: (endpoint) =>
      endpoint ? requests.filter((r) => r.endpoint === endpoint).length : requests.length,
    fail(how, { times = Infinity, only } = {}) {
      failure = how ? { how, times, only } : null;
    },
    archiveLagDays: ARCHIVE_LAG_DAYS,
    reset() {
      requests.length = 0;
      failure = null;
      fake.archiveLagDays = ARCHIVE_LAG_DAYS;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
