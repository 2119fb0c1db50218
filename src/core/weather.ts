import { z } from 'zod';

/**
 * Weather as Cairn reads it: one day at one place, in metric units (the screens convert
 * temperatures to the unit the user chose). Filled on the server from Open-Meteo (forecast for
 * today and the next 7 days, archive for past dates) for the location the user set in Settings.
 */

/** A place the user chose; only these coordinates are ever sent to the weather service. */
export interface WeatherLocation {
  /** As the user will recognise it, e.g. "Madrid, Spain". */
  name: string;
  /** Degrees, -90 to 90. */
  latitude: number;
  /** Degrees, -180 to 180. */
  longitude: number;
}

/** The spec's four descriptions of a forecast day (document 2 section 3). */
export type WeatherDescription = 'Sunny' | 'Partly Cloudy' | 'Rainy' | 'Stormy';

/** One calendar day's weather at one location. Any field the service left out is null. */
export interface DailyWeather {
  /** yyyy-MM-dd in the location's own time zone. */
  date: string;
  /** Degrees Celsius. */
  temperatureMin: number | null;
  temperatureMax: number | null;
  /** Mean of the day, degrees Celsius: what a journal entry's temperature holds. */
  temperatureMean: number | null;
  /** Mean relative humidity, percent. */
  humidity: number | null;
  /** Mean sea-level pressure, hPa: what a journal entry's pressure holds. */
  pressure: number | null;
  /** Highest chance of precipitation in the day, percent (forecast days only, else null). */
  precipitationChance: number | null;
  /** Highest wind speed, km/h. */
  windSpeed: number | null;
  /** Highest UV index (forecast days only, else null). */
  uvIndex: number | null;
  /** WMO weather code (Open-Meteo's `weather_code`). */
  weatherCode: number | null;
  description: WeatherDescription | null;
}

/** How a temperature is shown; stored values are always degrees Celsius. */
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export const WEATHER_PLACE_NAME_MAX = 120;

const degrees = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` });

const PLACE_NAME_MESSAGE = `Place name must be 1 to ${WEATHER_PLACE_NAME_MAX} characters`;

/** The place a user chooses in Settings (or null there, to turn weather off for them). */
export const weatherLocationSchema = z.object(
  {
    name: z
      .string({ error: PLACE_NAME_MESSAGE })
      .trim()
      .min(1, { error: PLACE_NAME_MESSAGE })
      .max(WEATHER_PLACE_NAME_MAX, { error: PLACE_NAME_MESSAGE }),
    latitude: degrees('Latitude', 90),
    longitude: degrees('Longitude', 180),
  },
  { error: 'Weather location must be a place with a name, latitude and longitude, or null' },
);

const PLACE_SEARCH_MESSAGE = 'Place search must be 2 to 100 characters';

/** `GET /api/weather/places?q=`: a place name to look up. */
export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: PLACE_SEARCH_MESSAGE })
    .trim()
    .min(2, { error: PLACE_SEARCH_MESSAGE })
    .max(100, { error: PLACE_SEARCH_MESSAGE }),
});

/** Where a day's weather came from: Open-Meteo's forecast (recent days too) or its archive. */
export type WeatherSource = 'forecast' | 'archive';

/** Why a forecast has no days, for a screen to say so (the prediction page's weatherStatus). */
export type WeatherForecastStatus = 'ok' | 'no-location' | 'off' | 'unavailable';

/** `POST /api/weather/backfill`: entries filled by this call, and those still to do. */
export interface WeatherBackfillResult {
  filled: number;
  remaining: number;
}

/**
 * WMO weather interpretation codes (Open-Meteo's `weather_code`) in the spec's four words:
 * 0-1 clear or mainly clear; 2-48 partly cloudy, overcast or fog; 51-86 drizzle, rain, snow and
 * showers (all "Rainy": the spec has no word for snow); 95-99 thunderstorms.
 */
export function describeWeatherCode(code: number | null): WeatherDescription | null {
  if (code === null || !Number.isInteger(code) || code < 0 || code > 99) return null;
  if (code <= 1) return 'Sunny';
  if (code <= 48) return 'Partly Cloudy';
  if (code >= 95) return 'Stormy';
  return 'Rainy';
}

/** A journal entry's weather columns, as filled from one day's weather. */
export interface EntryWeatherFields {
  temperature: number | null;
  humidity: number | null;
  pressure: number | null;
  weatherConditions: string | null;
  windSpeed: number | null;
  uvIndex: number | null;
  /** The whole day, with the place's name and the source: flat, as an entry's weatherData is. */
  weatherData: Record<string, string | number | null>;
}

/** A value the journal would refuse (its limits in journal.ts) is left out, not stored. */
const within = (value: number | null, min: number, max: number) =>
  value !== null && Number.isFinite(value) && value >= min && value <= max ? value : null;

export function entryWeatherFields(
  day: DailyWeather,
  placeName: string,
  source: WeatherSource,
): EntryWeatherFields {
  return {
    temperature: within(day.temperatureMean, -100, 100),
    humidity: within(day.humidity, 0, 100),
    pressure: within(day.pressure, 800, 1100),
    weatherConditions: day.description,
    windSpeed: within(day.windSpeed, 0, 500),
    uvIndex: within(day.uvIndex, 0, 20),
    weatherData: { ...day, location: placeName.slice(0, WEATHER_PLACE_NAME_MAX), source },
  };
}

/** Whether a day holds any reading at all (the archive answers recent days with nulls). */
export function hasReadings(day: DailyWeather): boolean {
  return (
    day.temperatureMean !== null ||
    day.temperatureMax !== null ||
    day.pressure !== null ||
    day.humidity !== null ||
    day.weatherCode !== null
  );
}

export function toFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** "18 °C" or "64 °F", to the whole degree. */
export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  const value = Math.round(unit === 'fahrenheit' ? toFahrenheit(celsius) : celsius);
  return `${Object.is(value, -0) ? 0 : value} °${unit === 'fahrenheit' ? 'F' : 'C'}`;
}

/** An entry's weather in one line ("18 °C · Partly Cloudy · 1013 hPa · 60% humidity"), or null. */
export function weatherSummary(
  entry: {
    temperature: number | null;
    weatherConditions: string | null;
    pressure: number | null;
    humidity: number | null;
  },
  unit: TemperatureUnit,
): string | null {
  const parts: string[] = [];
  if (entry.temperature !== null) parts.push(formatTemperature(entry.temperature, unit));
  if (entry.weatherConditions) parts.push(entry.weatherConditions);
  if (entry.pressure !== null) parts.push(`${Math.round(entry.pressure)} hPa`);
  if (entry.humidity !== null) parts.push(`${Math.round(entry.humidity)}% humidity`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
