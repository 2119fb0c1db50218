import { READING_TYPES, SLEEP_STAGES, type ReadingType, type SleepStage } from '../reading-types';

/**
 * The names people write in a type column: Cairn's own ids ("heart_rate"), the same with
 * spaces or hyphens, and the everyday words and abbreviations wearables use.
 */
const SYNONYMS: Record<string, ReadingType> = {
  hr: 'heart_rate',
  pulse: 'heart_rate',
  'resting hr': 'resting_heart_rate',
  rhr: 'resting_heart_rate',
  hrv: 'heart_rate_variability',
  spo2: 'oxygen_saturation',
  'blood oxygen': 'oxygen_saturation',
  bp: 'blood_pressure',
  temperature: 'body_temperature',
  temp: 'body_temperature',
  glucose: 'glucose_level',
  'blood glucose': 'glucose_level',
  'blood sugar': 'glucose_level',
  'body mass': 'weight',
  step: 'steps',
  'step count': 'steps',
  'in bed': 'time_in_bed',
  stress: 'stress_level',
};

function normalName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

const BY_NAME = new Map<string, ReadingType>([
  ...READING_TYPES.map((type): [string, ReadingType] => [normalName(type), type]),
  ...Object.entries(SYNONYMS),
]);

export function readingTypeByName(name: string): ReadingType | null {
  return BY_NAME.get(normalName(name)) ?? null;
}

/** Fitbit and Garmin call Apple's "core" sleep "light". */
const STAGE_SYNONYMS: Record<string, SleepStage> = { light: 'core', unspecified: 'asleep' };

/** A sleep stage by name; '' for an empty cell, null for a name Cairn does not know. */
export function sleepStageByName(name: string): SleepStage | '' | null {
  const normal = normalName(name);
  if (normal === '') return '';
  if ((SLEEP_STAGES as readonly string[]).includes(normal)) return normal as SleepStage;
  return STAGE_SYNONYMS[normal] ?? null;
}
