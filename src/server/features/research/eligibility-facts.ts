import { sql } from 'kysely';
import { MS_PER_DAY } from '@core/calendar';
import { RULE_FIELDS, type RuleField } from '@core/research/constants';
import type { EligibilityFacts } from '@core/research/types';
import type { Database } from '../../db/connection';

/** The column each rule field counts, and how a filled-in value looks in it. */
const FIELD_COLUMNS: Record<RuleField, { column: string; list: boolean }> = {
  sleepHours: { column: 'sleep_hours', list: false },
  sleepQuality: { column: 'sleep_quality', list: false },
  moodLevel: { column: 'mood_level', list: false },
  symptoms: { column: 'symptoms', list: true },
  painLocations: { column: 'pain_locations', list: true },
  stressLevel: { column: 'stress_level', list: false },
  energyLevel: { column: 'energy_level', list: false },
};

/**
 * What the eligibility rules need to know of one person, in three queries whatever the number
 * of studies: the counts, the distinct tags and symptoms, and (from the session) the account's
 * age.
 */
export function createEligibilityFacts({ db, engine }: Database) {
  const pg = engine === 'postgres';
  const filled = (field: RuleField) => {
    const { column, list } = FIELD_COLUMNS[field];
    const ref = sql.ref(column);
    if (!list) return sql`${ref} is not null`;
    return pg ? sql`jsonb_array_length(${ref}) > 0` : sql`json_array_length(${ref}) > 0`;
  };

  async function words(userId: string, column: 'custom_tags' | 'symptoms'): Promise<string[]> {
    const ref = sql.ref(`e.${column}`);
    const query = pg
      ? sql<{ value: string }>`select distinct w.value as value from journal_entries e
          cross join lateral jsonb_array_elements_text(${ref}) as w(value)
          where e.user_id = ${userId}`
      : sql<{ value: string }>`select distinct w.value as value from journal_entries e,
          json_each(${ref}) w where e.user_id = ${userId} and w.type = 'text'`;
    const { rows } = await query.execute(db);
    return [...new Set(rows.map((row) => String(row.value).trim().toLowerCase()))].filter(Boolean);
  }

  return async function factsFor(
    user: { id: string; createdAt: string },
    now: Date,
  ): Promise<EligibilityFacts> {
    const counts = await db
      .selectFrom('journal_entries')
      .select((eb) => [
        eb.fn.count<number>(sql`distinct date`).as('days'),
        ...RULE_FIELDS.map((field) =>
          sql<number>`coalesce(sum(case when ${filled(field)} then 1 else 0 end), 0)`.as(field),
        ),
      ])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const row = counts as unknown as Record<string, number | string>;
    const [tags, symptoms] = await Promise.all([
      words(user.id, 'custom_tags'),
      words(user.id, 'symptoms'),
    ]);
    return {
      daysWithEntries: Number(row.days ?? 0),
      entriesWithField: Object.fromEntries(
        RULE_FIELDS.map((field) => [field, Number(row[field] ?? 0)]),
      ) as Record<RuleField, number>,
      tags,
      symptoms,
      accountAgeDays: Math.max(
        0,
        Math.floor((now.getTime() - new Date(user.createdAt).getTime()) / MS_PER_DAY),
      ),
    };
  };
}

export type FactsFor = ReturnType<typeof createEligibilityFacts>;
