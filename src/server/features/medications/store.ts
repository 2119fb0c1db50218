import type { Kysely } from 'kysely';
import { nowIso } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  MedicationLogsTable,
  MedicationSchedulesTable,
  MedicationsTable,
} from '../../db/schema';

export type MedicationRow = Selectable<MedicationsTable>;
export type ScheduleRow = Selectable<MedicationSchedulesTable>;
export type LogRow = Selectable<MedicationLogsTable>;
export type MedicationValues = Omit<
  Insertable<MedicationsTable>,
  'user_id' | 'created_at' | 'updated_at'
>;
export type MedicationUpdate = Omit<Updateable<MedicationsTable>, 'id' | 'user_id'>;
export type LogValues = Omit<Insertable<MedicationLogsTable>, 'user_id' | 'created_at'>;

/** Every query here is scoped to one user in the SQL itself. */
/** A schedule row as the service makes it; the store adds the owner and the time. */
export interface NewScheduleRow {
  id: string;
  time_of_day: string;
  days: string;
  reminder_enabled: boolean;
}

export function createMedicationStore(db: Kysely<DatabaseSchema>) {
  return {
    list(userId: string): Promise<MedicationRow[]> {
      return db
        .selectFrom('medications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    find(userId: string, id: string): Promise<MedicationRow | undefined> {
      return db
        .selectFrom('medications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The user's active medication of this name, ignoring case. */
    findActiveByName(userId: string, name: string): Promise<MedicationRow | undefined> {
      return db
        .selectFrom('medications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_active', '=', true)
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .orderBy('created_at', 'asc')
        .executeTakeFirst();
    },

    schedules(userId: string): Promise<ScheduleRow[]> {
      return db
        .selectFrom('medication_schedules')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_active', '=', true)
        .orderBy('time_of_day', 'asc')
        .execute();
    },

    /** One medication's schedule rows (whether its reminders are on). */
    schedulesOf(userId: string, medicationId: string) {
      return db
        .selectFrom('medication_schedules')
        .select('reminder_enabled')
        .where('user_id', '=', userId)
        .where('medication_id', '=', medicationId)
        .execute();
    },

    /** All of the user's dose logs, newest first. */
    logs(userId: string): Promise<LogRow[]> {
      return db
        .selectFrom('medication_logs')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('taken_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    async insert(
      userId: string,
      medication: MedicationValues,
      schedule: NewScheduleRow[],
    ): Promise<void> {
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('medications')
          .values({ ...medication, user_id: userId, created_at: now, updated_at: now })
          .execute();
        if (schedule.length === 0) return;
        await trx
          .insertInto('medication_schedules')
          .values(
            schedule.map((slot) => ({
              ...slot,
              user_id: userId,
              medication_id: medication.id,
              created_at: now,
            })),
          )
          .execute();
      });
    },

    /** Changes the medication; with `schedule` its times are replaced too. */
    async update(
      userId: string,
      id: string,
      values: MedicationUpdate,
      schedule?: NewScheduleRow[],
    ): Promise<boolean> {
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('medications')
          .set({ ...values, updated_at: now })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (!schedule) return true;
        await trx
          .deleteFrom('medication_schedules')
          .where('user_id', '=', userId)
          .where('medication_id', '=', id)
          .execute();
        if (schedule.length > 0) {
          await trx
            .insertInto('medication_schedules')
            .values(
              schedule.map((slot) => ({
                ...slot,
                user_id: userId,
                medication_id: id,
                created_at: now,
              })),
            )
            .execute();
        }
        return true;
      });
    },

    /** Turns the dose reminders of one medication's schedule on or off. */
    async setReminders(userId: string, medicationId: string, enabled: boolean): Promise<void> {
      await db
        .updateTable('medication_schedules')
        .set({ reminder_enabled: enabled })
        .where('user_id', '=', userId)
        .where('medication_id', '=', medicationId)
        .execute();
    },

    /** Deletes the medication with its schedule rows and dose logs. */
    async remove(userId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('medication_logs')
          .where('user_id', '=', userId)
          .where('medication_id', '=', id)
          .execute();
        await trx
          .deleteFrom('medication_schedules')
          .where('user_id', '=', userId)
          .where('medication_id', '=', id)
          .execute();
        const result = await trx
          .deleteFrom('medications')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** One of the user's dose logs by id (a client-chosen id sent again). */
    findLog(userId: string, id: string): Promise<LogRow | undefined> {
      return db
        .selectFrom('medication_logs')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insertLog(userId: string, log: LogValues): Promise<LogRow> {
      return db
        .insertInto('medication_logs')
        .values({ ...log, user_id: userId, created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type MedicationStore = ReturnType<typeof createMedicationStore>;
