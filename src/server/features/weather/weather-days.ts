import { addDays, dayNumber } from '@core/calendar';
import { hasReadings, type DailyWeather, type WeatherSource } from '@core/weather';
import { FORECAST_DAYS, FORECAST_PAST_DAYS, type OpenMeteoClient } from '../../weather/open-meteo';
import type { CachedDay, WeatherStore } from './store';
/** A forecast day (today or later) is asked for again once this old. */
export const FORECAST_MAX_AGE_MS = 3 * 60 * 60 * 1000;
/** A day the service had no readings for (the archive lags some days) is asked for again after. */
export const UNAVAILABLE_RETRY_MS = 6 * 60 * 60 * 1000;
/** The longest archive request: past days within it go in one request. */
export const ARCHIVE_SPAN_DAYS = 366;

/** A place as the cache and the requests know it: two decimals, about a kilometre. */
export interface RoundedPlace {
  /** "40.42,-3.70" */
  key: string;
  latitude: number;
  longitude: number;
}

export function roundedPlace(place: { latitude: number; longitude: number }): RoundedPlace {
  const fixed = (value: number) => {
    const text = value.toFixed(2);
    return text === '-0.00' ? '0.00' : text;
  };
  const latitude = fixed(place.latitude);
  const longitude = fixed(place.longitude);
  return {
    key: `${latitude},${longitude}`,
    latitude: Number(latitude),
    longitude: Number(longitude),
  };
}

/** Whether a cached day can be used as it is, `today` being the asker's calendar date. */
export function isFresh(row: CachedDay, date: string, today: string, now: number): boolean {
  const age = now - Date.parse(row.fetchedAt);
  if (!hasReadings(row.weather)) return age < UNAVAILABLE_RETRY_MS;
  if (date >= today) return age < FORECAST_MAX_AGE_MS;
  if (row.source === 'archive') return true;
  // A forecast row of a past day holds the day as it went once fetched on or after it.
  return row.fetchedAt.slice(0, 10) >= date;
}

/**
 * Sorted dates grouped into archive requests, none longer than a year: one request for a year
 * of days costs Open-Meteo less than a request per day.
 */
export function archiveRanges(dates: string[]): Array<{ start: string; end: string }> {
  const ranges: Array<{ start: string; end: string }> = [];
  const gap = (from: string, to: string) => (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0);
  for (const date of dates) {
    const last = ranges.at(-1);
    if (last && gap(last.start, date) < ARCHIVE_SPAN_DAYS) {
      last.end = date;
    } else {
      ranges.push({ start: date, end: date });
    }
  }
  return ranges;
}

const emptyDay = (date: string): DailyWeather => ({
  date,
  temperatureMin: null,
  temperatureMax: null,
  temperatureMean: null,
  humidity: null,
  pressure: null,
  precipitationChance: null,
  windSpeed: null,
  uvIndex: null,
  weatherCode: null,
  description: null,
});

/**
 * Days of weather at a place, from the shared cache where it is fresh and otherwise from
 * Open-Meteo: the forecast (which also answers the last week, while the archive catches up) for
 * recent and coming days, the archive for older ones. Everything fetched is cached for everyone
 * at the place; a day asked for but not answered is cached as "no readings" so it is not asked
 * for again at once. The same request from several callers at once is made once.
 */
export function createWeatherDays({
  store,
  request,
  clock,
}: {
  store: WeatherStore;
  /**
   * Makes a request through the client (the service adds its failure handling around it);
   * `background` requests wait out a pause after a failure.
   */
  request: <T>(run: (client: OpenMeteoClient) => Promise<T>, background: boolean) => Promise<T>;
  clock: () => Date;
}) {
  const inFlight = new Map<string, Promise<DailyWeather[]>>();

  /**
   * Answers saved since a lookup began, by request id: a caller that read the cache just before
   * another's answer was saved takes that answer instead of asking again. Process time, not the
   * service's clock: this is about requests racing, not about how old the weather is.
   */
  const answered = new Map<string, { at: number; days: DailyWeather[] }>();

  function fetchOnce(
    id: string,
    place: RoundedPlace,
    source: WeatherSource,
    background: boolean,
    lookupStarted: number,
    run: (client: OpenMeteoClient) => Promise<DailyWeather[]>,
  ): Promise<DailyWeather[]> {
    const recent = answered.get(id);
    if (recent && recent.at >= lookupStarted) return Promise.resolve(recent.days);
    let pending = inFlight.get(id);
    if (!pending) {
      pending = request(run, background)
        .then(async (days) => {
          await store.saveDays(place.key, days, source, clock().toISOString());
          forgetOldAnswers();
          answered.set(id, { at: performance.now(), days });
          return days;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  }

  /** Lookups take well under a minute; older answers can no longer be raced for. */
  function forgetOldAnswers(): void {
    const before = performance.now() - 60_000;
    for (const [id, answer] of answered) if (answer.at < before) answered.delete(id);
  }

  /** Keeps the answered days asked for, and caches the ones not answered as empty. */
  async function take(
    place: RoundedPlace,
    asked: string[],
    answered: DailyWeather[],
    source: WeatherSource,
    found: Map<string, CachedDay>,
  ): Promise<void> {
    const byDate = new Map(answered.map((day) => [day.date, day]));
    const fetchedAt = clock().toISOString();
    const unanswered: DailyWeather[] = [];
    for (const date of asked) {
      const day = byDate.get(date);
      if (!day) unanswered.push(emptyDay(date));
      else if (hasReadings(day)) found.set(date, { weather: day, source, fetchedAt });
    }
    if (unanswered.length > 0) await store.saveDays(place.key, unanswered, source, fetchedAt);
  }

  return {
    /**
     * The days with readings among `dates`, `today` being the asker's calendar date. Days after
     * the forecast's last day are left out. Throws the client's error when a request fails.
     */
    async lookup(
      location: { latitude: number; longitude: number },
      dates: string[],
      today: string,
      { background = true }: { background?: boolean } = {},
    ): Promise<Map<string, CachedDay>> {
      const started = performance.now();
      const place = roundedPlace(location);
      const lastForecastDay = addDays(today, FORECAST_DAYS - 1);
      const wanted = [...new Set(dates)].filter((date) => date <= lastForecastDay).sort();
      const found = new Map<string, CachedDay>();
      if (wanted.length === 0) return found;

      const cached = await store.cachedDays(place.key, wanted[0]!, wanted.at(-1)!);
      const now = clock().getTime();
      const stale: string[] = [];
      for (const date of wanted) {
        const row = cached.get(date);
        if (!row || !isFresh(row, date, today, now)) stale.push(date);
        else if (hasReadings(row.weather)) found.set(date, row);
      }

      const firstForecastDay = addDays(today, -(FORECAST_PAST_DAYS - 1));
      const recent = stale.filter((date) => date >= firstForecastDay);
      if (recent.length > 0) {
        const days = await fetchOnce(
          `forecast ${place.key}`,
          place,
          'forecast',
          background,
          started,
          (client) => client.forecast(place.latitude, place.longitude),
        );
        await take(place, recent, days, 'forecast', found);
      }
      const older = stale.filter((date) => date < firstForecastDay);
      for (const { start, end } of archiveRanges(older)) {
        const days = await fetchOnce(
          `archive ${place.key} ${start} ${end}`,
          place,
          'archive',
          background,
          started,
          (client) => client.archive(place.latitude, place.longitude, start, end),
        );
        const asked = older.filter((date) => date >= start && date <= end);
        await take(place, asked, days, 'archive', found);
      }
      return found;
    },

    /** Which of `dates` are known to have no readings yet (asked for recently, none answered). */
    async knownUnavailable(
      location: { latitude: number; longitude: number },
      dates: string[],
      today: string,
    ): Promise<Set<string>> {
      const unavailable = new Set<string>();
      if (dates.length === 0) return unavailable;
      const sorted = [...dates].sort();
      const cached = await store.cachedDays(roundedPlace(location).key, sorted[0]!, sorted.at(-1)!);
      const now = clock().getTime();
      for (const date of sorted) {
        const row = cached.get(date);
        if (row && !hasReadings(row.weather) && isFresh(row, date, today, now)) {
          unavailable.add(date);
        }
      }
      return unavailable;
    },
  };
}

export type WeatherDays = ReturnType<typeof createWeatherDays>;
