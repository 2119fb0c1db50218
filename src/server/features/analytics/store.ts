import { sql, type Kysely } from 'kysely';
import type { PainTrendPoint, SymptomCount } from '@core/analytics-query';
import { dayPainLevel } from '@core/analytics-series';
import type { Engine } from '../../db/connection';
import { toCount } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';

export interface DateWindow {
  from: string;
  to: string;
}

/** Aggregates over one user's entries, computed in SQL and scoped by user_id there. */
export function createAnalyticsStore(db: Kysely<DatabaseSchema>, engine: Engine) {
  return {
    async painTrend(userId: string, window: DateWindow): Promise<PainTrendPoint[]> {
      const rows = await db
        .selectFrom('journal_entries')
        // Sum and count rather than avg: the engines round an average differently (4.35).
        .select((eb) => [
          'date',
          eb.fn.sum<number | string>('pain_level').as('sum'),
          eb.fn.countAll<number | string>().as('count'),
        ])
        .where('user_id', '=', userId)
        .where('date', '>=', window.from)
        .where('date', '<=', window.to)
        .groupBy('date')
        .orderBy('date', 'asc')
        .execute();
      return rows.map((row) => ({
        date: row.date,
        painLevel: dayPainLevel(Number(row.sum), Number(row.count)),
      }));
    },

    /** Each entry counts once per symptom it names; ties in code-unit order on both engines. */
    async symptomFrequency(userId: string, window: DateWindow): Promise<SymptomCount[]> {
      // Both spell "one row per list item, in a column named value" differently.
      const items =
        engine === 'postgres'
          ? sql`jsonb_array_elements_text(e.symptoms) as s(value)`
          : sql`json_each(e.symptoms) as s`;
      const byCodeUnits = engine === 'postgres' ? sql`s.value collate "C"` : sql`s.value`;
      const result = await sql<{ symptom: string; count: number | string }>`
        select s.value as symptom, count(distinct e.id) as count
        from journal_entries e, ${items}
        where e.user_id = ${userId} and e.date >= ${window.from} and e.date <= ${window.to}
        group by s.value
        order by count(distinct e.id) desc, ${byCodeUnits} asc
      `.execute(db);
      return result.rows.map((row) => ({ symptom: row.symptom, count: toCount(row.count) }));
    },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
