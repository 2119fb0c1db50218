import type { Kysely } from 'kysely';
import type { DailyAggregate } from '@core/biometrics/daily-values';
import type { ReadingType } from '@core/biometrics/reading-types';
import type { DatabaseSchema } from '../../db/schema';
import type { ReadingRow } from './presenters';

export type ListedReading = Pick<
  ReadingRow,
  | 'id'
  | 'device_id'
  | 'type'
  | 'taken_at'
  | 'end_at'
  | 'local_date'
  | 'value'
  | 'value2'
  | 'context'
  | 'quality'
>;

const LISTED_COLUMNS = [
  'id',
  'device_id',
  'type',
  'taken_at',
  'end_at',
  'local_date',
  'value',
  'value2',
  'context',
  'quality',
] as const;

/** Reads of readings and their daily summaries, scoped to the user in every query. */
export function createReadingStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Newest first. */
    recent(
      userId: string,
      filter: { type?: ReadingType | undefined; deviceId?: string | undefined; limit: number },
    ): Promise<ListedReading[]> {
      let query = db
        .selectFrom('biometric_readings')
        .select(LISTED_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('taken_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.deviceId) query = query.where('device_id', '=', filter.deviceId);
      return query.execute();
    },

    /** The mean pain of each date that has journal entries, for the readings' days. */
    async painByDate(userId: string, dates: readonly string[]): Promise<Map<string, number>> {
      if (dates.length === 0) return new Map();
      const rows = await db
        .selectFrom('journal_entries')
        .select(['date', (eb) => eb.fn.avg<number>('pain_level').as('pain')])
        .where('user_id', '=', userId)
        .where('date', 'in', [...new Set(dates)])
        .groupBy('date')
        .execute();
      return new Map(rows.map((row) => [row.date, Math.round(Number(row.pain) * 10) / 10]));
    },

    /** The daily summaries from `from` on (inclusive), with their device's name. */
    async daily(userId: string, from: string): Promise<DailyAggregate[]> {
      const rows = await db
        .selectFrom('biometric_daily')
        .innerJoin('biometric_devices', 'biometric_devices.id', 'biometric_daily.device_id')
        .select([
          'biometric_daily.device_id',
          'biometric_devices.name',
          'biometric_daily.type',
          'biometric_daily.date',
          'biometric_daily.count',
          'biometric_daily.sum',
          'biometric_daily.min',
          'biometric_daily.max',
          'biometric_daily.sum2',
        ])
        .where('biometric_daily.user_id', '=', userId)
        .where('biometric_devices.user_id', '=', userId)
        .where('biometric_daily.date', '>=', from)
        .execute();
      return rows.map((row) => ({
        deviceId: row.device_id,
        deviceName: row.name,
        type: row.type as ReadingType,
        date: row.date,
        count: row.count,
        sum: row.sum,
        min: row.min,
        max: row.max,
        sum2: row.sum2,
      }));
    },

    /**
     * Every reading of the user in pages of `pageSize`, oldest first, for the CSV download:
     * a page at a time so a million readings never sit in memory together.
     */
    async *all(userId: string, pageSize = 5000): AsyncGenerator<ListedReading[]> {
      // Keyset pages along the (user_id, taken_at) index: each page costs the same.
      let after: { takenAt: number; id: number } | null = null;
      for (;;) {
        let query = db
          .selectFrom('biometric_readings')
          .select(LISTED_COLUMNS)
          .where('user_id', '=', userId)
          .orderBy('taken_at')
          .orderBy('id')
          .limit(pageSize);
        if (after) {
          const { takenAt, id } = after;
          query = query.where((eb) =>
            eb.or([
              eb('taken_at', '>', takenAt),
              eb.and([eb('taken_at', '=', takenAt), eb('id', '>', id)]),
            ]),
          );
        }
        const page = await query.execute();
        if (page.length === 0) return;
        yield page;
        const last = page[page.length - 1]!;
        after = { takenAt: Number(last.taken_at), id: Number(last.id) };
        if (page.length < pageSize) return;
      }
    },
  };
}

export type ReadingStore = ReturnType<typeof createReadingStore>;
