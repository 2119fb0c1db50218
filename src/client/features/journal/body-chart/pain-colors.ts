import { painColor, type PainColor } from '@core/pain-scale';

/**
 * Tailwind classes for each pain colour band (spec document 1 section 9). Written out in full so
 * Tailwind sees every class name. The strokes and ink are dark enough for 3:1 against white.
 */
export const PAIN_COLOR_CLASSES: Record<
  PainColor,
  { fill: string; stroke: string; swatch: string; range: string }
> = {
  green: {
    fill: 'fill-green-300',
    stroke: 'stroke-green-700',
    swatch: 'bg-green-300 border-green-700',
    range: '1–3',
  },
  amber: {
    fill: 'fill-amber-300',
    stroke: 'stroke-amber-700',
    swatch: 'bg-amber-300 border-amber-700',
    range: '4–6',
  },
  orange: {
    fill: 'fill-orange-400',
    stroke: 'stroke-orange-800',
    swatch: 'bg-orange-400 border-orange-800',
    range: '7–8',
  },
  red: {
    fill: 'fill-red-500',
    stroke: 'stroke-red-800',
    swatch: 'bg-red-500 border-red-800',
    range: '9–10',
  },
};

export function painColorClasses(intensity: number) {
  return PAIN_COLOR_CLASSES[painColor(intensity)];
}
