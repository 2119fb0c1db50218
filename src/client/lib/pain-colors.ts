import { painColor, type PainColor } from '@core/pain-scale';

/**
 * Tailwind classes for each pain colour band (spec document 1 section 9): SVG fill and stroke,
 * a swatch, AA-contrast text, and a soft tone for badges. Written out in full so
 * Tailwind sees every class name. The strokes and ink are dark enough for 3:1 against white.
 */
export const PAIN_COLOR_CLASSES: Record<
  PainColor,
  { fill: string; stroke: string; swatch: string; range: string; text: string; tone: string }
> = {
  green: {
    fill: 'fill-green-300',
    stroke: 'stroke-green-700',
    swatch: 'bg-green-300 border-green-700',
    range: '1–3',
    text: 'text-green-700',
    tone: 'bg-green-100 text-green-900 ring-green-300',
  },
  amber: {
    fill: 'fill-amber-300',
    stroke: 'stroke-amber-700',
    swatch: 'bg-amber-300 border-amber-700',
    range: '4–6',
    text: 'text-amber-700',
    tone: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  orange: {
    fill: 'fill-orange-400',
    stroke: 'stroke-orange-800',
    swatch: 'bg-orange-400 border-orange-800',
    range: '7–8',
    text: 'text-orange-700',
    tone: 'bg-orange-100 text-orange-900 ring-orange-300',
  },
  red: {
    fill: 'fill-red-500',
    stroke: 'stroke-red-800',
    swatch: 'bg-red-500 border-red-800',
    range: '9–10',
    text: 'text-red-700',
    tone: 'bg-red-100 text-red-900 ring-red-300',
  },
};

export function painColorClasses(intensity: number) {
  return PAIN_COLOR_CLASSES[painColor(intensity)];
}
