import type { Kysely, Selectable } from 'kysely';
import { addDays, weekdayIndex } from '@core/calendar';
import { isoWeek } from '@core/peg';
import type { DatabaseSchema, PegCheckinsTable } from '../../db/schema';

export type PegCheckinRow = Selectable<PegCheckinsTable>;

export interface PegAnswerToSave {
  /** Used when the week has no row yet. */
  id: string;
  userId: string;
  week: string;
  pain: number;
  enjoyment: number;
  activity: number;
  /** ISO instant. */
  answeredAt: string;
}

/**
 * The ISO weeks whose Monday falls within `from`..`to` (yyyy-MM-dd, inclusive), as the first and
 * last week, or null when no Monday does. Week names sort as the weeks do ('2026-W09' <
 * '2026-W10' < '2027-W01'), so the weeks between are a range of text.
 */
function weeksStartingBetween(from: string, to: string): { first: string; last: string } | null {
  // Days from `from` to the next Monday, 0 when it is one (weekdayIndex: 0 Sunday, 1 Monday).
  const firstMonday = addDays(from, (8 - weekdayIndex(from)) % 7);
  if (firstMonday > to) return null;
  return { first: isoWeek(firstMonday), last: isoWeek(to) };
}

/** Every query here is scoped to one user in the SQL itself. */
export function createPegStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Oldest week first. */
    list(userId: string): Promise<PegCheckinRow[]> {
      return db
        .selectFrom('peg_checkins')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('week', 'asc')
        .execute();
    },

    find(userId: string, week: string): Promise<PegCheckinRow | undefined> {
      return db
        .selectFrom('peg_checkins')
        .selectAll()
        .where('user_id', '=', userId)
        .where('week', '=', week)
        .executeTakeFirst();
    },

    /** The weeks that start (on their Monday) within a period of local dates, oldest first. */
    async startingBetween(userId: string, from: string, to: string): Promise<PegCheckinRow[]> {
      const weeks = weeksStartingBetween(from, to);
      if (!weeks) return [];
      return db
        .selectFrom('peg_checkins')
        .selectAll()
        .where('user_id', '=', userId)
        .where('week', '>=', weeks.first)
        .where('week', '<=', weeks.last)
        .orderBy('week', 'asc')
        .execute();
    },

    /**
     * One statement, so two answers for the same week at the same moment leave one row: the
     * unique (user, week) key turns the second insert into an update of the answers. The row
     * keeps its first id, which tells the caller whether it was created.
     */
    async save(answer: PegAnswerToSave): Promise<{ row: PegCheckinRow; created: boolean }> {
      const answers = {
        pain: answer.pain,
        enjoyment: answer.enjoyment,
        activity: answer.activity,
        answered_at: answer.answeredAt,
        updated_at: answer.answeredAt,
      };
      const saved = await db
        .insertInto('peg_checkins')
        .values({
          id: answer.id,
          user_id: answer.userId,
          week: answer.week,
          created_at: answer.answeredAt,
          ...answers,
        })
        .onConflict((oc) => oc.columns(['user_id', 'week']).doUpdateSet(answers))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row: saved, created: saved.id === answer.id };
    },
  };
}

export type PegStore = ReturnType<typeof createPegStore>;
