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

/** 0 No pain, 1 Very mild, 2 Mild, 3-5 Moderate, 6-7 Severe, 8-9 Very severe, 10 Worst possible. */
export function painDescriptor(level: number): string {
  if (level <= 0) return 'No pain';
  if (level <= 1) return 'Very mild';
  if (level <= 2) return 'Mild';
  if (level <= 5) return 'Moderate';
  if (level <= 7) return 'Severe';
  if (level <= 9) return 'Very severe';
  return 'Worst possible';
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

/** History badge: up to 3 low, up to 6 mid, above 6 high. */
export function painBadge(level: number): PainBadge {
  if (level <= 3) return 'low';
  if (level <= 6) return 'mid';
  return 'high';
}
