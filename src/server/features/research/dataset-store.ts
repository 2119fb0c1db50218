import type { Kysely } from 'kysely';
import { addDays } from '@core/calendar';
import type { DatabaseSchema } from '../../db/schema';

const CHUNK = 500;

/** Runs `query` for slices of `ids`, so a large study never exceeds a bind-parameter limit. */
async function inChunks<T>(ids: string[], query: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await query(ids.slice(i, i + CHUNK))));
  return rows;
}

/**
 * What a study's dataset is made of. Only the columns the dataset uses are selected: notes,
 * journal text, mood notes, medication names and every other free-text column are never read.
 */
export function createDatasetStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Every participation of the study, with the person's time zone and identity. */
    participations(studyId: string) {
      return db
        .selectFrom('research_participations as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .selectAll('p')
        .select(['u.email', 'u.first_name', 'u.last_name', 'u.time_zone'])
        .where('p.study_id', '=', studyId)
        .orderBy('p.enrolled_at')
        .orderBy('p.id')
        .execute();
    },

    entries(userIds: string[], from: string, to: string) {
      return inChunks(userIds, (slice) =>
        db
          .selectFrom('journal_entries')
          .select([
            'user_id',
            'date',
            'kind',
            'pain_level',
            'pain_locations',
            'sleep_hours',
            'sleep_quality',
            'mood_level',
            'stress_level',
            'energy_level',
            'symptoms',
            'custom_tags',
          ])
          .where('user_id', 'in', slice)
          .where('date', '>=', from)
          .where('date', '<=', to)
          .orderBy('date')
          .orderBy('created_at')
          .execute(),
      );
    },

    /** Dose logs with their medication's type (never its name), a day either side of the span. */
    doses(userIds: string[], from: string, to: string) {
      return inChunks(userIds, (slice) =>
        db
          .selectFrom('medication_logs as l')
          .innerJoin('medications as m', (join) =>
            join.onRef('m.id', '=', 'l.medication_id').onRef('m.user_id', '=', 'l.user_id'),
          )
          .select(['l.user_id', 'l.taken_at', 'l.skipped', 'l.effectiveness', 'm.type'])
          .where('l.user_id', 'in', slice)
          .where('l.taken_at', '>=', `${addDays(from, -1)}T00:00:00.000Z`)
          .where('l.taken_at', '<', `${addDays(to, 2)}T00:00:00.000Z`)
          .orderBy('l.taken_at')
          .execute(),
      );
    },

    /** Each day's count and sum per biometric type, over all of a person's devices. */
    biometrics(userIds: string[], from: string, to: string) {
      return inChunks(userIds, (slice) =>
        db
          .selectFrom('biometric_daily')
          .select((eb) => [
            'user_id',
            'type',
            'date',
            eb.fn.sum<number>('count').as('count'),
            eb.fn.sum<number>('sum').as('sum'),
          ])
          .where('user_id', 'in', slice)
          .where('date', '>=', from)
          .where('date', '<=', to)
          .groupBy(['user_id', 'type', 'date'])
          .execute(),
      );
    },
  };
}

export type DatasetStore = ReturnType<typeof createDatasetStore>;
export type DatasetParticipationRow = Awaited<ReturnType<DatasetStore['participations']>>[number];
