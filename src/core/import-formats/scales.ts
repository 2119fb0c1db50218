import type { PainScale } from './types';

/**
 * Ratings from other apps put on Cairn's scales: pain 0-10, mood 1-5, and the 0-10 of sleep
 * quality, stress and energy. The scale's range is laid linearly onto Cairn's (its lowest value
 * becomes Cairn's lowest, its highest Cairn's highest) and rounded half up to a whole number,
 * since Cairn stores whole levels. A value outside the source scale is not guessed at: the
 * reader skips the row with outOfScaleReason.
 */

export interface Scale {
  min: number;
  max: number;
}

export type MoodScale = '1-5' | '1-10' | '0-10';

/** "0-4" -> { min: 0, max: 4 }. */
export function scaleOf(range: string): Scale {
  const [min, max] = range.split('-').map(Number);
  return { min: min ?? 0, max: max ?? 0 };
}

const rangeText = (scale: Scale) => `${scale.min}-${scale.max}`;

export const CAIRN_PAIN: Scale = { min: 0, max: 10 };
export const CAIRN_MOOD: Scale = { min: 1, max: 5 };
/** Sleep quality, stress and energy. */
export const CAIRN_LEVEL: Scale = { min: 0, max: 10 };

/** Half up, without floating-point error turning 2.5 into 2.4999. */
const roundHalfUp = (value: number) => Math.floor(value + 0.5 + 1e-9);

/**
 * `value` on `from` laid onto `to` (which may run downwards, { min: 5, max: 1 }, for a scale
 * that means the opposite), as a whole number; null when `value` is outside `from`.
 */
export function rescale(value: number, from: Scale, to: Scale): number | null {
  if (!Number.isFinite(value) || value < from.min || value > from.max) return null;
  const mapped = to.min + ((value - from.min) * (to.max - to.min)) / (from.max - from.min);
  const low = Math.min(to.min, to.max);
  const high = Math.max(to.min, to.max);
  return Math.min(high, Math.max(low, roundHalfUp(mapped)));
}

export function painToCairn(value: number, scale: PainScale): number | null {
  return rescale(value, scaleOf(scale), CAIRN_PAIN);
}

export function moodToCairn(value: number, scale: MoodScale): number | null {
  return rescale(value, scaleOf(scale), CAIRN_MOOD);
}

/** The skip reason for a value off its scale: "Pain Level 14 is outside 0-10". */
export function outOfScaleReason(field: string, value: number | string, scale: Scale): string {
  return `${field} ${value} is outside ${rangeText(scale)}`;
}

const factorText = (factor: number) => String(Math.round(factor * 100) / 100);

/**
 * The preview's sentence for one conversion, or null when the scales are the same:
 * "Pain on Flaredown's 0-4 scale is shown on Cairn's 0-10 scale (x2.5, rounded)."
 */
export function scaleConversionNote(
  what: string,
  appName: string,
  from: Scale,
  to: Scale,
): string | null {
  if (from.min === to.min && from.max === to.max) return null;
  const factor = (to.max - to.min) / (from.max - from.min);
  const how =
    from.min === 0 && to.min === 0
      ? `x${factorText(factor)}, rounded`
      : `${from.min} becomes ${to.min} and ${from.max} becomes ${to.max}, rounded in between`;
  return `${what} on ${appName}'s ${rangeText(from)} scale is shown on Cairn's ${rangeText(to)} scale (${how}).`;
}

export function painConversionNote(scale: PainScale, appName: string): string | null {
  return scaleConversionNote('Pain', appName, scaleOf(scale), CAIRN_PAIN);
}

export function moodConversionNote(scale: MoodScale, appName: string): string | null {
  return scaleConversionNote('Mood', appName, scaleOf(scale), CAIRN_MOOD);
}
