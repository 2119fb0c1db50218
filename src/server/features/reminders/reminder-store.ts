import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DoseSlot, DueReminder, ReminderPlan } from '@core/reminder-schedule';
import { DEFAULT_SETTINGS, type UserSettings } from '@core/settings';
import { fromJson, toBool, toIso, toJson } from '../../db/codecs';
import type { Database } from '../../db/connection';

/** A person who may be reminded: someone with a device that allows notifications, or e-mail on. */
export interface Recipient extends ReminderPlan {
  userId: string;
  email: string;
  name: string;
  settings: UserSettings;
  hasDevices: boolean;
}

export type SendStatus = 'sent' | 'skipped' | 'failed';

/**
 * The scheduler's reads and its send records. Claims are one insert each: the unique key
 * (user, kind, ref, local date) lets exactly one instance, or one run after a restart, have it.
 */
export function createReminderStore({ db, engine }: Database) {
  const emailOn =
    engine === 'postgres'
      ? sql<boolean>`(users.settings->>'reminderEmail') = 'true'`
      : sql<boolean>`json_extract(users.settings, '$.reminderEmail') = 1`;

  async function doseSlots(userIds: string[]): Promise<Map<string, DoseSlot[]>> {
    const bySlot = new Map<string, DoseSlot[]>();
    if (userIds.length === 0) return bySlot;
    const rows = await db
      .selectFrom('medication_schedules as s')
      .innerJoin('medications as m', 'm.id', 's.medication_id')
      .select([
        's.id',
        's.user_id',
        's.medication_id',
        's.time_of_day',
        's.days',
        's.reminder_enabled',
        's.is_active',
        'm.name',
        'm.dosage',
        'm.start_date',
        'm.end_date',
        'm.is_active as medication_active',
      ])
      .where('s.user_id', 'in', userIds)
      // The join is scoped too: a schedule only ever names its own user's medication.
      .whereRef('m.user_id', '=', 's.user_id')
      .execute();
    for (const row of rows) {
      if (!toBool(row.is_active) || !toBool(row.medication_active)) continue;
      if (!toBool(row.reminder_enabled)) continue;
      const slots = bySlot.get(row.user_id) ?? [];
      slots.push({
        scheduleId: row.id,
        medicationId: row.medication_id,
        name: row.name,
        dosage: row.dosage,
        timeOfDay: row.time_of_day,
        days: fromJson<number[]>(row.days, []),
        startDate: row.start_date,
        endDate: row.end_date,
      });
      bySlot.set(row.user_id, slots);
    }
    return bySlot;
  }

  return {
    async recipients(): Promise<Recipient[]> {
      const hasDevices = sql<boolean>`exists (select 1 from push_subscriptions p where p.user_id = users.id)`;
      const users = await db
        .selectFrom('users')
        .select([
          'users.id',
          'users.email',
          'users.first_name',
          'users.settings',
          'users.time_zone',
          hasDevices.as('has_devices'),
        ])
        .where((eb) => eb.or([hasDevices, emailOn]))
        .execute();
      const doses = await doseSlots(users.map((user) => user.id));
      return users.map((user) => ({
        userId: user.id,
        email: user.email,
        name: user.first_name ?? '',
        timeZone: user.time_zone,
        settings: { ...DEFAULT_SETTINGS, ...fromJson<Partial<UserSettings>>(user.settings, {}) },
        hasDevices: toBool(user.has_devices as boolean | number),
        doses: doses.get(user.id) ?? [],
      }));
    },

    /** Claims one reminder; the id of the new send record, or null when it was claimed before. */
    async claim(userId: string, due: DueReminder, now: Date): Promise<string | null> {
      const claimed = await db
        .insertInto('reminder_sends')
        .values({
          id: randomUUID(),
          user_id: userId,
          kind: due.kind,
          ref: due.ref,
          local_date: due.localDate,
          due_at: due.dueAt.toISOString(),
          claimed_at: now.toISOString(),
          status: 'claimed',
          channels: toJson([]),
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref', 'local_date']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return claimed?.id ?? null;
    },

    async finish(id: string, status: SendStatus, channels: string[]): Promise<void> {
      await db
        .updateTable('reminder_sends')
        .set({ status, channels: toJson(channels) })
        .where('id', '=', id)
        .execute();
    },

    /** Whether the day's journal (not a quick or emergency log) is written. */
    async journalWritten(userId: string, date: string): Promise<boolean> {
      const row = await db
        .selectFrom('journal_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .where('kind', '=', 'journal')
        .executeTakeFirst();
      return row !== undefined;
    },

    async pegAnswered(userId: string, week: string): Promise<boolean> {
      const row = await db
        .selectFrom('peg_checkins')
        .select('id')
        .where('user_id', '=', userId)
        .where('week', '=', week)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One medication's active slots and its doses around `around`, to tell whether one is taken. */
    async medicationDay(userId: string, medicationId: string, around: Date) {
      const day = 36 * 60 * 60 * 1000;
      const [slots, logs] = await Promise.all([
        db
          .selectFrom('medication_schedules')
          .select(['time_of_day', 'days'])
          .where('user_id', '=', userId)
          .where('medication_id', '=', medicationId)
          .where('is_active', '=', true)
          .execute(),
        db
          .selectFrom('medication_logs')
          .select(['taken_at', 'skipped', 'scheduled_time'])
          .where('user_id', '=', userId)
          .where('medication_id', '=', medicationId)
          .where('taken_at', '>=', new Date(around.getTime() - day).toISOString())
          .where('taken_at', '<=', new Date(around.getTime() + day).toISOString())
          .execute(),
      ]);
      return {
        schedule: slots.map((slot) => ({
          timeOfDay: slot.time_of_day,
          days: fromJson<number[]>(slot.days, []),
        })),
        logs: logs.map((log) => ({
          medicationId,
          takenAt: toIso(log.taken_at),
          skipped: toBool(log.skipped),
          scheduledTime: log.scheduled_time,
        })),
      };
    },

    /** The record of each send, for tests and for an administrator reading the database. */
    async sends(userId: string) {
      const rows = await db
        .selectFrom('reminder_sends')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('due_at')
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        ref: row.ref,
        localDate: row.local_date,
        dueAt: toIso(row.due_at),
        status: row.status,
        channels: fromJson<string[]>(row.channels, []),
      }));
    },
  };
}

export type ReminderStore = ReturnType<typeof createReminderStore>;
