import { READING_TYPE_INFO, type ReadingType } from './reading-types';

/**
 * Units as devices and exports write them, turned into the canonical unit of each reading type
 * (reading-types.ts). Apple Health's own spellings are here too: "count/min", "degF", and
 * "mmol<180.1558800000541>/L" (millimoles of glucose, its molar mass in the brackets).
 */

type Convert = (value: number) => number;

const same: Convert = (value) => value;
const times =
  (factor: number): Convert =>
  (value) =>
    value * factor;

const MG_DL_PER_MMOL_L = 18.0156;
const KG_PER_LB = 0.45359237;

const PER_MINUTE: Record<string, Convert> = {
  bpm: same,
  'count/min': same,
  'beats/min': same,
  '/min': same,
  '1/min': same,
};

const MINUTES: Record<string, Convert> = {
  min: same,
  mins: same,
  minutes: same,
  h: times(60),
  hr: times(60),
  hours: times(60),
  s: times(1 / 60),
  sec: times(1 / 60),
  seconds: times(1 / 60),
};

const UNITS: Record<ReadingType, Record<string, Convert>> = {
  heart_rate: PER_MINUTE,
  resting_heart_rate: PER_MINUTE,
  heart_rate_variability: { ms: same, s: times(1000) },
  // Apple Health writes oxygen saturation as a fraction with the unit "%" (0.97 for 97 %).
  oxygen_saturation: {
    '%': (value) => (value <= 1 ? value * 100 : value),
    percent: (value) => (value <= 1 ? value * 100 : value),
    fraction: times(100),
  },
  blood_pressure: { mmhg: same, kpa: times(7.50062) },
  body_temperature: {
    '°c': same,
    degc: same,
    c: same,
    celsius: same,
    '°f': (value) => ((value - 32) * 5) / 9,
    degf: (value) => ((value - 32) * 5) / 9,
    f: (value) => ((value - 32) * 5) / 9,
    fahrenheit: (value) => ((value - 32) * 5) / 9,
  },
  glucose_level: {
    'mg/dl': same,
    'mmol/l': times(MG_DL_PER_MMOL_L),
    'mmol<180.1558800000541>/l': times(MG_DL_PER_MMOL_L),
  },
  weight: {
    kg: same,
    g: times(1 / 1000),
    lb: times(KG_PER_LB),
    lbs: times(KG_PER_LB),
    st: times(14 * KG_PER_LB),
  },
  steps: { count: same, steps: same, '': same },
  sleep: MINUTES,
  time_in_bed: MINUTES,
  stress_level: { score: same, '%': same, '': same },
};

function normalUnit(unit: string): string {
  return unit.trim().toLowerCase();
}

/** The units accepted for `type`, as written in messages ("bpm, count/min, ..."). */
export function acceptedUnits(type: ReadingType): string[] {
  return Object.keys(UNITS[type]).filter((unit) => unit !== '');
}

/**
 * `value` in `unit` as the canonical unit of `type`; an empty or missing unit means the
 * canonical one. null when the unit is not one Cairn knows for that type.
 */
export function toCanonical(
  type: ReadingType,
  value: number,
  unit: string | null | undefined,
): number | null {
  const key = normalUnit(unit ?? '');
  // A converter first: the canonical unit itself may need one ("%" written as a fraction).
  const convert = UNITS[type][key];
  if (convert) return convert(value);
  return key === '' || key === normalUnit(READING_TYPE_INFO[type].unit) ? value : null;
}
