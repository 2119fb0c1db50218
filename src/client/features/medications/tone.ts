import type { Tone } from '@core/medications';

/** Badge colours for a figure's tone; the figure itself is always shown beside the colour. */
export const TONE_CLASSES: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-900',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
};
