import type { Trigger } from '../../triggers';
import { categoryLabel } from '../../trigger-categories';

export interface TriggerRow {
  name: string;
  /** The category's word; unknown or missing shows as Other (spec section 3). */
  category: string;
  isActive: boolean;
}

/** The user's triggers: active first, then by name. */
export function triggerRows(
  triggers: readonly Pick<Trigger, 'name' | 'category' | 'isActive'>[],
): TriggerRow[] {
  return triggers
    .filter((trigger) => typeof trigger.name === 'string' && trigger.name.trim() !== '')
    .map((trigger) => ({
      name: trigger.name.trim(),
      category: categoryLabel(trigger.category),
      isActive: trigger.isActive !== false,
    }))
    .sort(
      (a, b) =>
        Number(b.isActive) - Number(a.isActive) ||
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
}
