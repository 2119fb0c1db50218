import { describe, expect, it } from 'vitest';
import type { DailyWeather } from '@core/weather';
import type { CachedDay } from './store';
import {
  archiveRanges,
  FORECAST_MAX_AGE_MS,
  isFresh,
  roundedPlace,
  UNAVAILABLE_RETRY_MS,
} from './weather-days';

const day = (date: string, pressure: number | null = 1013): DailyWeather => ({
  date,
  temperatureMin: null,
  temperatureMax: null,
  temperatureMean: pressure === null ? null : 12,
  humidity: null,
  pressure,
  precipitationChance: null,
  windSpeed: null,
  uvIndex: null,
  weatherCode: null,
  description: null,
});
const NOW = Date.parse('2026-03-10T12:00:00Z');
const row = (
  date: string,
  source: CachedDay['source'],
  ageMs: number,
  pressure: number | null = 1013,
): CachedDay => ({
  weather: day(date, pressure),
  source,
  fetchedAt: new Date(NOW - ageMs).toISOString(),
});

describe('roundedPlace', () => {
  it('keys a place by two decimals, so neighbours share it', () => {
    expect(roundedPlace({ latitude: 40.4165, longitude: -3.70256 })).toEqual({
      key: '40.42,-3.70',
      latitude: 40.42,
      longitude: -3.7,
    });
    expect(roundedPlace({ latitude: 40.4189, longitude: -3.6981 }).key).toBe('40.42,-3.70');
    expect(roundedPlace({ latitude: -0.001, longitude: 0.004 }).key).toBe('0.00,0.00');
    expect(roundedPlace({ latitude: -90, longitude: 180 }).key).toBe('-90.00,180.00');
  });
});

describe('archiveRanges', () => {
  it('puts the dates of up to a year in one request', () => {
    expect(archiveRanges([])).toEqual([]);
    expect(archiveRanges(['2025-01-01'])).toEqual([{ start: '2025-01-01', end: '2025-01-01' }]);
    expect(archiveRanges(['2025-01-01', '2025-03-01', '2026-01-01'])).toEqual([
      { start: '2025-01-01', end: '2026-01-01' },
    ]);
    // 366 days from the first: the next date starts a new request.
    expect(archiveRanges(['2025-01-01', '2026-01-01', '2026-01-02', '2026-06-01'])).toEqual([
      { start: '2025-01-01', end: '2026-01-01' },
      { start: '2026-01-02', end: '2026-06-01' },
    ]);
  });
});

describe('isFresh', () => {
  const today = '2026-03-10';

  it('asks for a coming day again once it is 3 hours old', () => {
    expect(isFresh(row(today, 'forecast', FORECAST_MAX_AGE_MS - 1), today, today, NOW)).toBe(true);
    expect(isFresh(row(today, 'forecast', FORECAST_MAX_AGE_MS), today, today, NOW)).toBe(false);
    expect(
      isFresh(row('2026-03-15', 'forecast', FORECAST_MAX_AGE_MS + 1), '2026-03-15', today, NOW),
    ).toBe(false);
  });

  it('keeps a past day from the archive for good', () => {
    expect(
      isFresh(row('2020-01-01', 'archive', 1000 * FORECAST_MAX_AGE_MS), '2020-01-01', today, NOW),
    ).toBe(true);
  });

  it('keeps a past day from the forecast only when fetched on or after that day', () => {
    // Fetched 2026-03-10 12:00 minus 12 h = 2026-03-10 00:00: on the day.
    expect(isFresh(row('2026-03-09', 'forecast', 12 * 3600_000), '2026-03-09', today, NOW)).toBe(
      true,
    );
    // Fetched on 2026-03-08 for 2026-03-09: a forecast, not the day as it went.
    expect(isFresh(row('2026-03-09', 'forecast', 40 * 3600_000), '2026-03-09', today, NOW)).toBe(
      false,
    );
  });

  it('asks again for a day without readings after 6 hours', () => {
    const empty = (age: number) => row('2026-03-01', 'archive', age, null);
    expect(isFresh(empty(UNAVAILABLE_RETRY_MS - 1), '2026-03-01', today, NOW)).toBe(true);
    expect(isFresh(empty(UNAVAILABLE_RETRY_MS), '2026-03-01', today, NOW)).toBe(false);
  });
});
