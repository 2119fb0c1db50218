import { z } from 'zod';
import { optionalLine, singleLine } from '../text-fields';
import { DEVICE_LIMITS as L, DEVICE_TYPES, RETENTION_CHOICES } from './devices';
import {
  DATA_TYPE_FLAGS,
  READING_TYPE_INFO,
  READING_TYPES,
  SLEEP_STAGES,
  isPlausible,
  type DataTypeFlag,
  type ParsedReading,
  type ReadingType,
} from './reading-types';
import { acceptedUnits, toCanonical } from './units';

/**
 * Request bodies of Biometric Integration. The spec leaves the connect form's validation
 * unshown (document 2 section 5); these are Cairn's rules. Objects are strict, so a misspelt
 * field is a 400 naming it.
 */

export const dataTypesSchema = z
  .strictObject(
    Object.fromEntries(
      DATA_TYPE_FLAGS.map((flag) => [flag, z.boolean({ error: `${flag} must be true or false` })]),
    ) as Record<DataTypeFlag, z.ZodBoolean>,
  )
  .refine((flags) => Object.values(flags).some(Boolean), {
    error: 'Choose at least one kind of data',
  });

const deviceType = z.enum(DEVICE_TYPES, {
  error: `type must be one of ${DEVICE_TYPES.join(', ')}`,
});

const retention = z
  .number({ error: 'dataRetentionDays must be a number of days' })
  .refine((days) => (RETENTION_CHOICES as readonly number[]).includes(days), {
    error: `dataRetentionDays must be one of ${RETENTION_CHOICES.join(', ')}`,
  });

/**
 * POST /api/biometric-devices/connect. `push` makes a device that sends its own readings with a
 * token; `csv` one whose readings come in CSV files. (Apple Health devices are made by the
 * import from the export's source names.)
 */
export const connectDeviceSchema = z.strictObject({
  name: singleLine('Name', L.name),
  type: deviceType,
  brand: optionalLine('Brand', L.brand).default(''),
  model: optionalLine('Model', L.model).default(''),
  connection: z.enum(['push', 'csv'], { error: 'connection must be push or csv' }),
  dataTypes: dataTypesSchema,
  dataRetentionDays: retention.optional(),
});
export type ConnectDeviceInput = z.output<typeof connectDeviceSchema>;
export type ConnectDevicePayload = z.input<typeof connectDeviceSchema>;

/** PATCH /api/biometric-devices/{id}. */
export const updateDeviceSchema = z
  .strictObject({
    name: singleLine('Name', L.name),
    type: deviceType,
    brand: optionalLine('Brand', L.brand),
    model: optionalLine('Model', L.model),
    dataTypes: dataTypesSchema,
    dataRetentionDays: retention,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateDeviceInput = z.output<typeof updateDeviceSchema>;

/** The most readings one push may carry, and the pushes a device may make a minute. */
export const PUSH_MAX_READINGS = 1000;
export const PUSH_PER_MINUTE = 60;
/** Readings further in the future than this are refused (a clock set wrong). */
export const PUSH_FUTURE_SLACK_MS = 10 * 60_000;

const instant = (label: string) =>
  z
    .string({ error: `${label} must be a date and time` })
    .max(40, { error: `${label} must be a date and time` })
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
      {
        error: `${label} must be an ISO 8601 date and time, such as 2026-11-25T08:30:00+01:00`,
      },
    )
    .refine((value) => /(Z|[+-]\d{2}:?\d{2})$/i.test(value), {
      error: `${label} must say its offset from UTC (Z or +01:00)`,
    })
    .transform((value) => Date.parse(value));

const pushReadingSchema = z
  .strictObject({
    type: z.enum(READING_TYPES, { error: `type must be one of ${READING_TYPES.join(', ')}` }),
    value: z.number({ error: 'value must be a number' }),
    /** Diastolic pressure, for blood_pressure. */
    diastolic: z.number({ error: 'diastolic must be a number' }).optional(),
    unit: z.string({ error: 'unit must be text' }).max(40).optional(),
    timestamp: instant('timestamp'),
    endTimestamp: instant('endTimestamp').optional(),
    stage: z
      .enum(SLEEP_STAGES, { error: `stage must be one of ${SLEEP_STAGES.join(', ')}` })
      .optional(),
    quality: z.number({ error: 'quality must be a number' }).int().min(0).max(100).optional(),
  })
  .transform((raw, ctx): ParsedReading | typeof z.NEVER => {
    const type: ReadingType = raw.type;
    const info = READING_TYPE_INFO[type];
    const value = toCanonical(type, raw.value, raw.unit);
    const value2 = raw.diastolic === undefined ? null : toCanonical(type, raw.diastolic, raw.unit);
    if (value === null || (raw.diastolic !== undefined && value2 === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: `unit for ${type} must be one of ${acceptedUnits(type).join(', ')}`,
      });
      return z.NEVER;
    }
    if (type === 'blood_pressure' && value2 === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['diastolic'],
        message: 'diastolic is required for blood_pressure',
      });
      return z.NEVER;
    }
    if (type !== 'blood_pressure' && raw.diastolic !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['diastolic'],
        message: 'diastolic is only for blood_pressure',
      });
      return z.NEVER;
    }
    if (!isPlausible(type, value, value2)) {
      const range = info.plausible2
        ? `${info.plausible.min}-${info.plausible.max} over ${info.plausible2.min}-${info.plausible2.max} ${info.unit}`
        : `${info.plausible.min} to ${info.plausible.max} ${info.unit}`;
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${info.label} must be ${range}`,
      });
      return z.NEVER;
    }
    const end = raw.endTimestamp ?? null;
    if (end !== null && end < raw.timestamp) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTimestamp'],
        message: 'endTimestamp must not be before timestamp',
      });
      return z.NEVER;
    }
    if (info.interval && end === null && (type === 'sleep' || type === 'time_in_bed')) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTimestamp'],
        message: `endTimestamp is required for ${type}`,
      });
      return z.NEVER;
    }
    if (raw.stage !== undefined && type !== 'sleep') {
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'stage is only for sleep' });
      return z.NEVER;
    }
    return {
      type,
      start: raw.timestamp,
      end: info.interval ? end : null,
      value,
      value2,
      context: raw.stage ?? '',
      quality: raw.quality ?? null,
    };
  });

/**
 * POST /api/biometric-readings with `Authorization: Bearer <device token>`: a batch of readings
 * and, optionally, the battery level. `deviceId`, when given, must be the token's device.
 */
export const pushBatchSchema = z
  .strictObject({
    deviceId: z.string({ error: 'deviceId must be text' }).max(64).optional(),
    batteryLevel: z
      .number({ error: 'batteryLevel must be a number' })
      .int({ error: 'batteryLevel must be a whole number' })
      .min(0, { error: 'batteryLevel must be 0 to 100' })
      .max(100, { error: 'batteryLevel must be 0 to 100' })
      .optional(),
    readings: z
      .array(pushReadingSchema, { error: 'readings must be a list' })
      .max(PUSH_MAX_READINGS, { error: `readings may hold at most ${PUSH_MAX_READINGS} readings` })
      .default([]),
  })
  .refine((body) => body.readings.length > 0 || body.batteryLevel !== undefined, {
    error: 'Send at least one reading or the battery level',
  });
export type PushBatch = z.output<typeof pushBatchSchema>;
export type PushBatchPayload = z.input<typeof pushBatchSchema>;

export const READINGS_LIST_MAX = 200;

/** GET /api/biometric-readings?type=&limit= */
export const readingsQuerySchema = z.strictObject({
  type: z
    .enum(READING_TYPES, { error: `type must be one of ${READING_TYPES.join(', ')}` })
    .optional(),
  deviceId: z.uuid({ error: 'deviceId must be a device id' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: `limit must be 1 to ${READINGS_LIST_MAX}` })
    .max(READINGS_LIST_MAX, { error: `limit must be 1 to ${READINGS_LIST_MAX}` })
    .default(50),
});

export const DAILY_DAYS_CHOICES = [7, 30, 90, 365] as const;

/** GET /api/biometric-readings/daily?days= */
export const dailyQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .refine((days) => (DAILY_DAYS_CHOICES as readonly number[]).includes(days), {
      error: `days must be one of ${DAILY_DAYS_CHOICES.join(', ')}`,
    })
    .default(30),
});

/** PATCH /api/health-alerts/{id}. */
export const alertUpdateSchema = z
  .strictObject({
    isRead: z.boolean({ error: 'isRead must be true or false' }),
    isResolved: z.boolean({ error: 'isResolved must be true or false' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type AlertUpdateInput = z.output<typeof alertUpdateSchema>;
