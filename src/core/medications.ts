import { z } from 'zod';
import { isCalendarDate } from './calendar';
import {
  FREQUENCIES,
  MEDICATION_TYPES,
  type Frequency,
  type MedicationType,
} from './medication-labels';

export {
  FREQUENCIES,
  FREQUENCY_LABELS,
  MEDICATION_TYPES,
  TYPE_LABELS,
  type Frequency,
  type MedicationType,
} from './medication-labels';

export const DEFAULT_EFFECTIVENESS = 7;
export { QUICK_LOG_MARKER, QUICK_LOG_NAME_MESSAGE } from './quick-medication';

export interface ScheduleSlot {
  id: string;
  timeOfDay: string;
  /** See `isDueOn` in medication-schedule.ts for what the numbers mean. */
  days: number[];
}

export interface MedicationLog {
  id: string;
  medicationId: string;
  takenAt: string;
  skipped: boolean;
  effectiveness: number | null;
  sideEffectsExperienced: string[];
  skipReason: string | null;
  notes: string | null;
}

/** GET /api/medications/detailed item. */
export interface DetailedMedication {
  id: string;
  name: string;
  type: MedicationType;
  dosage: string;
  frequency: Frequency;
  isActive: boolean;
  adherenceRate: number | null;
  avgEffectiveness: number | null;
  purposes: string[];
  sideEffects: string[];
  instructions: string | null;
  prescribedBy: string | null;
  notes: string | null;
  startDate: string;
  schedule: ScheduleSlot[];
  /** A notification at each scheduled time (with notifications on in Settings). */
  reminderEnabled: boolean;
  recentLogs: Array<Omit<MedicationLog, 'medicationId' | 'sideEffectsExperienced'>>;
}

export interface TodayScheduleItem {
  medication: { id: string; name: string; dosage: string };
  dueTime: string;
  taken: boolean;
  overdue: boolean;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeOfDay = (value: string) => TIME_PATTERN.test(value);

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalText = (max: number, label: string) => text(max, label).trim().nullable().optional();

const list = (label: string) =>
  z
    .array(text(100, `Each ${label} item`).trim(), { error: `${label} must be a list` })
    .max(20, { error: `${label} can have at most 20 items` })
    .transform((items) => items.filter((item) => item.length > 0));

const timeOfDay = z
  .string({ error: 'Time must be text in the form HH:mm' })
  .refine(isTimeOfDay, { error: 'Time must be in the form HH:mm' });

const medicationFields = {
  name: requiredText(100, 'Name'),
  dosage: requiredText(100, 'Dosage'),
  type: z.enum(MEDICATION_TYPES, { error: 'Type is not one of the known types' }),
  frequency: z.enum(FREQUENCIES, { error: 'Frequency is not one of the known frequencies' }),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  purposes: list('Purposes'),
  sideEffects: list('Side effects'),
  instructions: optionalText(2000, 'Instructions'),
  prescribedBy: optionalText(100, 'Prescribed by'),
  notes: optionalText(2000, 'Notes'),
  /** Dose reminders at the scheduled times (the schedule rows' reminderEnabled). */
  reminderEnabled: z.boolean({ error: 'reminderEnabled must be true or false' }),
  /** Times of day to take it; without them the frequency's proposal is stored. */
  scheduleTimes: z
    .array(timeOfDay, { error: 'scheduleTimes must be a list' })
    .max(12, { error: 'scheduleTimes can have at most 12 times' }),
};

/** POST /api/medications body (unknown fields are dropped). */
export const createMedicationSchema = z.object({
  ...medicationFields,
  type: medicationFields.type.default('prescription'),
  frequency: medicationFields.frequency.default('daily'),
  isActive: medicationFields.isActive.default(true),
  purposes: medicationFields.purposes.default([]),
  sideEffects: medicationFields.sideEffects.default([]),
  reminderEnabled: medicationFields.reminderEnabled.default(true),
  scheduleTimes: medicationFields.scheduleTimes.optional(),
  startDate: z
    .string({ error: 'Start date must be text in the form yyyy-MM-dd' })
    .refine(isCalendarDate, { error: 'Start date must be a real date in the form yyyy-MM-dd' })
    .optional(),
});
export type CreateMedicationInput = z.infer<typeof createMedicationSchema>;
export type CreateMedicationPayload = z.input<typeof createMedicationSchema>;

/** PATCH /api/medications/{id}: only the fields sent change. */
export const updateMedicationSchema = z.object(medicationFields).partial();
export type UpdateMedicationInput = z.infer<typeof updateMedicationSchema>;
export type UpdateMedicationPayload = z.input<typeof updateMedicationSchema>;

/** A dose log id the client chose, so a log sent twice (offline, retried) is stored once. */
const clientLogId = z.uuid({ error: 'Id must be a UUID' }).optional();
const takenAt = z.iso.datetime({ offset: true, error: 'takenAt must be an ISO date-time' });

/** The floating menu's quick log. The name is checked by the service for its own message. */
export const quickLogSchema = z.object({
  id: clientLogId,
  name: z.string().optional(),
  dosage: text(100, 'Dosage').trim().optional(),
  time: z.union([timeOfDay, z.literal('')]).optional(),
  entryId: text(100, 'entryId'),
  /** When the dose was taken, if not now or `time` today (a dose logged offline, sent later). */
  takenAt: takenAt.optional(),
});
export type QuickLogInput = z.infer<typeof quickLogSchema>;

/** POST /api/medications/logs body. */
export const doseLogSchema = z.object({
  id: clientLogId,
  medicationId: z.string({ error: 'medicationId is required' }).max(100),
  takenAt: takenAt.optional(),
  effectiveness: z
    .number({ error: 'Effectiveness must be a number' })
    .int({ error: 'Effectiveness must be a whole number' })
    .min(1, { error: 'Effectiveness must be between 1 and 10' })
    .max(10, { error: 'Effectiveness must be between 1 and 10' })
    .optional(),
  sideEffectsExperienced: list('Side effects experienced').default([]),
  skipped: z.boolean({ error: 'skipped must be true or false' }).default(false),
  notes: optionalText(2000, 'Notes'),
  skipReason: optionalText(500, 'Skip reason'),
  /** The schedule slot this dose is for ('HH:mm'), when the user picked one. */
  scheduledTime: z
    .string({ error: 'Scheduled time must be text' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Scheduled time must be HH:mm' })
    .optional(),
});
export type DoseLogInput = z.infer<typeof doseLogSchema>;
export type DoseLogPayload = z.input<typeof doseLogSchema>;

/** "a, b,, c " -> ['a', 'b', 'c'] (the add dialog's purposes and side effects). */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export type Tone = 'green' | 'yellow' | 'red';

export function adherenceTone(rate: number): Tone {
  if (rate >= 90) return 'green';
  if (rate >= 70) return 'yellow';
  return 'red';
}

export function effectivenessTone(score: number): Tone {
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  return 'red';
}
