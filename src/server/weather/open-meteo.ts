import { z } from 'zod';
import { jsonGetter, type ServiceFailure } from '../json-service';
import {
  describeWeatherCode,
  WEATHER_PLACE_NAME_MAX,
  type DailyWeather,
  type WeatherLocation,
} from '@core/weather';

/**
 * The one client of Open-Meteo (https://open-meteo.com/en/docs): daily forecast, daily archive
 * and place search. No key and no account: a request carries the coordinates or the place name
 * and nothing else. Each request has a time-out and is tried once more after a network error, a
 * 5xx or a time-out; anything else throws an OpenMeteoError at once.
 */

export const OPEN_METEO_TIMEOUT_MS = 5000;
/** Days before today that a forecast request also answers (the archive lags about 5 days). */
export const FORECAST_PAST_DAYS = 7;
export const FORECAST_DAYS = 8;

const FORECAST_DAILY = [
  'temperature_2m_max',
  'temperature_2m_min',
  'temperature_2m_mean',
  'relative_humidity_2m_mean',
  'pressure_msl_mean',
  'precipitation_probability_max',
  'wind_speed_10m_max',
  'uv_index_max',
  'weather_code',
].join(',');
const ARCHIVE_DAILY = [
  'temperature_2m_max',
  'temperature_2m_min',
  'temperature_2m_mean',
  'relative_humidity_2m_mean',
  'pressure_msl_mean',
  'wind_speed_10m_max',
  'weather_code',
].join(',');

/**
 * `paused` is never thrown here: the weather service uses it for a request it did not make
 * because the service failed moments before.
 */
export type OpenMeteoFailure = ServiceFailure | 'paused';

/** Why a request failed. The message never holds the coordinates or the searched name. */
export class OpenMeteoError extends Error {
  constructor(
    readonly kind: OpenMeteoFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OpenMeteoError';
  }
}

const series = z.array(z.number().nullable()).optional();
const dailyAnswer = z.object({
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: series,
    temperature_2m_min: series,
    temperature_2m_mean: series,
    relative_humidity_2m_mean: series,
    pressure_msl_mean: series,
    precipitation_probability_max: series,
    wind_speed_10m_max: series,
    uv_index_max: series,
    weather_code: series,
  }),
});
type DailyAnswer = z.infer<typeof dailyAnswer>['daily'];

const geocodingAnswer = z.object({
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        admin1: z.string().optional(),
        country: z.string().optional(),
      }),
    )
    .optional(),
});

/** Open-Meteo's daily arrays, keyed by `time`, as one DailyWeather per day. */
export function toDailyWeather(daily: DailyAnswer): DailyWeather[] {
  return daily.time.map((date, i) => {
    const at = (values: (number | null)[] | undefined) => values?.[i] ?? null;
    const weatherCode = at(daily.weather_code);
    return {
      date,
      temperatureMin: at(daily.temperature_2m_min),
      temperatureMax: at(daily.temperature_2m_max),
      temperatureMean: at(daily.temperature_2m_mean),
      humidity: at(daily.relative_humidity_2m_mean),
      pressure: at(daily.pressure_msl_mean),
      precipitationChance: at(daily.precipitation_probability_max),
      windSpeed: at(daily.wind_speed_10m_max),
      uvIndex: at(daily.uv_index_max),
      weatherCode,
      description: describeWeatherCode(weatherCode),
    };
  });
}

/** "Madrid, Community of Madrid, Spain": the parts that say something new. */
export function placeName(result: { name: string; admin1?: string; country?: string }): string {
  const parts: string[] = [];
  for (const part of [result.name, result.admin1, result.country]) {
    const trimmed = part?.trim();
    if (trimmed && !parts.includes(trimmed)) parts.push(trimmed);
  }
  return parts.join(', ').slice(0, WEATHER_PLACE_NAME_MAX);
}

export interface OpenMeteoOptions {
  forecastUrl: string;
  archiveUrl: string;
  geocodingUrl: string;
  timeoutMs?: number;
  /** Aborts every request in flight (the server closing). */
  signal?: AbortSignal;
}

export interface OpenMeteoClient {
  /** The days from FORECAST_PAST_DAYS before today to FORECAST_DAYS - 1 after it, at the place. */
  forecast(latitude: number, longitude: number): Promise<DailyWeather[]>;
  /** Past days from `start` to `end` (yyyy-MM-dd, inclusive). */
  archive(latitude: number, longitude: number, start: string, end: string): Promise<DailyWeather[]>;
  searchPlaces(name: string, count: number): Promise<WeatherLocation[]>;
}

export function createOpenMeteoClient(options: OpenMeteoOptions): OpenMeteoClient {
  const timeoutMs = options.timeoutMs ?? OPEN_METEO_TIMEOUT_MS;

  const get = jsonGetter({
    name: 'Weather service',
    timeoutMs,
    signal: options.signal,
    abortedMessage: 'Weather request cancelled',
    error: (kind, message, status) => new OpenMeteoError(kind, message, status),
    // Open-Meteo explains a refusal as {"error": true, "reason": "..."}.
    refusalDetail: (body) => {
      const reason = (body as { reason?: unknown } | undefined)?.reason;
      return typeof reason === 'string' ? `: ${reason.slice(0, 200)}` : '';
    },
  });

  const at = (base: string, params: Record<string, string | number>) => {
    const url = new URL(base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    return url;
  };

  return {
    async forecast(latitude, longitude) {
      const url = at(options.forecastUrl, {
        latitude,
        longitude,
        daily: FORECAST_DAILY,
        timezone: 'auto',
        past_days: FORECAST_PAST_DAYS,
        forecast_days: FORECAST_DAYS,
      });
      return toDailyWeather((await get(url, dailyAnswer)).daily);
    },

    async archive(latitude, longitude, start, end) {
      const url = at(options.archiveUrl, {
        latitude,
        longitude,
        start_date: start,
        end_date: end,
        daily: ARCHIVE_DAILY,
        timezone: 'auto',
      });
      return toDailyWeather((await get(url, dailyAnswer)).daily);
    },

    async searchPlaces(name, count) {
      const url = at(options.geocodingUrl, { name, count, language: 'en', format: 'json' });
      const { results = [] } = await get(url, geocodingAnswer);
      return results.map((result) => ({
        name: placeName(result),
        latitude: result.latitude,
        longitude: result.longitude,
      }));
    },
  };
}
