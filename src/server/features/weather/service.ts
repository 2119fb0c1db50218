import { addDays } from '@core/calendar';
import type { ApiSettings } from '@core/settings';
import { localDate } from '@core/time-zone';
import {
  entryWeatherFields,
  type DailyWeather,
  type WeatherBackfillResult,
  type WeatherForecastStatus,
  type WeatherLocation,
} from '@core/weather';
import type { WeatherConfig } from '../../config';
import { conflict, HttpError } from '../../http-errors';
import {
  createOpenMeteoClient,
  FORECAST_DAYS,
  OpenMeteoError,
  type OpenMeteoClient,
  type OpenMeteoFailure,
} from '../../weather/open-meteo';
import { createJobQueue } from '../../job-queue';
import type { CachedDay, WeatherStore } from './store';
import { createWeatherDays } from './weather-days';

export const WEATHER_OFF_MESSAGE = 'Weather is turned off on this Cairn server.';
export const WEATHER_DOWN_MESSAGE =
  'The weather service (Open-Meteo) cannot be reached right now. Please try again later.';
export const NO_PLACE_MESSAGE = 'Choose a place for weather in Settings first.';

/** After a failure, background work waits this long before asking the service again. */
export const RETRY_PAUSE_MS = 60 * 1000;
/** How often entries saved while the service was down are looked at again. */
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
/** The catch-up looks at entries of the last this many days. */
export const SWEEP_DAYS = 31;
/** One backfill call covers at most this many calendar days of entries. */
export const BACKFILL_DAYS = 366;
const PLACE_RESULTS = 10;
const PAUSING: ReadonlySet<OpenMeteoFailure> = new Set(['timeout', 'network', 'server', 'invalid']);

export interface WeatherServiceDeps {
  config: WeatherConfig;
  store: WeatherStore;
  /** The user's settings: their place and time zone. */
  settings: { get(userId: string): Promise<ApiSettings> };
  log: { warn(object: object, message: string): void; info(message: string): void };
  client?: OpenMeteoClient;
  clock?: () => Date;
  retryPauseMs?: number;
}

/**
 * Weather for journal entries and forecasts, at the place each user chose. With WEATHER=off or
 * without a place, no request is ever made. Entries get their weather after they are saved, in
 * the background: a save never waits for it or fails because of it. While the service is down
 * that is logged once, and entries are filled when it answers again.
 */
type WeatherColumns = { weather_data: unknown; pressure: unknown };

/** Nothing to fill: the entry has its weather readings and the pressure. */
function hasWeather(entry: WeatherColumns): boolean {
  return entry.weather_data !== null && entry.pressure !== null;
}

export function createWeatherService(deps: WeatherServiceDeps) {
  const { config, store, settings, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const retryPauseMs = deps.retryPauseMs ?? RETRY_PAUSE_MS;
  const closing = new AbortController();
  const client =
    deps.client ??
    createOpenMeteoClient({
      forecastUrl: config.forecastUrl,
      archiveUrl: config.archiveUrl,
      geocodingUrl: config.geocodingUrl,
      signal: closing.signal,
    });

  let pausedUntil = 0;
  let outage = false;
  let timer: NodeJS.Timeout | undefined;
  const queue = createJobQueue((error) => {
    // A failed request was reported when it failed; an account removed meanwhile is no error.
    if (error instanceof OpenMeteoError || error instanceof HttpError) return;
    log.warn({ err: error }, 'Filling weather failed');
  });

  function failed(error: OpenMeteoError) {
    if (error.kind === 'aborted' || error.kind === 'paused') return;
    if (PAUSING.has(error.kind)) pausedUntil = clock().getTime() + retryPauseMs;
    if (outage) return;
    outage = true;
    // Only what went wrong: never the place, the request or whose entry it was.
    log.warn(
      { weatherFailure: error.kind, status: error.status },
      'Weather service unavailable; entries will get their weather when it answers again',
    );
  }

  function recovered() {
    if (!outage) return;
    outage = false;
    log.info('Weather service answers again; filling the entries saved meanwhile');
    fillPending();
  }

  /** Background work respects the pause after a failure; what a person asks for does not. */
  async function request<T>(
    run: (c: OpenMeteoClient) => Promise<T>,
    background: boolean,
  ): Promise<T> {
    if (background && clock().getTime() < pausedUntil) {
      throw new OpenMeteoError('paused', 'Weather service failed moments ago');
    }
    try {
      const result = await run(client);
      recovered();
      return result;
    } catch (error) {
      if (error instanceof OpenMeteoError) failed(error);
      throw error;
    }
  }
  const days = createWeatherDays({ store, request, clock });

  /** For a request a person is waiting on: no pause, and a failure is a 503. */
  async function asked<T>(run: () => Promise<T>): Promise<T> {
    if (!config.enabled) throw new HttpError(503, WEATHER_OFF_MESSAGE);
    try {
      return await run();
    } catch (error) {
      if (error instanceof OpenMeteoError) throw new HttpError(503, WEATHER_DOWN_MESSAGE);
      throw error;
    }
  }

  async function placeOf(userId: string) {
    const current = await settings.get(userId);
    return {
      place: current.weatherLocation,
      today: localDate(clock(), current.timeZone),
    };
  }

  async function placeOrConflict(userId: string) {
    const { place, today } = await placeOf(userId);
    if (!place) throw conflict(NO_PLACE_MESSAGE);
    return { place, today };
  }

  function forecastDates(today: string): string[] {
    return Array.from({ length: FORECAST_DAYS }, (_, i) => addDays(today, i));
  }

  async function forecast(
    place: WeatherLocation,
    today: string,
    background = true,
  ): Promise<DailyWeather[]> {
    const found = await days.lookup(place, forecastDates(today), today, { background });
    return forecastDates(today).flatMap((date) => found.get(date)?.weather ?? []);
  }

  async function fillDates(userId: string, place: WeatherLocation, found: Map<string, CachedDay>) {
    let filled = 0;
    for (const [date, day] of found) {
      filled += await store.fillDate(
        userId,
        date,
        entryWeatherFields(day.weather, place.name, day.source),
      );
    }
    return filled;
  }

  async function fillSaved(userId: string, entryId: string): Promise<void> {
    const { place, today } = await placeOf(userId);
    if (!place) return;
    const entry = await store.entryWeather(userId, entryId);
    if (!entry || hasWeather(entry)) return;
    const day = (await days.lookup(place, [entry.date], today)).get(entry.date);
    if (!day) return;
    await store.fillEntry(userId, entryId, entryWeatherFields(day.weather, place.name, day.source));
  }

  async function fillRecent(userId: string): Promise<void> {
    const { place, today } = await placeOf(userId);
    if (!place) return;
    const missing = await store.datesMissingWeather(userId, {
      from: addDays(today, -SWEEP_DAYS),
      to: addDays(today, FORECAST_DAYS - 1),
    });
    if (missing.length === 0) return;
    const found = await days.lookup(
      place,
      missing.map((day) => day.date),
      today,
    );
    await fillDates(userId, place, found);
  }

  /** Days with entries still without weather that a request could fill now. */
  async function pendingDates(userId: string, place: WeatherLocation, today: string) {
    const missing = await store.datesMissingWeather(userId, {
      to: addDays(today, FORECAST_DAYS - 1),
    });
    const unavailable = await days.knownUnavailable(
      place,
      missing.map((day) => day.date),
      today,
    );
    return missing.filter((day) => !unavailable.has(day.date));
  }

  /** The user's forecast, or why there is none (the prediction page says why). Never throws. */
  async function forecastStatusFor(
    userId: string,
  ): Promise<{ status: WeatherForecastStatus; days: DailyWeather[] }> {
    if (!config.enabled) return { status: 'off', days: [] };
    try {
      const { place, today } = await placeOf(userId);
      if (!place) return { status: 'no-location', days: [] };
      const coming = await forecast(place, today);
      return { status: coming.length > 0 ? 'ok' : 'unavailable', days: coming };
    } catch {
      return { status: 'unavailable', days: [] };
    }
  }

  /** Looks again at every recent entry without weather, for each user with a place. */
  function fillPending(): void {
    if (!config.enabled) return;
    queue.add('catch-up', async () => {
      pausedUntil = 0;
      for (const userId of await store.usersWithPlace()) {
        queue.add(`recent ${userId}`, () => fillRecent(userId));
      }
    });
  }

  return {
    enabled: config.enabled,

    /** Places matching a name, for the Settings search. */
    searchPlaces(name: string): Promise<WeatherLocation[]> {
      return asked(() => request((c) => c.searchPlaces(name, PLACE_RESULTS), false));
    },

    /** Today and the next 7 days at the place, `today` being the asker's calendar date. */
    forecast: (place: WeatherLocation, today: string) => forecast(place, today, false),

    /** Each date's weather at the place, from the cache or the service. Throws when it is down. */
    async weatherForDates(
      place: WeatherLocation,
      dates: string[],
      today: string,
    ): Promise<Map<string, DailyWeather>> {
      const found = await days.lookup(place, dates, today, { background: false });
      return new Map([...found].map(([date, day]) => [date, day.weather]));
    },

    /** `GET /api/weather/forecast`: 503 when off or down, 409 without a place. */
    forecastForUser(userId: string): Promise<DailyWeather[]> {
      return asked(async () => {
        const { place, today } = await placeOrConflict(userId);
        return forecast(place, today, false);
      });
    },

    forecastStatusFor,

    /**
     * For the pain prediction: today and the next 7 days at the user's place; [] without a
     * place, with WEATHER=off or while the service is down. Never throws.
     */
    getForecastFor: async (userId: string): Promise<DailyWeather[]> =>
      (await forecastStatusFor(userId)).days,

    /** After a save: fills that entry's empty weather fields, in the background. */
    /** `saved` is the row as the save left it, when the caller has it: no work if it has weather. */
    entrySaved(userId: string, entryId: string, saved?: WeatherColumns): void {
      if (!config.enabled || (saved && hasWeather(saved))) return;
      queue.add(`entry ${userId} ${entryId}`, () => fillSaved(userId, entryId));
    },

    fillPending,

    /**
     * `POST /api/weather/backfill`: fills the user's entries without weather, newest first, up
     * to a year of days per call (one archive request for the lot, plus the forecast for the
     * last week). Days the service has no readings for yet are not counted as remaining.
     */
    backfill(userId: string): Promise<WeatherBackfillResult> {
      return asked(async () => {
        const { place, today } = await placeOrConflict(userId);
        const missing = await pendingDates(userId, place, today);
        if (missing.length === 0) return { filled: 0, remaining: 0 };
        const from = addDays(missing.at(-1)!.date, -(BACKFILL_DAYS - 1));
        const batch = missing.filter((day) => day.date >= from).map((day) => day.date);
        const found = await days.lookup(place, batch, today, { background: false });
        const filled = await fillDates(userId, place, found);
        const left = await pendingDates(userId, place, today);
        return { filled, remaining: left.reduce((sum, day) => sum + day.entries, 0) };
      });
    },

    /** Starts the periodic catch-up (not with WEATHER=off). */
    start(intervalMs = SWEEP_INTERVAL_MS): void {
      if (!config.enabled || timer) return;
      timer = setInterval(fillPending, intervalMs);
      timer.unref();
    },

    /** Resolves once no background work is running or waiting. */
    idle: () => queue.idle(),

    /** Stops the timer, cancels requests in flight and waits for the running job. */
    async close(): Promise<void> {
      clearInterval(timer);
      closing.abort();
      await queue.close();
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
