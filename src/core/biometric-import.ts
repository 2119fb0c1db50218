import { z } from 'zod';
import type { ExportDailySummary, ExportReading } from './biometric-export';
import { checkDailyTuple, checkReadingTuple, type TupleProblem } from './biometric-tuples';
import { CONNECTIONS, DEFAULT_RETENTION_DAYS, MAX_DEVICES } from './biometrics/devices';
import { READING_TYPES } from './biometrics/reading-types';
import { connectDeviceSchema, dataTypesSchema, pushBatchSchema } from './biometrics/schemas';
import { ALERT_SEVERITIES, ALERT_TYPES } from './biometrics/types';
import { bool, collection, instant, noDuplicateIds, sourceId } from './import-fields';
import { calendarDate } from './journal';
import { multiLine, singleLine } from './text-fields';

/**
 * The Biometric Integration lists of an import file (biometric-export.ts), checked before
 * anything is written. Device fields take the connect form's own schemas; reading values the
 * same plausible ranges as the push API and the file parsers.
 */

const connect = connectDeviceSchema.shape;

/** Apple Health's source name: the key that finds a device again, kept exactly. */
const SOURCE_NAME_MAX = 1_000;

const device = z
  .object({
    id: sourceId,
    name: connect.name,
    type: connect.type,
    brand: connect.brand,
    model: connect.model,
    connection: z.enum(CONNECTIONS, {
      error: `connection must be one of ${CONNECTIONS.join(', ')}`,
    }),
    sourceName: z
      .string({ error: 'sourceName must be text' })
      .min(1, { error: 'sourceName must not be empty' })
      .max(SOURCE_NAME_MAX, { error: `sourceName must be at most ${SOURCE_NAME_MAX} characters` })
      .nullable()
      .default(null),
    isConnected: bool('isConnected'),
    batteryLevel: pushBatchSchema.shape.batteryLevel.unwrap().nullable().default(null),
    lastSync: instant('lastSync').nullable().default(null),
    // Strict, as when connecting: dropping a flag this version does not know would bring the
    // device back taking less than it did. All off is allowed (an Apple Health source whose
    // first import stopped before it read anything).
    dataTypes: z.strictObject(dataTypesSchema.shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `dataTypes has a kind of data this Cairn does not know: ${issue.keys.join(', ')}`
          : 'dataTypes must be an object',
    }),
    dataRetentionDays: connect.dataRetentionDays.unwrap().default(DEFAULT_RETENTION_DAYS),
    connectedAt: instant('connectedAt'),
    disconnectedAt: instant('disconnectedAt').nullable().default(null),
    createdAt: instant('createdAt'),
  })
  .refine((d) => d.connection !== 'apple_health' || d.sourceName !== null, {
    path: ['sourceName'],
    error: 'sourceName is required for an apple_health device',
  });

const readingType = z.enum(READING_TYPES, {
  error: `type must be one of ${READING_TYPES.join(', ')}`,
});

/** Problems reported per list of tuples: a file of bad readings needs no million issues. */
const ISSUES_PER_LIST = 10;

/**
 * Tuples are checked in one plain loop rather than one zod schema each: a year of a watch is
 * hundreds of thousands of them, and the tuples stay the file's own (none is copied).
 */
function checkTuples(
  items: readonly unknown[],
  key: 'readings' | 'days',
  problemOf: (item: unknown) => TupleProblem | null,
  ctx: z.RefinementCtx,
) {
  let reported = 0;
  for (let index = 0; index < items.length && reported < ISSUES_PER_LIST; index += 1) {
    const problem = problemOf(items[index]);
    if (problem === null) continue;
    reported += 1;
    const at = problem.item === null ? [key, index] : [key, index, problem.item];
    ctx.addIssue({ code: 'custom', path: at, message: problem.message });
  }
}

/** More readings than the import's 20 MB can hold: the body limit is the real bound. */
const MAX_SERIES_ITEMS = 2_000_000;
/** One list per device and type at most (duplicates merge). */
const MAX_SERIES = MAX_DEVICES * READING_TYPES.length;
/** A hundred years of days. */
const MAX_SUMMARY_DAYS = 36_600;

const tupleList = (label: string, max: number) =>
  z
    .array(z.unknown(), { error: `${label} must be a list` })
    .max(max, { error: `${label} can have at most ${max} items` });

const readingSeries = z
  .object({
    deviceId: sourceId,
    type: readingType,
    readings: tupleList('readings', MAX_SERIES_ITEMS),
  })
  .superRefine((series, ctx) =>
    checkTuples(series.readings, 'readings', (item) => checkReadingTuple(series.type, item), ctx),
  )
  .transform((series) => ({ ...series, readings: series.readings as ExportReading[] }));

const dailySeries = z
  .object({
    deviceId: sourceId,
    type: readingType,
    days: tupleList('days', MAX_SUMMARY_DAYS),
  })
  .superRefine((series, ctx) =>
    checkTuples(series.days, 'days', (item) => checkDailyTuple(series.type, item), ctx),
  )
  .transform((series) => ({ ...series, days: series.days as ExportDailySummary[] }));

const ALERT_TEXT_MAX = 2_000;

const healthAlert = z.object({
  id: sourceId,
  deviceId: sourceId.nullable().default(null),
  type: z.enum(ALERT_TYPES, { error: `type must be one of ${ALERT_TYPES.join(', ')}` }),
  rule: z
    .string({ error: 'rule must be text' })
    .regex(/^[a-z0-9_]{1,60}$/, { error: 'rule must be a rule name such as oxygen_low' }),
  severity: z.enum(ALERT_SEVERITIES, {
    error: `severity must be one of ${ALERT_SEVERITIES.join(', ')}`,
  }),
  title: singleLine('Title', 200),
  description: multiLine('Description', ALERT_TEXT_MAX),
  recommendedAction: multiLine('recommendedAction', ALERT_TEXT_MAX),
  date: calendarDate,
  triggeredAt: instant('triggeredAt'),
  isRead: bool('isRead').default(false),
  isResolved: bool('isResolved').default(false),
  resolvedAt: instant('resolvedAt').nullable().default(null),
});

/** The four lists, each optional: files made before Biometric Integration have none. */
export const biometricImportShape = {
  biometricDevices: collection(device, MAX_DEVICES, 'biometricDevices').default([]),
  biometricReadings: collection(readingSeries, MAX_SERIES, 'biometricReadings').default([]),
  biometricDailySummaries: collection(dailySeries, MAX_SERIES, 'biometricDailySummaries').default(
    [],
  ),
  healthAlerts: collection(healthAlert, 100_000, 'healthAlerts').default([]),
};

interface BiometricLists {
  biometricDevices: { id: string }[];
  biometricReadings: { deviceId: string }[];
  biometricDailySummaries: { deviceId: string }[];
  healthAlerts: { id: string; deviceId: string | null }[];
}

/** Ids used once, and every device reference pointing at a device in the file. */
export function checkBiometricReferences(file: BiometricLists, ctx: z.RefinementCtx): void {
  const deviceIds = noDuplicateIds(file.biometricDevices, 'biometricDevices', ctx);
  noDuplicateIds(file.healthAlerts, 'healthAlerts', ctx);
  const refers = (
    key: 'biometricReadings' | 'biometricDailySummaries' | 'healthAlerts',
    items: { deviceId: string | null }[],
  ) =>
    items.forEach((item, index) => {
      if (item.deviceId !== null && !deviceIds.has(item.deviceId)) {
        ctx.addIssue({
          code: 'custom',
          path: [key, index, 'deviceId'],
          message: 'No biometric device in the file has this id',
        });
      }
    });
  refers('biometricReadings', file.biometricReadings);
  refers('biometricDailySummaries', file.biometricDailySummaries);
  refers('healthAlerts', file.healthAlerts);
}
