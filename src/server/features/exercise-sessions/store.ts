import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ExerciseId } from '@core/exercise-ids';
import type { ExerciseSession } from '@core/practice-stats';
import { toIso } from '../../db/codecs';
import type { DatabaseSchema, ExerciseSessionsTable } from '../../db/schema';

type Row = Selectable<ExerciseSessionsTable>;

export function presentSession(row: Row): ExerciseSession {
  return {
    id: row.id,
    exerciseId: row.exercise_id as ExerciseId,
    date: row.date,
    completedAt: toIso(row.completed_at),
    durationSeconds: row.duration_seconds,
  };
}

/** Every query here is scoped to one user in the SQL itself. */
export function createExerciseSessionStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Oldest first. */
    list(userId: string): Promise<Row[]> {
      return db
        .selectFrom('exercise_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('completed_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    find(userId: string, id: string): Promise<Row | undefined> {
      return db
        .selectFrom('exercise_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Undefined when the id is already taken (by this user's earlier send or anyone else's). */
    insert(row: Insertable<ExerciseSessionsTable>): Promise<Row | undefined> {
      return db
        .insertInto('exercise_sessions')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type ExerciseSessionStore = ReturnType<typeof createExerciseSessionStore>;
