/**
 * Trigger categories and their words, apart from the zod schema in triggers.ts so the page
 * that shows them does not load zod.
 */

export const TRIGGER_CATEGORIES = ['weather', 'activity', 'food', 'stress', 'other'] as const;
export type TriggerCategory = (typeof TRIGGER_CATEGORIES)[number];

export const TRIGGER_NAME_MAX = 100;

const CATEGORY_LABELS: Record<TriggerCategory, string> = {
  weather: 'Weather',
  activity: 'Activity',
  food: 'Food',
  stress: 'Stress',
  other: 'Other',
};

export function isTriggerCategory(value: unknown): value is TriggerCategory {
  return typeof value === 'string' && (TRIGGER_CATEGORIES as readonly string[]).includes(value);
}

/** The word shown for a category; an unknown or missing category shows as Other (spec §3). */
export function categoryLabel(category: string | null | undefined): string {
  return CATEGORY_LABELS[isTriggerCategory(category) ? category : 'other'];
}
