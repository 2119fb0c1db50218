import { round1 } from './stats/numbers';

/** Pain and mood scales, their words and colours (spec document 1 sections 3 and 9). */

export const PAIN_MIN = 0;
export const PAIN_MAX = 10;
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;

export const MOOD_LEVELS: Record<number, string> = {
  1: 'Very Low',
  2: 'Low',
  3: 'Neutral',
  4: 'Good',
  5: 'Very Good',
};

export function moodLabel(level: number): string {
  return MOOD_LEVELS[level] ?? 'Neutral';
}

/**
 * The three kinds of pain the spec's rules speak of: mild (3 or less, no pain included, as the
 * exercise rule has it), moderate (4 to 6) and severe (7 or more).
 */
export type PainSeverity = 'mild' | 'moderate' | 'severe';

export interface PainBand {
  /** The descriptor the slider, the history and the reports show ("Very severe"). */
  label: string;
  /** The lowest and highest whole level of the band. */
  min: number;
  max: number;
  severity: PainSeverity;
}

/**
 * The pain scale, defined once: every pain word in the app, the reports, the PDF and the FHIR
 * export comes from these bands. The words are the spec's descriptors (section 3). Its table puts
 * 3 in Moderate and 6 in Severe, but every rule of the spec splits at 3|4 and 6|7 (severe pain is
 * 7 or more, exercises suit mild pain at 3 or less and moderate at 4 to 6, the history badge and
 * the pain colours change after 3 and 6, and the emergency scale calls 6 "Moderate High" and 7
 * "Severe"); the bands follow the rules, so that a 6 is never "Severe" beside "Severe pain (7 or
 * more)".
 */
export const PAIN_BANDS: readonly PainBand[] = [
  { label: 'No pain', min: 0, max: 0, severity: 'mild' },
  { label: 'Very mild', min: 1, max: 1, severity: 'mild' },
  { label: 'Mild', min: 2, max: 3, severity: 'mild' },
  { label: 'Moderate', min: 4, max: 6, severity: 'moderate' },
  { label: 'Severe', min: 7, max: 7, severity: 'severe' },
  { label: 'Very severe', min: 8, max: 9, severity: 'severe' },
  { label: 'Worst possible', min: 10, max: 10, severity: 'severe' },
];

const MIDDLE = (PAIN_MIN + PAIN_MAX) / 2;

/**
 * The whole level a value counts as. A whole level is itself; a fraction (an average, a day's
 * mean) is taken as printed, to one decimal, and then counts as its whole neighbour on the side
 * of the middle of the scale: 3.2 counts as 4 and 6.8 as 6. So a value is "Severe" only at 7 or
 * more, "Mild" only at 3 or less, "No pain" only at 0 and "Worst possible" only at 10, as the
 * words "7 or more" and "3 or less" beside them say. Not a number counts as no pain.
 */
export function painLevelOf(value: number): number {
  if (Number.isNaN(value)) return PAIN_MIN;
  const printed = Math.min(PAIN_MAX, Math.max(PAIN_MIN, round1(value)));
  return printed < MIDDLE ? Math.ceil(printed) : Math.floor(printed);
}

export function painBand(value: number): PainBand {
  const level = painLevelOf(value);
  return PAIN_BANDS.find((band) => level <= band.max) as PainBand;
}

/** The descriptor: 0 No pain, 1 Very mild, 2-3 Mild, 4-6 Moderate, 7 Severe, 8-9 Very severe, 10 Worst possible. */
export function painDescriptor(level: number): string {
  return painBand(level).label;
}

export function painSeverity(value: number): PainSeverity {
  return painBand(value).severity;
}

/** The lowest and highest whole level of a severity, from its bands. */
export function severityRange(severity: PainSeverity): { min: number; max: number } {
  const bands = PAIN_BANDS.filter((band) => band.severity === severity);
  return { min: (bands[0] as PainBand).min, max: (bands[bands.length - 1] as PainBand).max };
}

/** Severe pain starts here (spec section 9: "7 or more"). */
export const SEVERE_PAIN_MIN = severityRange('severe').min;
/** Mild pain ends here (spec section 9: "3 or less"). */
export const MILD_PAIN_MAX = severityRange('mild').max;

/** "7 or more", "4 to 6", "3 or less": a severity's levels in words. */
export function severityRangeText(severity: PainSeverity): string {
  const { min, max } = severityRange(severity);
  if (max === PAIN_MAX) return `${min} or more`;
  if (min === PAIN_MIN) return `${max} or less`;
  return `${min} to ${max}`;
}

const SEVERITY_WORDS: Record<PainSeverity, string> = {
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
};

/** "Severe pain (7 or more)", "Moderate pain (4 to 6)", "Mild pain (3 or less)". */
export function severityLabel(severity: PainSeverity): string {
  return `${SEVERITY_WORDS[severity]} pain (${severityRangeText(severity)})`;
}

export type PainColor = 'green' | 'amber' | 'orange' | 'red';

/** Up to 3 green, up to 6 amber, up to 8 orange, above 8 red. */
export function painColor(intensity: number): PainColor {
  if (intensity <= 3) return 'green';
  if (intensity <= 6) return 'amber';
  if (intensity <= 8) return 'orange';
  return 'red';
}

export type PainBadge = 'low' | 'mid' | 'high';

const BADGES: Record<PainSeverity, PainBadge> = { mild: 'low', moderate: 'mid', severe: 'high' };

/** History badge (spec: up to 3 low, up to 6 mid, above 6 high): the level's severity. */
export function painBadge(level: number): PainBadge {
  return BADGES[painSeverity(level)];
}
