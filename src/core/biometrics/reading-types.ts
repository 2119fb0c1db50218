/**
 * The kinds of reading Cairn keeps from devices, each in one canonical unit (spec document 2
 * section 3 names heart_rate, blood_pressure and oxygen_saturation; the rest follow the device's
 * dataTypes flags). Every parser converts to these units before anything is stored.
 */

export const READING_TYPES = [
  'heart_rate',
  'resting_heart_rate',
  'heart_rate_variability',
  'oxygen_saturation',
  'blood_pressure',
  'body_temperature',
  'glucose_level',
  'weight',
  'steps',
  'sleep',
  'time_in_bed',
  'stress_level',
] as const;
export type ReadingType = (typeof READING_TYPES)[number];

/** The spec's dataTypes flags of a device (document 2 section 3). */
export const DATA_TYPE_FLAGS = [
  'heartRate',
  'bloodPressure',
  'oxygenSaturation',
  'bodyTemperature',
  'glucoseLevel',
  'weight',
  'sleepMetrics',
  'activityLevel',
  'stressLevel',
] as const;
export type DataTypeFlag = (typeof DATA_TYPE_FLAGS)[number];
export type DataTypes = Record<DataTypeFlag, boolean>;

/**
 * How a day's readings of one device become one number: `mean` for levels (heart rate, weight),
 * `sum` for amounts over the day (steps, minutes asleep).
 */
export type DailyAggregation = 'mean' | 'sum';

export interface ReadingTypeInfo {
  type: ReadingType;
  /** As a person reads it: "Resting heart rate". */
  label: string;
  /** The canonical unit stored and shown. */
  unit: string;
  /** The device flag that allows this type. */
  flag: DataTypeFlag;
  daily: DailyAggregation;
  /** Decimals shown. */
  decimals: number;
  /**
   * Values outside this range cannot be a real measurement of a living person (a typo, a
   * sensor glitch or a wrong unit): parsers skip them and the push API refuses them.
   */
  plausible: { min: number; max: number };
  /** Blood pressure's second value (diastolic), in the same unit. */
  plausible2?: { min: number; max: number };
  /** True for readings that cover a span of time (sleep, steps): they carry an end. */
  interval: boolean;
}

export const READING_TYPE_INFO: Record<ReadingType, ReadingTypeInfo> = {
  heart_rate: {
    type: 'heart_rate',
    label: 'Heart rate',
    unit: 'bpm',
    flag: 'heartRate',
    daily: 'mean',
    decimals: 0,
    plausible: { min: 20, max: 300 },
    interval: false,
  },
  resting_heart_rate: {
    type: 'resting_heart_rate',
    label: 'Resting heart rate',
    unit: 'bpm',
    flag: 'heartRate',
    daily: 'mean',
    decimals: 0,
    plausible: { min: 20, max: 250 },
    interval: false,
  },
  heart_rate_variability: {
    type: 'heart_rate_variability',
    label: 'Heart rate variability',
    unit: 'ms',
    flag: 'heartRate',
    daily: 'mean',
    decimals: 0,
    plausible: { min: 1, max: 500 },
    interval: false,
  },
  oxygen_saturation: {
    type: 'oxygen_saturation',
    label: 'Blood oxygen',
    unit: '%',
    flag: 'oxygenSaturation',
    daily: 'mean',
    decimals: 0,
    plausible: { min: 50, max: 100 },
    interval: false,
  },
  blood_pressure: {
    type: 'blood_pressure',
    label: 'Blood pressure',
    unit: 'mmHg',
    flag: 'bloodPressure',
    daily: 'mean',
    decimals: 0,
    plausible: { min: 50, max: 300 },
    plausible2: { min: 20, max: 200 },
    interval: false,
  },
  body_temperature: {
    type: 'body_temperature',
    label: 'Body temperature',
    unit: '°C',
    flag: 'bodyTemperature',
    daily: 'mean',
    decimals: 1,
    plausible: { min: 30, max: 45 },
    interval: false,
  },
  glucose_level: {
    type: 'glucose_level',
    label: 'Blood glucose',
    unit: 'mg/dL',
    flag: 'glucoseLevel',
    daily: 'mean',
    decimals: 0,
    plausible: { min: 10, max: 1000 },
    interval: false,
  },
  weight: {
    type: 'weight',
    label: 'Weight',
    unit: 'kg',
    flag: 'weight',
    daily: 'mean',
    decimals: 1,
    plausible: { min: 1, max: 500 },
    interval: false,
  },
  steps: {
    type: 'steps',
    label: 'Steps',
    unit: 'steps',
    flag: 'activityLevel',
    daily: 'sum',
    decimals: 0,
    plausible: { min: 0, max: 100_000 },
    interval: true,
  },
  sleep: {
    type: 'sleep',
    label: 'Sleep',
    unit: 'min',
    flag: 'sleepMetrics',
    daily: 'sum',
    decimals: 0,
    plausible: { min: 0, max: 1440 },
    interval: true,
  },
  time_in_bed: {
    type: 'time_in_bed',
    label: 'Time in bed',
    unit: 'min',
    flag: 'sleepMetrics',
    daily: 'sum',
    decimals: 0,
    plausible: { min: 0, max: 1440 },
    interval: true,
  },
  stress_level: {
    type: 'stress_level',
    label: 'Stress level',
    unit: 'score',
    flag: 'stressLevel',
    daily: 'mean',
    decimals: 0,
    plausible: { min: 0, max: 100 },
    interval: false,
  },
};

/** Sleep stages a sleep reading may carry in its context ('' when the device does not say). */
export const SLEEP_STAGES = ['asleep', 'core', 'deep', 'rem'] as const;
export type SleepStage = (typeof SLEEP_STAGES)[number];

export function isReadingType(value: string): value is ReadingType {
  return (READING_TYPES as readonly string[]).includes(value);
}

/** Whether a value (and a diastolic, for blood pressure) can be a real measurement. */
export function isPlausible(type: ReadingType, value: number, value2: number | null): boolean {
  const info = READING_TYPE_INFO[type];
  if (!Number.isFinite(value) || value < info.plausible.min || value > info.plausible.max) {
    return false;
  }
  if (!info.plausible2) return value2 === null;
  return (
    value2 !== null &&
    Number.isFinite(value2) &&
    value2 >= info.plausible2.min &&
    value2 <= info.plausible2.max &&
    value2 < value
  );
}

/**
 * One reading as a parser or the push API hands it over, already in the canonical unit.
 * Times are milliseconds since the epoch.
 */
export interface ParsedReading {
  type: ReadingType;
  /** The moment measured, or the start of an interval. */
  start: number;
  /** The end of an interval (sleep, steps); null for a moment. */
  end: number | null;
  value: number;
  /** Diastolic pressure for blood_pressure; null otherwise. */
  value2: number | null;
  /** A sleep stage (SLEEP_STAGES) or ''. */
  context: string;
  /** The device's own confidence, 0-100, when it gives one. */
  quality: number | null;
}

/** A reading from a file that names where it came from (Apple Health's sourceName). */
export interface SourcedReading extends ParsedReading {
  source: string;
}

/** The instant whose local date a reading is counted on: a night counts on the day it ends. */
export function countedAt(reading: Pick<ParsedReading, 'type' | 'start' | 'end'>): number {
  return (reading.type === 'sleep' || reading.type === 'time_in_bed') && reading.end !== null
    ? reading.end
    : reading.start;
}
