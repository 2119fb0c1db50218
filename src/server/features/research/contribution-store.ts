import type { Kysely } from 'kysely';
import { addDays, dayNumber, MS_PER_DAY } from '@core/calendar';
import { localDate } from '@core/time-zone';
import { fromJson, toCount, toIso } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';

/** One day's countable data of one person: what contribution figures are made of. */
export interface DayCounts {
  entries: number;
  symptoms: number;
  doses: number;
  readings: number;
}

const ZERO: DayCounts = { entries: 0, symptoms: 0, doses: 0, readings: 0 };

/**
 * A person's entries, symptoms, dose logs and biometric readings per local date, from `from`
 * on. Three queries, scoped to the user; no text is read, only counts.
 */
export function createContributionStore(db: Kysely<DatabaseSchema>) {
  return async function dayCounts(
    user: { id: string; timeZone: string },
    from: string,
  ): Promise<Map<string, DayCounts>> {
    const days = new Map<string, DayCounts>();
    const add = (date: string, part: Partial<DayCounts>) => {
      const day = { ...(days.get(date) ?? ZERO) };
      for (const [key, value] of Object.entries(part) as [keyof DayCounts, number][]) {
        day[key] += value;
      }
      days.set(date, day);
    };
    // A day's local date can start up to 14 hours before its UTC midnight.
    const since = new Date(((dayNumber(addDays(from, -1)) ?? 0) as number) * MS_PER_DAY);
    const [entries, doses, readings] = await Promise.all([
      db
        .selectFrom('journal_entries')
        .select(['date', 'symptoms'])
        .where('user_id', '=', user.id)
        .where('date', '>=', from)
        .execute(),
      db
        .selectFrom('medication_logs')
        .select('taken_at')
        .where('user_id', '=', user.id)
        .where('taken_at', '>=', since.toISOString())
        .execute(),
      db
        .selectFrom('biometric_readings')
        .select(['local_date', (eb) => eb.fn.countAll().as('n')])
        .where('user_id', '=', user.id)
        .where('taken_at', '>=', since.getTime())
        .where('local_date', '>=', from)
        .groupBy('local_date')
        .execute(),
    ]);
    for (const entry of entries) {
      add(entry.date, { entries: 1, symptoms: fromJson<string[]>(entry.symptoms, []).length });
    }
    for (const dose of doses) {
      const date = localDate(new Date(toIso(dose.taken_at)), user.timeZone);
      if (date >= from) add(date, { doses: 1 });
    }
    for (const row of readings) add(row.local_date, { readings: toCount(row.n as number) });
    return days;
  };
}

export type DayCountsOf = ReturnType<typeof createContributionStore>;
