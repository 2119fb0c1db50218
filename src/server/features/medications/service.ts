import { randomUUID } from 'node:crypto';
import {
  proposedTimes,
  scheduleDays,
  todaySchedule,
  zonedInstant,
} from '@core/medication-schedule';
import {
  DEFAULT_EFFECTIVENESS,
  QUICK_LOG_NAME_MESSAGE,
  type CreateMedicationInput,
  type DetailedMedication,
  type DoseLogInput,
  type Frequency,
  type MedicationLog,
  type QuickLogInput,
  type TodayScheduleItem,
  type UpdateMedicationInput,
} from '@core/medications';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import { isUniqueViolation, nowIso, toJson } from '../../db/codecs';
import { conflict, HttpError, notFound } from '../../http-errors';
import { presentLog, presentMedication, asDoseRecord, toScheduleMedication } from './presenter';
import { remindersOn } from './presenter';
import type { MedicationStore, MedicationUpdate, NewScheduleRow } from './store';

export const NOT_FOUND_MESSAGE = 'Medication not found';
export const LOG_ID_IN_USE_MESSAGE = 'This dose log id is already in use';

function scheduleRows(
  frequency: Frequency,
  startDate: string,
  times: string[],
  reminderEnabled: boolean,
): NewScheduleRow[] {
  const days = toJson(scheduleDays(frequency, startDate));
  // One row per distinct time; as-needed has no schedule whatever times were sent.
  const distinct = frequency === 'as-needed' ? [] : [...new Set(times)].sort();
  return distinct.map((time) => ({
    id: randomUUID(),
    time_of_day: time,
    days,
    reminder_enabled: reminderEnabled,
  }));
}

/** Medications, their schedules and dose logs for one user at a time. */
export function createMedicationService(
  store: MedicationStore,
  clock: () => Date = () => new Date(),
) {
  async function detailed(user: ApiUser, only?: string): Promise<DetailedMedication[]> {
    const [rows, schedules, logs] = await Promise.all([
      store.list(user.id),
      store.schedules(user.id),
      store.logs(user.id),
    ]);
    const now = clock();
    return rows
      .filter((row) => only === undefined || row.id === only)
      .map((row) => presentMedication(row, schedules, logs, now, user.timeZone));
  }

  async function detailedOne(user: ApiUser, id: string): Promise<DetailedMedication> {
    const [medication] = await detailed(user, id);
    if (!medication) throw notFound(NOT_FOUND_MESSAGE);
    return medication;
  }

  async function create(user: ApiUser, input: CreateMedicationInput): Promise<DetailedMedication> {
    const id = randomUUID();
    const startDate = input.startDate ?? localDate(clock(), user.timeZone);
    await store.insert(
      user.id,
      {
        id,
        name: input.name,
        dosage: input.dosage,
        type: input.type,
        frequency: input.frequency,
        start_date: startDate,
        is_active: input.isActive,
        purposes: toJson(input.purposes),
        side_effects: toJson(input.sideEffects),
        instructions: input.instructions ?? null,
        prescribed_by: input.prescribedBy ?? null,
        notes: input.notes ?? null,
      },
      scheduleRows(
        input.frequency,
        startDate,
        input.scheduleTimes ?? proposedTimes(input.frequency),
        input.reminderEnabled,
      ),
    );
    return detailedOne(user, id);
  }

  /** Adds a dose log; a client-chosen id already stored answers that log, unchanged. */
  async function logDose(
    user: ApiUser,
    input: DoseLogInput,
  ): Promise<{ log: MedicationLog; created: boolean }> {
    const medication = await store.find(user.id, input.medicationId);
    if (!medication) throw notFound(NOT_FOUND_MESSAGE);
    const sent = input.id ? await store.findLog(user.id, input.id) : undefined;
    if (sent) return { log: presentLog(sent), created: false };
    try {
      const row = await store.insertLog(user.id, {
        id: input.id ?? randomUUID(),
        medication_id: medication.id,
        taken_at: input.takenAt ? new Date(input.takenAt).toISOString() : clock().toISOString(),
        // A skipped dose has no effectiveness.
        effectiveness: input.skipped ? null : (input.effectiveness ?? DEFAULT_EFFECTIVENESS),
        side_effects_experienced: toJson(input.skipped ? [] : input.sideEffectsExperienced),
        skipped: input.skipped,
        skip_reason: input.skipped ? (input.skipReason ?? null) : null,
        notes: input.notes ?? null,
        scheduled_time: input.scheduledTime ?? null,
      });
      return { log: presentLog(row), created: true };
    } catch (error) {
      // Another user's id: refused without saying whose it is.
      if (isUniqueViolation(error)) throw conflict(LOG_ID_IN_USE_MESSAGE);
      throw error;
    }
  }

  return {
    detailed: (user: ApiUser) => detailed(user),
    create,
    logDose,

    async todaySchedule(user: ApiUser): Promise<TodayScheduleItem[]> {
      const [rows, schedules, logs] = await Promise.all([
        store.list(user.id),
        store.schedules(user.id),
        store.logs(user.id),
      ]);
      return todaySchedule(
        rows.map((row) => toScheduleMedication(row, schedules)),
        logs.map(asDoseRecord),
        clock(),
        user.timeZone,
      );
    },

    async update(
      user: ApiUser,
      id: string,
      input: UpdateMedicationInput,
    ): Promise<DetailedMedication> {
      const existing = await store.find(user.id, id);
      if (!existing) throw notFound(NOT_FOUND_MESSAGE);
      const values: MedicationUpdate = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.dosage !== undefined) values.dosage = input.dosage;
      if (input.type !== undefined) values.type = input.type;
      if (input.frequency !== undefined) values.frequency = input.frequency;
      if (input.isActive !== undefined) values.is_active = input.isActive;
      if (input.purposes !== undefined) values.purposes = toJson(input.purposes);
      if (input.sideEffects !== undefined) values.side_effects = toJson(input.sideEffects);
      if (input.instructions !== undefined) values.instructions = input.instructions;
      if (input.prescribedBy !== undefined) values.prescribed_by = input.prescribedBy;
      if (input.notes !== undefined) values.notes = input.notes;
      // A new frequency or new times rebuild the schedule (new frequency: its proposed times),
      // keeping its reminders on or off unless they are changed too.
      const frequency = (input.frequency ?? existing.frequency) as Frequency;
      const rebuild = input.frequency !== undefined || input.scheduleTimes !== undefined;
      const schedule = rebuild
        ? scheduleRows(
            frequency,
            existing.start_date,
            input.scheduleTimes ?? proposedTimes(frequency),
            input.reminderEnabled ?? remindersOn(await store.schedulesOf(user.id, id)),
          )
        : undefined;
      if (!(await store.update(user.id, id, values, schedule))) throw notFound(NOT_FOUND_MESSAGE);
      if (!rebuild && input.reminderEnabled !== undefined) {
        await store.setReminders(user.id, id, input.reminderEnabled);
      }
      return detailedOne(user, id);
    },

    /**
     * The floating menu's quick log: a taken dose of the user's active medication of that name
     * (any case), adding the medication as an as-needed prescription when there is none.
     */
    async quickLog(
      user: ApiUser,
      input: QuickLogInput,
    ): Promise<{ medication: DetailedMedication; log: MedicationLog }> {
      const sent = input.id ? await store.findLog(user.id, input.id) : undefined;
      if (sent) {
        return { medication: await detailedOne(user, sent.medication_id), log: presentLog(sent) };
      }
      const name = input.name?.trim() ?? '';
      if (!name) throw new HttpError(400, QUICK_LOG_NAME_MESSAGE);
      if (name.length > 100) throw new HttpError(400, 'name: Name must be at most 100 characters');
      const now = clock();
      const existing = await store.findActiveByName(user.id, name);
      const medicationId = existing
        ? existing.id
        : (
            await create(user, {
              name,
              dosage: input.dosage || 'As needed',
              type: 'prescription',
              frequency: 'as-needed',
              isActive: true,
              reminderEnabled: true,
              purposes: [],
              sideEffects: [],
            })
          ).id;
      const takenAt =
        input.takenAt ??
        (input.time
          ? zonedInstant(localDate(now, user.timeZone), input.time, user.timeZone).toISOString()
          : nowIso());
      const { log } = await logDose(user, {
        id: input.id,
        medicationId,
        takenAt,
        skipped: false,
        sideEffectsExperienced: [],
      });
      return { medication: await detailedOne(user, medicationId), log };
    },

    async remove(user: ApiUser, id: string): Promise<void> {
      if (!(await store.remove(user.id, id))) throw notFound(NOT_FOUND_MESSAGE);
    },
  };
}

export type MedicationService = ReturnType<typeof createMedicationService>;
