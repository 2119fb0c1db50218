import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeWeatherCode,
  entryWeatherFields,
  formatTemperature,
  placeSearchQuerySchema,
  weatherLocationSchema,
  weatherSummary,
  type DailyWeather,
} from './weather';

const day: DailyWeather = {
  date: '2026-03-01',
  temperatureMin: 3.1,
  temperatureMax: 14.2,
  temperatureMean: 8.6,
  humidity: 71,
  pressure: 1012.4,
  precipitationChance: 10,
  windSpeed: 12.5,
  uvIndex: 2.4,
  weatherCode: 2,
  description: 'Partly Cloudy',
};

describe('describeWeatherCode', () => {
  it.each([
    [0, 'Sunny'],
    [1, 'Sunny'],
    [2, 'Partly Cloudy'],
    [3, 'Partly Cloudy'],
    [45, 'Partly Cloudy'],
    [48, 'Partly Cloudy'],
    [51, 'Rainy'],
    [61, 'Rainy'],
    [71, 'Rainy'],
    [86, 'Rainy'],
    [94, 'Rainy'],
    [95, 'Stormy'],
    [99, 'Stormy'],
  ])('WMO %i is %s', (code, description) => {
    expect(describeWeatherCode(code)).toBe(description);
  });

  it('has no words for a missing or impossible code', () => {
    for (const code of [null, -1, 100, 2.5, Number.NaN])
      expect(describeWeatherCode(code)).toBeNull();
  });

  it('gives one of the four words for every WMO code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (code) =>
        ['Sunny', 'Partly Cloudy', 'Rainy', 'Stormy'].includes(describeWeatherCode(code)!),
      ),
    );
  });
});

describe('entryWeatherFields', () => {
  it("fills the entry's columns from the day, with the day kept whole beside them", () => {
    expect(entryWeatherFields(day, 'Madrid, Spain', 'forecast')).toEqual({
      temperature: 8.6,
      humidity: 71,
      pressure: 1012.4,
      weatherConditions: 'Partly Cloudy',
      windSpeed: 12.5,
      uvIndex: 2.4,
      weatherData: { ...day, location: 'Madrid, Spain', source: 'forecast' },
    });
  });

  it('leaves out a value the journal would refuse, so an export imports again', () => {
    const odd = { ...day, pressure: 700, humidity: 101, uvIndex: 21, windSpeed: -1 };
    expect(entryWeatherFields(odd, 'X', 'archive')).toMatchObject({
      pressure: null,
      humidity: null,
      uvIndex: null,
      windSpeed: null,
      temperature: 8.6,
    });
    expect(entryWeatherFields({ ...day, pressure: 800 }, 'X', 'archive').pressure).toBe(800);
    expect(entryWeatherFields({ ...day, pressure: 1100 }, 'X', 'archive').pressure).toBe(1100);
  });
});

describe('temperatures and the one-line summary', () => {
  it('shows whole degrees in the chosen unit', () => {
    expect(formatTemperature(8.6, 'celsius')).toBe('9 °C');
    expect(formatTemperature(8.6, 'fahrenheit')).toBe('47 °F');
    expect(formatTemperature(-0.2, 'celsius')).toBe('0 °C');
    expect(formatTemperature(-40, 'fahrenheit')).toBe('-40 °F');
    expect(formatTemperature(100, 'fahrenheit')).toBe('212 °F');
  });

  it('says what an entry holds, or nothing', () => {
    const entry = { temperature: 18.4, weatherConditions: 'Rainy', pressure: 1008.6, humidity: 80 };
    expect(weatherSummary(entry, 'celsius')).toBe('18 °C · Rainy · 1009 hPa · 80% humidity');
    expect(weatherSummary({ ...entry, temperature: null, humidity: null }, 'fahrenheit')).toBe(
      'Rainy · 1009 hPa',
    );
    const none = { temperature: null, weatherConditions: null, pressure: null, humidity: null };
    expect(weatherSummary(none, 'celsius')).toBeNull();
  });
});

describe('the weather schemas', () => {
  it('takes a place with a name of 1 to 120 characters and real coordinates', () => {
    const place = { name: ' Madrid ', latitude: 40.4165, longitude: -3.70256, extra: 1 };
    expect(weatherLocationSchema.parse(place)).toEqual({
      name: 'Madrid',
      latitude: 40.4165,
      longitude: -3.70256,
    });
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
    ]) {
      expect(weatherLocationSchema.safeParse({ name: 'Edge', latitude, longitude }).success).toBe(
        true,
      );
    }
  });

  it.each([
    [{ name: '', latitude: 1, longitude: 1 }, 'name', 'Place name must be 1 to 120 characters'],
    [
      { name: 'x'.repeat(121), latitude: 1, longitude: 1 },
      'name',
      'Place name must be 1 to 120 characters',
    ],
    [
      { name: 'X', latitude: 90.01, longitude: 1 },
      'latitude',
      'Latitude must be between -90 and 90',
    ],
    [
      { name: 'X', latitude: 1, longitude: -180.5 },
      'longitude',
      'Longitude must be between -180 and 180',
    ],
    [{ name: 'X', latitude: '40', longitude: 1 }, 'latitude', 'Latitude must be a number'],
  ])('refuses %j, naming %s', (input, field, message) => {
    const result = weatherLocationSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('searches for 2 to 100 characters', () => {
    expect(placeSearchQuerySchema.parse({ q: ' Ma ' })).toEqual({ q: 'Ma' });
    expect(placeSearchQuerySchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
    for (const q of [undefined, 'M', ' M ', 'x'.repeat(101)]) {
      expect(placeSearchQuerySchema.safeParse({ q }).success).toBe(false);
    }
  });
});
