import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * The schedule slot ('HH:mm') a dose was logged for, when the user chose one ("Mark as Taken" on
 * the 14:00 card). Without it a dose goes to the slot nearest its time.
 */
export const doseSlotMigration: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('medication_logs').addColumn('scheduled_time', 'text').execute();
  },
};
