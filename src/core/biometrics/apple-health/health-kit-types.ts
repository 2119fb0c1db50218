import type { ReadingType, SleepStage } from '../reading-types';

/**
 * Which HealthKit records Cairn keeps, and as what. Every other type in an export (active
 * energy, walking speed, workouts, ...) is counted as ignored.
 */

export const BLOOD_PRESSURE_CORRELATION = 'HKCorrelationTypeIdentifierBloodPressure';
export const SYSTOLIC = 'HKQuantityTypeIdentifierBloodPressureSystolic';
export const DIASTOLIC = 'HKQuantityTypeIdentifierBloodPressureDiastolic';
export const SLEEP_ANALYSIS = 'HKCategoryTypeIdentifierSleepAnalysis';

/**
 * How a top-level Record is read: a quantity with a value and a unit; the sleep category; or
 * half of a blood pressure, which the export also writes inside its Correlation (Apple's DTD:
 * "Any Records that appear as children of a correlation also appear as top-level records"),
 * so the top-level copy is passed over.
 */
export type RecordKind =
  | { kind: 'quantity'; type: ReadingType; fractionPercent: boolean }
  | { kind: 'sleep' }
  | { kind: 'blood_pressure_half' };

const quantity = (type: ReadingType, fractionPercent = false): RecordKind => ({
  kind: 'quantity',
  type,
  fractionPercent,
});

export const RECORD_KINDS: ReadonlyMap<string, RecordKind> = new Map([
  ['HKQuantityTypeIdentifierHeartRate', quantity('heart_rate')],
  ['HKQuantityTypeIdentifierRestingHeartRate', quantity('resting_heart_rate')],
  ['HKQuantityTypeIdentifierHeartRateVariabilitySDNN', quantity('heart_rate_variability')],
  // HealthKit's percent unit is a fraction: Apple writes 97 % as value="0.97" unit="%".
  ['HKQuantityTypeIdentifierOxygenSaturation', quantity('oxygen_saturation', true)],
  ['HKQuantityTypeIdentifierBodyTemperature', quantity('body_temperature')],
  ['HKQuantityTypeIdentifierBloodGlucose', quantity('glucose_level')],
  ['HKQuantityTypeIdentifierBodyMass', quantity('weight')],
  ['HKQuantityTypeIdentifierStepCount', quantity('steps')],
  [SLEEP_ANALYSIS, { kind: 'sleep' }],
  [SYSTOLIC, { kind: 'blood_pressure_half' }],
  [DIASTOLIC, { kind: 'blood_pressure_half' }],
]);

/**
 * A sleep analysis value: time in bed, a stage of sleep, or awake (not kept). iOS 16 added the
 * stages; older exports wrote the plain integers of HKCategoryValueSleepAnalysis (0 in bed,
 * 1 asleep, 2 awake, and 3 to 5 for the stages).
 */
export type SleepValue = { type: 'time_in_bed' } | { type: 'sleep'; stage: SleepStage } | 'awake';

const IN_BED: SleepValue = { type: 'time_in_bed' };
const asleep = (stage: SleepStage): SleepValue => ({ type: 'sleep', stage });

export const SLEEP_VALUES: ReadonlyMap<string, SleepValue> = new Map([
  ['HKCategoryValueSleepAnalysisInBed', IN_BED],
  ['HKCategoryValueSleepAnalysisAsleep', asleep('asleep')],
  ['HKCategoryValueSleepAnalysisAsleepUnspecified', asleep('asleep')],
  ['HKCategoryValueSleepAnalysisAsleepCore', asleep('core')],
  ['HKCategoryValueSleepAnalysisAsleepDeep', asleep('deep')],
  ['HKCategoryValueSleepAnalysisAsleepREM', asleep('rem')],
  ['HKCategoryValueSleepAnalysisAwake', 'awake'],
  ['0', IN_BED],
  ['1', asleep('asleep')],
  ['2', 'awake'],
  ['3', asleep('core')],
  ['4', asleep('deep')],
  ['5', asleep('rem')],
]);
