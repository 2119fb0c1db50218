import { sql } from 'kysely';
import type { DailyWeather, EntryWeatherFields, WeatherSource } from '@core/weather';
import { fromJson, toCount, toIso, toJson } from '../../db/codecs';
import type { Database } from '../../db/connection';

/** One cached day at one place. */
export interface CachedDay {
  weather: DailyWeather;
  source: WeatherSource;
  /** ISO instant. */
  fetchedAt: string;
}

/** An entry's weather columns, to see which are still empty. */
export interface EntryWeatherState {
  date: string;
  temperature: number | null;
  humidity: number | null;
  pressure: number | null;
  weather_conditions: string | null;
  wind_speed: number | null;
  uv_index: number | null;
  weather_data: unknown;
}

/** Rows per cache write: six values each, far inside both engines' parameter limits. */
const CHUNK = 400;

/**
 * The shared weather cache, and the weather columns of journal entries. Every query on entries
 * is scoped to one user in the SQL itself, and only ever fills columns that are empty: a value
 * the user entered is never replaced. Filling weather is not an edit, so updated_at stays.
 */
export function createWeatherStore({ db, engine }: Database) {
  /** Fills the empty ones among the columns; a column the day has no value for is left alone. */
  function fillValues(fields: EntryWeatherFields) {
    const values: Record<string, unknown> = {};
    const set = (column: string, value: unknown) => {
      if (value !== null) values[column] = sql`coalesce(${sql.ref(column)}, ${value})`;
    };
    set('temperature', fields.temperature);
    set('humidity', fields.humidity);
    set('pressure', fields.pressure);
    set('weather_conditions', fields.weatherConditions);
    set('wind_speed', fields.windSpeed);
    set('uv_index', fields.uvIndex);
    set('weather_data', toJson(fields.weatherData));
    return values;
  }

  return {
    async cachedDays(
      locationKey: string,
      from: string,
      to: string,
    ): Promise<Map<string, CachedDay>> {
      const rows = await db
        .selectFrom('weather_cache')
        .select(['date', 'weather', 'source', 'fetched_at'])
        .where('location_key', '=', locationKey)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      return new Map(
        rows.map((row) => [
          row.date,
          {
            weather: fromJson<DailyWeather>(row.weather, null as never),
            source: row.source as WeatherSource,
            fetchedAt: toIso(row.fetched_at),
          },
        ]),
      );
    },

    async saveDays(
      locationKey: string,
      days: DailyWeather[],
      source: WeatherSource,
      fetchedAt: string,
    ): Promise<void> {
      for (let start = 0; start < days.length; start += CHUNK) {
        const rows = days.slice(start, start + CHUNK).map((day) => ({
          location_key: locationKey,
          date: day.date,
          weather: toJson(day),
          source,
          fetched_at: fetchedAt,
        }));
        await db
          .insertInto('weather_cache')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['location_key', 'date']).doUpdateSet({
              weather: sql`excluded.weather`,
              source: sql`excluded.source`,
              fetched_at: sql`excluded.fetched_at`,
            }),
          )
          .execute();
      }
    },

    /** Accounts that chose a place (a removed place is stored as null). */
    async usersWithPlace(): Promise<string[]> {
      const chosen =
        engine === 'postgres'
          ? sql<boolean>`settings #>> '{weatherLocation,latitude}' is not null`
          : sql<boolean>`json_extract(settings, '$.weatherLocation.latitude') is not null`;
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('settings', 'is not', null)
        .where(chosen)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    entryWeather(userId: string, entryId: string): Promise<EntryWeatherState | undefined> {
      return db
        .selectFrom('journal_entries')
        .select([
          'date',
          'temperature',
          'humidity',
          'pressure',
          'weather_conditions',
          'wind_speed',
          'uv_index',
          'weather_data',
        ])
        .where('user_id', '=', userId)
        .where('id', '=', entryId)
        .executeTakeFirst();
    },

    /** The days (oldest first) with entries that have no weather, and how many on each. */
    async datesMissingWeather(
      userId: string,
      range: { from?: string; to: string },
    ): Promise<Array<{ date: string; entries: number }>> {
      // No weather yet: neither a pressure nor the day's weather record.
      let query = db
        .selectFrom('journal_entries')
        .select((eb) => ['date', eb.fn.countAll().as('entries')])
        .where('user_id', '=', userId)
        .where('pressure', 'is', null)
        .where('weather_data', 'is', null)
        .where('date', '<=', range.to);
      if (range.from) query = query.where('date', '>=', range.from);
      const rows = await query.groupBy('date').orderBy('date').execute();
      return rows.map((row) => ({
        date: row.date,
        entries: toCount(row.entries as number | string),
      }));
    },

    /** Fills the empty weather columns of one entry; true when the entry exists. */
    async fillEntry(userId: string, entryId: string, fields: EntryWeatherFields): Promise<boolean> {
      const result = await db
        .updateTable('journal_entries')
        .set(fillValues(fields) as never)
        .where('user_id', '=', userId)
        .where('id', '=', entryId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Fills the day's entries that have no weather yet; answers how many were filled. */
    async fillDate(userId: string, date: string, fields: EntryWeatherFields): Promise<number> {
      const result = await db
        .updateTable('journal_entries')
        .set(fillValues(fields) as never)
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .where('pressure', 'is', null)
        .where('weather_data', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type WeatherStore = ReturnType<typeof createWeatherStore>;
