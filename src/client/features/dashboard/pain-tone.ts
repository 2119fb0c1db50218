import { painColor, type PainColor } from '@core/pain-scale';

/**
 * Background and text classes for a pain level by the spec's colour bands (up to 3 green, up
 * to 6 amber, up to 8 orange, above 8 red). Text stays dark enough for AA contrast; the number
 * and its descriptor are always shown beside the colour.
 */
const TONES: Record<PainColor, string> = {
  green: 'bg-green-100 text-green-900 ring-green-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};

export function painToneClasses(level: number): string {
  return TONES[painColor(level)];
}
